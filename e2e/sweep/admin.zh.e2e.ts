import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import { printSweep, asAccount, openIn, sweep } from '../support/sweep';

const browser = sharedBrowser();

describe('every page of the operator’s menu opens without an error (zh-CN)', () => {
  it('admin: menu pages, one record of each hidden page, every breadcrumb link', async () => {
    const journey = await openIn(browser(), { lang: 'zh-CN' });
    const report = await sweep(journey, asAccount('admin'));
    printSweep(`admin zh-CN`, report);
    expect(report.problems).toEqual([]);
    // the operator sees the demo catalogue and every business area
    expect(report.visited).toContain('/components/default-form');
    expect(report.visited).toContain('/inventory/list');
    expect(Object.keys(report.records)).toContain('/sku/detail/:id');
    await journey.context.close();
  }, 600_000);
});
