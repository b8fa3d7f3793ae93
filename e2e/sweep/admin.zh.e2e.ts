import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import { printSweep, asAccount, openIn, sweep, variantOf, type SweepOptions } from '../support/sweep';

const browser = sharedBrowser();
/** Chinese, light, on a desktop: admin.en.e2e.ts sweeps the same pages in English, dark, at a phone's width. */
const variant: SweepOptions = { lang: 'zh-CN' };

describe(`every page of the operator’s menu opens without an error or an axe violation (${variantOf(variant)})`, () => {
  it('admin: menu pages, one record of each hidden page, every breadcrumb link', async () => {
    const journey = await openIn(browser(), variant);
    const report = await sweep(journey, asAccount('admin'));
    printSweep(`admin ${variantOf(variant)}`, report);
    expect(report.problems, `the sweep found:\n${report.problems.join('\n')}`).toEqual([]);
    // the operator sees the demo catalogue and every business area
    expect(report.visited).toContain('/components/default-form');
    expect(report.visited).toContain('/inventory/list');
    expect(Object.keys(report.records)).toContain('/sku/detail/:id');
    await journey.context.close();
  }, 600_000);
});
