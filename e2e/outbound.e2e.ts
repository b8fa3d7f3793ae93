import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, sharedBrowser } from './support/browser';
import { balanceOf, messagesOf, switchTo, type Lang } from './inbound.steps';
import { api } from './support/api';
import { b2cOrder, label, openIn, purseBalance, SLOW, statusShown, step } from './outbound.steps';

// Issue #14's golden path across both roles: the seller's B2C order is submitted with its estimate and
// reserves stock; the warehouse picks, packs with a weight and ships; the seller sees it shipped with a
// tracking link and its fees, and the purse lower by exactly those fees; another customer meets a 404.

const browser = sharedBrowser();

interface Order {
  outboundNo: string;
  status: string;
  trackingNo: string;
}

/** What the reserved bucket of the SKU at USEA holds (the inventory list's row, through its API). */
const reservedOf = async (page: Page, sku: string) =>
  ((await balanceOf(page, sku)) as unknown as { reserved: number }).reserved;

describe('the outbound golden path in Chromium (issue #14)', () => {
  for (const [lang, size] of [
    ['zh-CN', { width: 1366, height: 900 }],
    ['en', { width: 375, height: 812 }],
  ] as [Lang, { width: number; height: number }][]) {
    const tag = `outbound-${lang}-${size.width}`;
    it(`takes a B2C order from the seller's form to shipped, fees paid (${lang}, ${size.width} px)`, async () => {
      const t = messagesOf(lang);
      const journey = await openIn(browser(), lang, size);
      const { page } = journey;

      // the seller submits: AWAITING_PICK, and a unit of the SKU is reserved at USEA
      await switchTo(page, t, 'seller', '/outbound/list');
      const before = await purseBalance(page);
      const { sku, id } = await b2cOrder(journey, t, `${tag}-1`, true);
      await statusShown(page, t, 'AWAITING_PICK');
      await journey.shot(`${tag}-2-submitted`);
      const reservedAfterSubmit = await reservedOf(page, sku);
      await page.goto(`${BASE_URL}#/inventory/list?sku=${encodeURIComponent(sku)}`);
      // a table row on a desktop, a card on a phone
      await page.getByText(sku, { exact: true }).filter({ visible: true }).first().waitFor(SLOW);
      await journey.shot(`${tag}-3-reserved`);

      // the warehouse picks, packs with a weight and ships with the carrier's number
      await switchTo(page, t, 'admin', `/outbound/detail/${encodeURIComponent(id)}`);
      await statusShown(page, t, 'AWAITING_PICK');
      await step(page, t, 'pick');
      await statusShown(page, t, 'PICKING');
      await step(page, t, 'pack', async (dialog) => {
        await dialog.getByLabel(label(t('outbound.pack.weight'))).fill('0.8');
        await dialog.getByRole('button', { name: t('outbound.pack.confirm') }).click();
      });
      await statusShown(page, t, 'PACKED');
      await step(page, t, 'ship', async (dialog) => {
        const number = dialog.getByLabel(label(t('outbound.ship.trackingNo')));
        await expect.poll(() => number.inputValue(), SLOW).not.toBe('');
        await journey.shot(`${tag}-4-ship`);
        await dialog.getByRole('button', { name: t('outbound.ship.confirm') }).click();
      });
      await statusShown(page, t, 'SHIPPED');

      // the seller sees it shipped, the tracking number linked, the fees; the purse lower by them
      await switchTo(page, t, 'seller', `/outbound/detail/${encodeURIComponent(id)}`);
      await statusShown(page, t, 'SHIPPED');
      const order = await api<Order>(page, `Outbound/Get?id=${encodeURIComponent(id)}`);
      expect(order.trackingNo).not.toBe('');
      const link = page.getByRole('link', { name: order.trackingNo }).filter({ visible: true }).first();
      await link.waitFor(SLOW);
      expect(await link.getAttribute('href')).toContain(order.trackingNo);
      await page.getByRole('tab', { name: t('outbound.detail.tabs.fees') }).click();
      await page.getByText(t('business.fee.code.SHIPPING')).filter({ visible: true }).first().waitFor(SLOW);
      await journey.shot(`${tag}-5-seller-fees`);
      const fees = await api<{ list: { amount: number }[] }>(
        page,
        `Finance/GetFees?docType=OUTBOUND&docNo=${encodeURIComponent(order.outboundNo)}&pageSize=50`,
      );
      const charged = fees.list.reduce((sum, fee) => sum + fee.amount, 0);
      expect(charged).toBeGreaterThan(0);
      expect(Math.round((before - (await purseBalance(page))) * 100)).toBe(Math.round(charged * 100));
      // shipping released the reservation
      expect(await reservedOf(page, sku)).toBe(reservedAfterSubmit - 1);

      // another customer opening the order by its address meets the 404 page
      await switchTo(page, t, 'seller2', `/outbound/detail/${encodeURIComponent(id)}`);
      await page.getByText(t('error.page.404.title')).filter({ visible: true }).waitFor(SLOW);
      await journey.shot(`${tag}-6-seller2-404`);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    }, 360_000);
  }
});
