import { describe, expect, it } from 'vitest';
import { BASE_URL, sharedBrowser } from './support/browser';
import { messagesOf, type Lang } from './inbound.steps';
import { b2cOrder, openIn, SLOW } from './outbound.steps';

const browser = sharedBrowser();

describe('the outbound order form', () => {
  for (const lang of ['zh-CN', 'en'] as Lang[]) {
    it(`lets the seller submit a B2C order (${lang})`, async () => {
      const journey = await openIn(browser(), lang);
      await b2cOrder(journey, messagesOf(lang), `outbound-edit-${lang}`);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    }, 120_000);
  }

  it('works at phone width, with the FBA form', async () => {
    const t = messagesOf('en');
    const journey = await openIn(browser(), 'en', { width: 375, height: 812 });
    await b2cOrder(journey, t, 'outbound-edit-375');
    const { page } = journey;
    await page.goto(`${BASE_URL}#/outbound/add?type=FBA`);
    const form = page.getByRole('form', { name: t('outbound.edit.addTitle.FBA') });
    await form.waitFor(SLOW);
    await form.getByRole('button', { name: t('outbound.edit.carton.add') }).click();
    await form
      .getByRole('region', { name: t('outbound.edit.carton.title', { no: 2 }) })
      .scrollIntoViewIfNeeded();
    await journey.shot('outbound-edit-375-fba');
    // nothing wider than the phone
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 180_000);
});
