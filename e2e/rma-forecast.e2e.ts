import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../src/i18n/language-names';
import { BASE_URL, sharedBrowser } from './support/browser';
import { messagesOf, switchTo } from './inbound.steps';
import { api } from './support/api';
import { label, openIn, SLOW } from './outbound.steps';

// Issue #15's forecast: the seller (English, on a phone) forecasts a return of 3 units of a delivered
// order with the strategy "Destroy defective" (restock good, destroy defective), is refused one unit more
// than was shipped at the field, submits, and sees it submitted in the list (Chinese, desktop); another
// customer opening the return's address meets the 404 page.

const browser = sharedBrowser();

interface Rma {
  id: string;
  rmaNo: string;
  status: string;
  strategyId: string | null;
  lines: { sku: string; expectedQty: number }[];
}

interface Order {
  outboundNo: string;
  warehouseCode: string;
  lines: { sku: string; qty: number }[];
}

/** A delivered order of the seller, one line of at least 3 units, at a warehouse that takes returns, no return yet. */
async function returnableOrder(page: Page): Promise<Order> {
  const warehouses = await api<{ list: { code: string; capabilities: { returns: boolean } }[] }>(
    page,
    'Warehouse/GetList?pageSize=200',
  );
  const takesReturns = new Set(warehouses.list.filter((w) => w.capabilities.returns).map((w) => w.code));
  const orders = await api<{ list: Order[] }>(page, 'Outbound/GetList?status=DELIVERED&pageSize=200');
  for (const order of orders.list) {
    if (order.lines.length !== 1 || order.lines[0].qty < 3 || !takesReturns.has(order.warehouseCode))
      continue;
    const returns = await api<{ total: number }>(page, `Rma/GetList?originalOutboundNo=${order.outboundNo}`);
    if (returns.total === 0) return order;
  }
  throw new Error('no delivered order of 3 units or more without a return');
}

describe('a return forecast in Chromium (issue #15)', () => {
  it('forecasts 3 units of a delivered order, refused one more than shipped, submitted, hidden from another customer', async () => {
    const en = messagesOf('en');
    const phone = await openIn(browser(), 'en', { width: 375, height: 812 });
    const { page } = phone;
    await switchTo(page, en, 'seller', '/rma/list');
    const order = await returnableOrder(page);
    const { sku, qty: shipped } = order.lines[0];

    await page.goto(`${BASE_URL}#/rma/add?originalOutboundNo=${order.outboundNo}`);
    const form = page.getByRole('form', { name: en('rma.edit.addTitle') });
    await form.waitFor(SLOW);
    const units = form.getByRole('textbox', { name: en('rma.edit.qtyOf', { sku }) });
    await units.waitFor(SLOW);
    await form.getByRole('textbox', { name: label(en('rma.field.reason')) }).fill('Wrong size');
    await form.getByRole('combobox', { name: label(en('rma.field.strategy')) }).click();
    await page.getByRole('option', { name: /^Destroy defective/ }).click();
    await form
      .getByText(en('rma.edit.strategy.appliesOwn', { name: 'Destroy defective', does: '' }).trim(), {
        exact: false,
      })
      .waitFor(SLOW);

    // one unit more than was shipped: refused at the field, nothing sent
    await units.fill(String(shipped + 1));
    await form.getByRole('button', { name: en('rma.edit.saveDraft') }).click();
    await form.getByText(en('rma.edit.rules.rmaQtyOverShipped', { max: shipped })).waitFor(SLOW);
    await expect(units.getAttribute('aria-invalid')).resolves.toBe('true');
    await phone.shot('rma-forecast-en-375-1-refused');

    // 3 units, submitted: the console leaves the form for the new return's page
    await units.fill('3');
    await form.getByRole('button', { name: en('rma.edit.submit') }).click();
    await form.waitFor({ state: 'detached', ...SLOW });
    const returns = await api<{ list: Rma[] }>(page, `Rma/GetList?originalOutboundNo=${order.outboundNo}`);
    expect(returns.list).toHaveLength(1);
    const [rma] = returns.list;
    expect(rma).toMatchObject({
      status: 'SUBMITTED',
      lines: [expect.objectContaining({ sku, expectedQty: 3 })],
    });
    expect(rma.strategyId).not.toBeNull();
    const id = rma.id;
    await phone.shot('rma-forecast-en-375-2-submitted');

    // on the phone the list shows it as a card
    await page.goto(`${BASE_URL}#/rma/list?keyword=${rma.rmaNo}`);
    await page
      .getByText(en('business.status.rma.SUBMITTED'), { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor(SLOW);
    await phone.shot('rma-forecast-en-375-3-list');

    // the list in Chinese on a desktop shows it submitted (the same tab: its mock back-end holds the return)
    const zh = messagesOf('zh-CN');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${BASE_URL}#/rma/list?keyword=${rma.rmaNo}`);
    await page.getByRole('button', { name: en('header.language') }).click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAMES['zh-CN'] }).click();
    const row = page.getByRole('row').filter({ hasText: rma.rmaNo });
    await row.getByText(zh('business.status.rma.SUBMITTED'), { exact: true }).waitFor(SLOW);
    await row.getByRole('link', { name: order.outboundNo }).waitFor(SLOW);
    await phone.shot('rma-forecast-zh-1366-4-list');

    // another customer opening the return's form by its address meets the 404 page
    await switchTo(page, zh, 'seller2', `/rma/edit/${encodeURIComponent(id)}`);
    await page.getByText(zh('error.page.404.title')).filter({ visible: true }).waitFor(SLOW);
    await phone.shot('rma-forecast-zh-1366-5-seller2-404');
  }, 240_000);
});
