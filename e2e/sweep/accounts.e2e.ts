import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import type { Lang } from '../support/messages';
import { printSweep, asAccount, asNewVisitor, openIn, sweep } from '../support/sweep';

const browser = sharedBrowser();

describe.each<Lang>(['zh-CN', 'en'])(
  'every page of the other accounts’ menus opens without an error (%s)',
  (lang) => {
    it('seller: the business pages of a customer, its records and breadcrumbs', async () => {
      const journey = await openIn(browser(), { lang });
      const report = await sweep(journey, asAccount('seller'));
      printSweep(`seller ${lang}`, report);
      expect(report.problems).toEqual([]);
      expect(report.visited).toContain('/sku/certificates');
      await journey.context.close();
    }, 600_000);

    it('test: the seed’s test account', async () => {
      const journey = await openIn(browser(), { lang });
      const report = await sweep(journey, asAccount('test'));
      printSweep(`test ${lang}`, report);
      expect(report.problems).toEqual([]);
      expect(report.visited).toContain('/dashboard/workplace');
      await journey.context.close();
    }, 600_000);

    it('a freshly registered visitor', async () => {
      const journey = await openIn(browser(), { lang });
      const report = await sweep(journey, asNewVisitor(lang, `sweep_${lang === 'en' ? 'en' : 'zh'}`));
      printSweep(`visitor ${lang}`, report);
      expect(report.problems).toEqual([]);
      expect(report.visited).toContain('/dashboard/workplace');
      await journey.context.close();
    }, 600_000);
  },
);
