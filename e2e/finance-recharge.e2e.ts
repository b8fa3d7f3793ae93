import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  chooseLanguage,
  languageOnEveryLoad,
  open,
  reloadIn,
  sharedBrowser,
  transitionsEnded,
} from './support/browser';
import { messagesOf, type Translate } from './support/messages';
import { switchTo } from './inbound.steps';
import { api, apiPost as post } from './support/api';
import { label, SLOW, stockedAtUsEast } from './outbound.steps';

// Issue #16's recharge across both roles: an order of the seller's waits in ARREARS; the seller
// (English, phone) meets the purse's low-balance warning, follows its recharge link, sees the order
// among those the recharge would release and files a bank transfer with its receipt; the operator
// (Chinese, desktop) credits what arrived; the order leaves ARREARS by itself, the purse ledger shows
// the credit and the warning is gone; another customer opening the recharge meets the 404 page.

const browser = sharedBrowser();
const en = messagesOf('en');
const zh = messagesOf('zh-CN');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

// a 1×1 PNG: the receipt the seller attaches
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The seller's order of one stocked unit to a New York buyer, submitted: held for ARREARS. */
async function orderHeldForArrears(page: Page): Promise<string> {
  const sku = await stockedAtUsEast(page);
  const order = await post<{ id: string }>(page, 'Outbound/Save', {
    referenceNo: `E2E-ARR-${Date.now()}`,
    warehouseCode: 'USEA',
    carrierCode: 'UPS-GROUND',
    consignee: {
      name: 'John Smith',
      phone: '+1 212-555-0147',
      countryCode: 'US',
      state: 'NY',
      city: 'New York',
      address1: '123 Main Street',
      postcode: '10001',
    },
    lines: [{ sku, qty: 1, declaredValue: 10 }],
  });
  const held = await post<{ status: string; exceptionReason: string }>(page, 'Outbound/Submit', {
    id: order.id,
  });
  expect([held.status, held.exceptionReason]).toEqual(['EXCEPTION', 'ARREARS']);
  return order.id;
}

/** The console in `lang` at `size` from the next page load on (the tab's session keeps the choice). */
async function view(
  page: Page,
  lang: 'en' | 'zh-CN',
  size: { width: number; height: number },
  signedIn = true,
) {
  await page.setViewportSize(size);
  // reloaded on the home page: the menu's pages are known again before any other opens
  await page.goto(`${BASE_URL}#/`);
  if (!signedIn) {
    // nothing written yet, and the mock starts only with the first call: a plain reload
    await chooseLanguage(page, lang);
    await page.reload();
    return;
  }
  await reloadIn(page, lang);
  await page.getByRole('button', { name: messagesOf(lang)('header.userMenu') }).waitFor(SLOW);
}

/** The operator leaves the seller's USD purse 1 USD to spend: no credit limit, the rest frozen. */
async function starveSellerPurse(page: Page, t: Translate) {
  await switchTo(page, t, 'admin', '/finance/purse?customerId=C001');
  await post(page, 'Finance/SetCreditLimit', { customerId: 'C001', currency: 'USD', creditLimit: 0 });
  const [purse] = (
    await api<{ list: { balance: number; frozen: number }[] }>(
      page,
      'Finance/GetPurses?customerId=C001&currency=USD',
    )
  ).list;
  const free = Math.round((purse.balance - purse.frozen - 1) * 100) / 100;
  await post(page, 'Finance/FreezeFunds', {
    customerId: 'C001',
    currency: 'USD',
    amount: free,
    remark: 'E2E check',
  });
  // the page is whole again before the next user signs in (signing out goes through its menu)
  await page.getByRole('button', { name: t('header.userMenu') }).waitFor(SLOW);
}

describe('the recharge journey in Chromium (issue #16)', () => {
  it('releases an order held for ARREARS once the operator credits the seller’s bank transfer', async () => {
    const journey = await open(browser(), { ...PHONE, locale: 'en' });
    const { page } = journey;
    await languageOnEveryLoad(page);
    await page.goto(BASE_URL);
    await view(page, 'en', PHONE, false);
    await starveSellerPurse(page, en);

    // the seller's order waits in ARREARS
    await switchTo(page, en, 'seller', '/outbound/list');
    const orderId = await orderHeldForArrears(page);
    await page.goto(`${BASE_URL}#/outbound/detail/${encodeURIComponent(orderId)}`);
    await page
      .getByText(en('outbound.exception.reason.ARREARS'))
      .filter({ visible: true })
      .first()
      .waitFor(SLOW);

    // the purse warns that available is below the seller's alert (seeded), with the recharge it needs
    await page.goto(`${BASE_URL}#/finance/purse`);
    const lowBalance = page.getByRole('status', {
      name: en('finance.purse.lowAlert.warningTitle', { currency: 'USD' }),
    });
    await lowBalance.waitFor(SLOW);
    await journey.shot('finance-recharge-en-375-0-low-balance');
    await lowBalance
      .getByRole('link', { name: new RegExp(`^${en('finance.purse.lowAlert.recharge', { amount: '' })}`) })
      .click();

    // the recharge form, filled in with that amount, names the held order among those it releases
    const form = page.getByRole('form', { name: en('finance.recharge.form.addTitle') });
    await form.waitFor(SLOW);
    expect(await page.evaluate(() => location.hash)).toMatch(
      /^#\/finance\/recharge\/add\?currency=USD&amount=\d+\.\d\d$/,
    );
    const preview = page.getByRole('table', { name: en('finance.recharge.preview.table') });
    await preview.getByRole('link', { name: orderId }).waitFor(SLOW);
    await preview
      .getByRole('row')
      .filter({ hasText: orderId })
      .getByText(en('finance.recharge.preview.released'))
      .waitFor(SLOW);
    await form.getByLabel(label(en('finance.recharge.field.payerName'))).fill('Northwind Trading LLC');
    await form.getByLabel(label(en('finance.recharge.field.bankRefNo'))).fill('FTE2E0001');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
    await journey.shot('finance-recharge-en-375-1-form');
    await form.getByRole('button', { name: en('finance.recharge.form.submit'), exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/finance/recharge/detail/'), null, SLOW);
    const rechargeId = decodeURIComponent(
      await page.evaluate(() => location.hash.replace('#/finance/recharge/detail/', '')),
    );
    await page
      .getByText(en('business.status.recharge.PENDING_REVIEW'))
      .filter({ visible: true })
      .first()
      .waitFor(SLOW);
    await journey.shot('finance-recharge-en-375-2-submitted');

    // the operator sees the receipt beside the form and credits what arrived
    await view(page, 'zh-CN', DESKTOP);
    // the operator sees the seller's alert and the warning on the purse (no way to change or recharge)
    await switchTo(page, zh, 'admin', '/finance/purse?customerId=C001');
    await page
      .getByRole('status', { name: zh('finance.purse.lowAlert.warningTitle', { currency: 'USD' }) })
      .waitFor(SLOW);
    await journey.shot('finance-recharge-zh-1366-3-operator-purse');
    // the review opens on the oldest waiting transfer: the seed's receipt PDF shows beside the form
    await page.goto(`${BASE_URL}#/finance/recharge/review`);
    await page.locator('object[type="application/pdf"]').first().waitFor(SLOW);
    await journey.shot('finance-recharge-zh-1366-3-seeded-receipt');
    await page
      .getByRole('navigation', { name: zh('finance.review.queue') })
      .getByText(rechargeId, { exact: true })
      .click();
    const approve = page.getByRole('form', { name: zh('finance.review.approve.form') });
    await approve.waitFor(SLOW);
    await page
      .getByRole('img', { name: zh('finance.recharge.receipt.title', { no: rechargeId }) })
      .waitFor(SLOW);
    await journey.shot('finance-recharge-zh-1366-3-review');
    await approve.getByRole('button', { name: zh('business.action.approve'), exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor(SLOW);
    await transitionsEnded(confirm);
    await confirm
      .getByRole('button', {
        name: new RegExp(`^${zh('finance.review.approve.confirmRun', { amount: 'X' }).slice(0, 2)}`),
      })
      .click();
    const approved = page
      .getByRole('status')
      .filter({ hasText: zh('finance.review.approved', { no: rechargeId }) });
    await approved.getByRole('link', { name: orderId }).waitFor(SLOW);
    await journey.shot('finance-recharge-zh-1366-4-approved');

    // the seller's order left ARREARS by itself, and the ledger shows the credit
    await view(page, 'en', PHONE);
    await switchTo(page, en, 'seller', `/outbound/detail/${encodeURIComponent(orderId)}`);
    await page
      .getByText(en('business.status.outbound.AWAITING_PICK'))
      .filter({ visible: true })
      .first()
      .waitFor(SLOW);
    await journey.shot('finance-recharge-en-375-5-released');
    await page.goto(`${BASE_URL}#/finance/purse?docNo=${encodeURIComponent(rechargeId)}`);
    await page.getByText(en('finance.ledger.types.CREDIT')).filter({ visible: true }).first().waitFor(SLOW);
    await page.getByRole('link', { name: rechargeId }).filter({ visible: true }).first().waitFor(SLOW);
    // the credit brought available back up to the alert: no warning any more
    await page
      .getByRole('region', { name: en('finance.purse.cardTitle', { currency: 'USD' }) })
      .getByText(en('finance.purse.lowAlert.label'))
      .waitFor(SLOW);
    expect(await lowBalance.count()).toBe(0);
    await journey.shot('finance-recharge-en-375-6-ledger');

    // another customer meets the 404 page
    await switchTo(page, en, 'seller2', `/finance/recharge/detail/${encodeURIComponent(rechargeId)}`);
    await page.getByText(en('error.page.404.title')).filter({ visible: true }).waitFor(SLOW);
    await journey.shot('finance-recharge-en-375-7-seller2-404');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);
});
