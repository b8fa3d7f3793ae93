import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Journey, open, sharedBrowser, SLOW } from './support/browser';
import { messagesOf, switchTo, type Lang, type Translate } from './inbound.steps';
import { api, apiPost as post } from './support/api';

const browser = sharedBrowser();
interface Order {
  id: string;
  outboundNo: string;
  status: string;
  exceptionReason: string | null;
}

/** A submitted order of the seller asking 2 more than USEA has of a SKU: held OUT_OF_STOCK. */
async function shortOrder(page: Page): Promise<{ order: Order; sku: string; available: number }> {
  const stock = await api<{ list: { sku: string; available: number }[] }>(
    page,
    'Inventory/GetList?warehouseCode=USEA&inStock=true&sortField=sku&sortOrder=asc&pageSize=50',
  );
  const balance = stock.list.find((row) => row.available >= 2);
  if (!balance) throw new Error('no stock at USEA');
  const draft = await post<Order>(page, 'Outbound/Save', {
    referenceNo: `E2E-OBD-${Date.now()}`,
    warehouseCode: 'USEA',
    carrierCode: 'UPS-GROUND',
    consignee: {
      name: 'Ada Lovelace',
      phone: '+1 555 0100',
      countryCode: 'US',
      state: 'NY',
      city: 'New York',
      address1: '1 Main St',
      postcode: '10001',
    },
    lines: [{ sku: balance.sku, qty: balance.available + 2, declaredValue: 10 }],
  });
  const order = await post<Order>(page, 'Outbound/Submit', { id: draft.id });
  expect([order.status, order.exceptionReason]).toEqual(['EXCEPTION', 'OUT_OF_STOCK']);
  return { order, sku: balance.sku, available: balance.available };
}

async function recorded(journey: Journey, name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    await journey.shot(`${name}-failed`);
    throw new Error(`${String(error)}\nconsole errors: ${journey.errors.join('\n')}`, { cause: error });
  }
}

describe('the outbound order detail in Chromium (issue #14)', () => {
  it.for<[Lang, number]>([
    ['zh-CN', 1366],
    ['en', 375],
  ])(
    'an order short of stock is fixed in one step; one without its own label waits for it (%s, %i px)',
    { timeout: 180_000 },
    async ([lang, width]) => {
      const journey = await open(browser(), { locale: lang, width, height: width < 768 ? 812 : 860 });
      const { page } = journey;
      const t: Translate = messagesOf(lang);
      const name = `outbound-detail-${lang === 'en' ? 'en' : 'zh'}-${width}`;
      await page.addInitScript((l) => {
        if (globalThis.localStorage) localStorage.setItem('lang', l);
      }, lang);
      await recorded(journey, name, async () => {
        await switchTo(page, t, 'seller', '/dashboard/workplace');
        const { order, sku, available } = await shortOrder(page);
        await page.goto(`${page.url().split('#')[0]}#/outbound/detail/${order.id}`);
        await page.getByRole('heading', { name: order.outboundNo }).first().waitFor(SLOW);
        const panel = page.getByRole('region', { name: t('outbound.exception.title') });
        await panel.getByRole('heading', { name: t('outbound.exception.reason.OUT_OF_STOCK') }).waitFor(SLOW);
        await panel
          .getByText(t('outbound.exception.stock.short', { short: 2, warehouse: 'USEA' }))
          .waitFor(SLOW);
        await journey.shot(`${name}-exception`);
        await panel
          .getByRole('button', {
            name: t('outbound.exception.stock.reduceLine', { sku, qty: String(available) }),
          })
          .click();
        await page
          .getByText(t('business.status.outbound.AWAITING_PICK'), { exact: true })
          .filter({ visible: true })
          .first()
          .waitFor(SLOW);
        await expect.poll(() => panel.count()).toBe(0);
        await journey.shot(`${name}-fixed`);
        await page.getByRole('tab', { name: t('outbound.detail.tabs.consignee') }).click();
        await journey.shot(`${name}-consignee`);

        // a WAREHOUSE_ONLY order whose customer has not uploaded the label: the customer is asked
        // for it, the warehouse cannot ship it
        const labelless = await api<{ list: { id: string; outboundNo: string; status: string }[] }>(
          page,
          'Outbound/GetWaybills?waybill=MISSING&businessMode=WAREHOUSE_ONLY&pageSize=100',
        );
        const packed = labelless.list.find((row) => row.status === 'PACKED');
        if (!packed) throw new Error('the seed has no packed WAREHOUSE_ONLY order without its label');
        const detail = `/outbound/detail/${packed.id}`;
        await page.goto(`${page.url().split('#')[0]}#${detail}`);
        await page.getByRole('heading', { name: packed.outboundNo }).first().waitFor(SLOW);
        await page.getByText(t('outbound.detail.ownLabel.message')).waitFor(SLOW);
        await journey.shot(`${name}-label-asked`);
        await switchTo(page, t, 'admin', detail);
        await page.getByRole('heading', { name: packed.outboundNo }).first().waitFor(SLOW);
        await page.getByText(t('business.blocked.waybillMissing')).waitFor(SLOW);
        await expect
          .poll(() => page.getByRole('button', { name: t('business.action.ship') }).isDisabled())
          .toBe(true);
        await journey.shot(`${name}-ship-blocked`);
      });
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    },
  );
});
