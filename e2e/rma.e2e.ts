import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, sharedBrowser, transitionsEnded } from './support/browser';
import { balanceOf, messagesOf, switchTo, type Translate } from './inbound.steps';
import { api, apiPost as post } from './support/api';
import { label, openIn, SLOW } from './outbound.steps';

// Issue #15's return golden path: the seller's submitted RMA of 3 units under a strategy that restocks
// good units and destroys defective ones; the warehouse (Chinese, desktop) receives 2 good and 1
// defective with a photo and processes it; the seller (English, phone) sees it completed, what became
// of each unit, the fees, 2 more available at USEA, and the RETURN_PUTAWAY rows of the flow.

const browser = sharedBrowser();

// a 1×1 PNG, as a camera's photo would be uploaded
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Strategy {
  id: string;
  onGood: string;
  onDefective: string;
}

/**
 * As the seller: a submitted RMA at USEA of 3 units of a SKU stocked there, choosing the seed's
 * strategy "restock good, destroy defective" (the seed gives every customer one).
 */
async function submittedRma(page: Page): Promise<{ id: string; rmaNo: string; sku: string }> {
  const strategies = await api<{ list: Strategy[] }>(page, 'Rma/GetStrategies?pageSize=200');
  const strategy = strategies.list.find((s) => s.onGood === 'RESTOCK' && s.onDefective === 'DESTROY');
  if (!strategy)
    throw new Error('the seed has no strategy of the seller that restocks good and destroys defective');
  const stock = await api<{ list: { sku: string; available: number }[] }>(
    page,
    'Inventory/GetList?warehouseCode=USEA&pageSize=200&sortField=sku&sortOrder=asc',
  );
  const approved = await api<{ list: { sku: string }[] }>(page, 'Sku/GetList?status=APPROVED&pageSize=200');
  const stocked = new Set(stock.list.filter((row) => row.available > 0).map((row) => row.sku));
  const sku = approved.list.map((s) => s.sku).find((code) => stocked.has(code));
  if (!sku) throw new Error('no approved SKU stocked at USEA');
  const rma = await post<{ id: string; rmaNo: string }>(page, 'Rma/Save', {
    warehouseCode: 'USEA',
    referenceNo: `E2E-RMA-${Date.now()}`,
    trackingNo: 'RS-E2E-1',
    reason: 'Buyer changed their mind',
    strategyId: strategy.id,
    lines: [{ sku, expectedQty: 3 }],
  });
  await post(page, 'Rma/Submit', { id: rma.id });
  return { ...rma, sku };
}

async function statusShown(page: Page, t: Translate, status: string) {
  await page
    .getByText(t(`business.status.rma.${status}`), { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor(SLOW);
}

describe('the return golden path in Chromium (issue #15)', () => {
  it('is received with a photo and processed by the warehouse; the seller sees what became of each unit', async () => {
    const zh = messagesOf('zh-CN');
    const en = messagesOf('en');
    const journey = await openIn(browser(), 'zh-CN', { width: 1366, height: 900 });
    const { page } = journey;

    // the seller's submitted return, and what is available of its SKU before
    await switchTo(page, zh, 'seller', '/inventory/list');
    const rma = await submittedRma(page);
    const before = (await balanceOf(page, rma.sku)).available;
    const detail = `/rma/detail/${encodeURIComponent(rma.id)}`;

    // the warehouse counts 2 good and 1 defective, with a photo
    await switchTo(page, zh, 'admin', detail);
    await statusShown(page, zh, 'SUBMITTED');
    await page
      .getByRole('button', { name: zh('business.action.receive'), exact: true })
      .first()
      .click();
    const form = page.getByRole('form', { name: zh('rma.receive.title', { document: rma.rmaNo }) });
    await form.waitFor(SLOW);
    await form.getByLabel(label(`${zh('rma.receive.good')} · ${rma.sku}`)).fill('2');
    await form.getByLabel(label(`${zh('rma.receive.defective')} · ${rma.sku}`)).fill('1');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO });
    await journey.shot('rma-1-receive-zh');
    await form.getByRole('button', { name: zh('rma.receive.confirm'), exact: true }).click();
    await statusShown(page, zh, 'RECEIVED');
    await page.getByRole('img', { name: zh('rma.detail.photoNo', { no: 1 }) }).waitFor(SLOW);

    // processing says first what the strategy does with the counted units
    await page
      .getByRole('button', { name: zh('business.action.process'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(SLOW);
    await transitionsEnded(dialog);
    await dialog.getByText(zh('rma.outcome.result.DESTROYED'), { exact: false }).waitFor(SLOW);
    await journey.shot('rma-2-process-zh');
    await dialog.getByRole('button', { name: zh('rma.outcome.process.confirm'), exact: true }).click();
    await statusShown(page, zh, 'COMPLETED');
    await journey.shot('rma-3-completed-zh');

    // the seller, in English on a phone (signed in first: the phone's header folds the user menu away)
    await switchTo(page, zh, 'seller', detail);
    await statusShown(page, zh, 'COMPLETED');
    await page.evaluate(() =>
      (window as { __outpostMock?: { flushSaves: () => Promise<void> } }).__outpostMock?.flushSaves(),
    );
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await statusShown(page, en, 'COMPLETED');
    // on a phone the outcome, the stock movements and the fees are lists of cards
    const outcome = page.getByRole('list', { name: en('rma.detail.tabs.outcome') });
    await outcome.getByText(en('rma.outcome.result.AVAILABLE'), { exact: true }).waitFor(SLOW);
    await outcome.getByText(en('rma.outcome.result.DESTROYED'), { exact: true }).waitFor(SLOW);
    const fees = page.getByRole('list', { name: en('rma.outcome.fees') });
    await fees.getByText(en('business.fee.code.RETURN_HANDLING'), { exact: true }).waitFor(SLOW);
    await fees.getByText(en('business.fee.code.DESTRUCTION'), { exact: true }).waitFor(SLOW);
    await journey.shot('rma-4-seller-outcome-en-375');
    await fees.scrollIntoViewIfNeeded();
    await journey.shot('rma-5-seller-fees-en-375');

    // 2 more available at USEA; the flow shows the RETURN_PUTAWAY rows of this return
    expect((await balanceOf(page, rma.sku)).available).toBe(before + 2);
    const rows = await api<{ list: { reason: string; bucket: string; qtyChange: number }[] }>(
      page,
      `Inventory/GetFlow?docNo=${encodeURIComponent(rma.rmaNo)}`,
    );
    expect(rows.list.map((row) => [row.reason, row.bucket, row.qtyChange])).toEqual([
      ['RETURN_PUTAWAY', 'available', 2],
    ]);
    await page.getByRole('link', { name: en('rma.outcome.flow.all') }).click();
    await page.waitForFunction((no) => location.hash.includes(`docNo=${no}`), rma.rmaNo);
    // the flow's rows (cards on a phone): this return's SKU, put away
    const putaway = page
      .getByRole('listitem')
      .filter({ hasText: en('inventory.reason.RETURN_PUTAWAY') })
      .filter({ hasText: rma.sku })
      .first();
    await putaway.waitFor(SLOW);
    await putaway.scrollIntoViewIfNeeded();
    await journey.shot('rma-6-seller-flow-en-375');
    await page.goto(`${BASE_URL}#/inventory/list?sku=${encodeURIComponent(rma.sku)}&warehouseCode=USEA`);
    await page.getByText(rma.sku, { exact: true }).filter({ visible: true }).first().waitFor(SLOW);
    await journey.shot('rma-7-seller-inventory-en-375');

    // the fees are in the purse: its ledger's rows for this return debit exactly what the RMA's fees say
    const no = encodeURIComponent(rma.rmaNo);
    const posted = await api<{ list: { amount: number }[] }>(page, `Finance/GetFees?docNo=${no}&pageSize=50`);
    const ledger = await api<{ list: { amount: number; source: string }[] }>(
      page,
      `Finance/GetTransactions?docNo=${no}&pageSize=50`,
    );
    const cents = (rows: { amount: number }[]) =>
      Math.round(rows.reduce((sum, r) => sum + Math.abs(r.amount), 0) * 100);
    expect(posted.list).toHaveLength(2);
    expect(ledger.list.map((row) => row.source)).toEqual(['FEE', 'FEE']);
    expect(cents(ledger.list)).toBe(cents(posted.list));
    await page.goto(`${BASE_URL}#/finance/purse?docNo=${no}`);
    await page.getByText(rma.rmaNo).filter({ visible: true }).first().waitFor(SLOW);
    await journey.shot('rma-8-seller-purse-en-375');

    // the SKU's page of returns has the new one in its history
    await page.goto(`${BASE_URL}#/rma/sku?sku=${encodeURIComponent(rma.sku)}`);
    await page.getByRole('link', { name: rma.rmaNo }).filter({ visible: true }).first().waitFor(SLOW);
    await journey.shot('rma-9-seller-sku-en-375');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);
});
