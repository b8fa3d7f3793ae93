import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import { printSweep, asAccount, openIn, sweep, variantOf, type SweepOptions } from '../support/sweep';

const browser = sharedBrowser();
/**
 * English, dark, at a phone's width, with a primary colour of the settings: admin.zh.e2e.ts sweeps the
 * same pages in Chinese, light, on a desktop, in the default colour, and opens the parents and
 * breadcrumb links (where they lead does not depend on the language, width or colours).
 */
const variant: SweepOptions = { lang: 'en', dark: true, width: 375, height: 812, primary: '#ff5c93' };

describe(`every page of the operator’s menu opens without an error or an axe violation (${variantOf(variant)})`, () => {
  it('admin: menu pages and one record of each hidden page', async () => {
    const journey = await openIn(browser(), variant);
    const report = await sweep(journey, asAccount('admin'), { links: false });
    printSweep(`admin ${variantOf(variant)}`, report);
    expect(report.problems, `the sweep found:\n${report.problems.join('\n')}`).toEqual([]);
    // the operator sees the demo catalogue and every business area
    expect(report.visited).toContain('/components/default-form');
    expect(report.visited).toContain('/inventory/list');
    expect(Object.keys(report.records)).toContain('/sku/detail/:id');
    await journey.context.close();
  }, 600_000);
});
