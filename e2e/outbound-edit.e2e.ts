import { describe, expect, it } from 'vitest';
import { BASE_URL, cutTexts, sharedBrowser } from './support/browser';
import { messagesOf, type Lang } from './inbound.steps';
import { b2cOrder, fbaOrder, openIn, SLOW } from './outbound.steps';

const browser = sharedBrowser();

describe('the outbound order form', () => {
  for (const lang of ['zh-CN', 'en'] as Lang[]) {
    it(`lets the seller submit a B2C order (${lang})`, async () => {
      const journey = await openIn(browser(), lang);
      await b2cOrder(journey, messagesOf(lang), `outbound-edit-${lang}`);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    }, 240_000);
  }

  it('works at phone width, with an FBA shipment in two cartons', async () => {
    const t = messagesOf('en');
    const journey = await openIn(browser(), 'en', { width: 375, height: 812 });
    await b2cOrder(journey, t, 'outbound-edit-375');
    const { page } = journey;
    const { referenceNo } = await fbaOrder(journey, t);
    // the saved shipment shows its two cartons, each with its contents
    await page.getByRole('tab', { name: t('outbound.detail.tabs.fba') }).click(SLOW);
    const cartons = page.getByRole('table', { name: t('outbound.detail.fba.cartons') });
    await cartons.waitFor(SLOW);
    await expect.poll(() => cartons.locator('tbody tr').count()).toBe(2);
    await cartons.scrollIntoViewIfNeeded();
    await journey.shot('outbound-edit-375-fba-detail');
    // nothing wider than the phone
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // and the form's words whole: the business modes' long English names and the platform SKU's
    // button used to run off the form or end cut short
    await page.goto(`${BASE_URL}#/outbound/add`);
    const form = page.getByRole('form', { name: t('outbound.edit.addTitle.B2C') });
    await form.getByRole('button', { name: t('outbound.edit.line.resolve') }).waitFor(SLOW);
    expect(await cutTexts(form)).toEqual([]);
    // and the FBA list has it among its shipments
    await page.goto(`${BASE_URL}#/outbound/fba?keyword=${referenceNo}`);
    await page.getByText(referenceNo).filter({ visible: true }).first().waitFor(SLOW);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);
});
