import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import { printSweep, asAccount, openIn, sweep, variantOf, type SweepOptions } from '../support/sweep';

const browser = sharedBrowser();
/** English, dark, at a phone's width: admin.zh.e2e.ts sweeps the same pages in Chinese, light, on a desktop. */
const variant: SweepOptions = { lang: 'en', dark: true, width: 375, height: 812 };

describe(`every page of the operator’s menu opens without an error or an axe violation (${variantOf(variant)})`, () => {
  it('admin: menu pages, one record of each hidden page, every breadcrumb link', async () => {
    const journey = await openIn(browser(), variant);
    const report = await sweep(journey, asAccount('admin'));
    printSweep(`admin ${variantOf(variant)}`, report);
    expect(report.problems).toEqual([]);
    // the operator sees the demo catalogue and every business area
    expect(report.visited).toContain('/components/default-form');
    expect(report.visited).toContain('/inventory/list');
    expect(Object.keys(report.records)).toContain('/sku/detail/:id');
    await journey.context.close();
  }, 600_000);
});
