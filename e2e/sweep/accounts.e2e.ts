import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../support/browser';
import type { Lang } from '../support/messages';
import {
  printSweep,
  asAccount,
  asNewVisitor,
  openIn,
  sweep,
  variantOf,
  type SweepOptions,
} from '../support/sweep';

const browser = sharedBrowser();

const PHONE = { width: 375, height: 812 };

/**
 * Each account in both languages; between the two, light and dark, desktop and phone width, and some
 * of the primary colours the settings offer (the hardest for text contrast: orange, pink, purple).
 * axe checks the seller's pages once, dark at a phone's width in orange (where the parents and
 * breadcrumb links are opened too): the same pages are checked
 * in both languages, schemes and widths by the operator's sweeps (admin.*.e2e.ts), and each sweep
 * costs a minute more with axe (issue #18's budget of the journeys' time).
 */
const VARIANTS: Record<Lang, Record<'seller' | 'test' | 'visitor', SweepOptions>> = {
  'zh-CN': {
    seller: { lang: 'zh-CN', dark: true, primary: '#ff9800', ...PHONE },
    test: { lang: 'zh-CN', primary: '#ff5c93', ...PHONE },
    visitor: { lang: 'zh-CN', dark: true, primary: '#9c27b0' },
  },
  en: {
    seller: { lang: 'en' },
    test: { lang: 'en', dark: true },
    visitor: { lang: 'en', ...PHONE },
  },
};
/** Where axe checks the seller's pages and the parents and breadcrumbs are opened; the other language opens the pages. */
const SELLER_WHOLE: Lang = 'zh-CN';

describe.each<Lang>(['zh-CN', 'en'])(
  'every page of the other accounts’ menus opens without an error or an axe violation (%s)',
  (lang) => {
    const { seller, test, visitor } = VARIANTS[lang];

    it(`seller (${variantOf(seller)}): the business pages of a customer, its records and breadcrumbs`, async () => {
      const journey = await openIn(browser(), seller);
      const report = await sweep(journey, asAccount('seller'), {
        axe: lang === SELLER_WHOLE,
        links: lang === SELLER_WHOLE,
      });
      printSweep(`seller ${variantOf(seller)}`, report);
      expect(report.problems, `the sweep found:\n${report.problems.join('\n')}`).toEqual([]);
      expect(report.visited).toContain('/sku/certificates');
      await journey.context.close();
    }, 600_000);

    it(`test (${variantOf(test)}): the seed’s test account`, async () => {
      const journey = await openIn(browser(), test);
      const report = await sweep(journey, asAccount('test'));
      printSweep(`test ${variantOf(test)}`, report);
      expect(report.problems, `the sweep found:\n${report.problems.join('\n')}`).toEqual([]);
      expect(report.visited).toContain('/dashboard/workplace');
      await journey.context.close();
    }, 600_000);

    it(`a freshly registered visitor (${variantOf(visitor)})`, async () => {
      const journey = await openIn(browser(), visitor);
      const report = await sweep(journey, asNewVisitor(lang, `sweep_${lang === 'en' ? 'en' : 'zh'}`));
      printSweep(`visitor ${variantOf(visitor)}`, report);
      expect(report.problems, `the sweep found:\n${report.problems.join('\n')}`).toEqual([]);
      expect(report.visited).toContain('/dashboard/workplace');
      await journey.context.close();
    }, 600_000);
  },
);
