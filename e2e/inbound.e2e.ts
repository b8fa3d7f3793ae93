import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { BASE_URL, type Journey, open, sharedBrowser, SLOW } from './support/browser';
import {
  balanceOf,
  choose,
  messagesOf,
  switchTo,
  usReadySkus,
  type Lang,
  type Translate,
} from './inbound.steps';
import { api } from './support/api';

const browser = sharedBrowser();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first();
// pages of other open tabs stay mounted, hidden: text is looked for among what is shown
const statusShown = (page: Page, tr: Translate, status: string) =>
  page
    .getByText(tr(`business.status.inbound.${status}`), { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor(SLOW);

async function confirmDialog(page: Page, button: string) {
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
}

/** The seller's new order: USEA, two boxes (SKU A × 5, SKU B × 4), submitted after the estimate. */
async function createAndSubmit(
  journey: Journey,
  tr: Translate,
  [skuA, skuB]: string[],
  shot: string,
  expect: ExpectStatic,
) {
  const { page } = journey;
  await page.goto(`${BASE_URL}#/inbound/add`);
  await heading(page, tr('inbound.edit.addTitle')).waitFor(SLOW);
  // the list the seller came from stays open in its tab: look inside the form only
  const form = page.getByRole('form', { name: tr('inbound.edit.addTitle') });
  await choose(page, new RegExp(`^${tr('inbound.field.warehouse')}`), /^USEA/, form);
  await choose(
    page,
    new RegExp(`^${tr('inbound.field.shippingMode')}`),
    tr('inbound.shippingMode.SEA_LCL'),
    form,
  );
  await form.getByLabel(new RegExp(`^${tr('inbound.field.eta')}`)).fill('2030-01-15');
  await form.getByLabel(tr('inbound.field.referenceNo')).fill(`E2E-${Date.now()}`);
  const box1 = page.getByRole('region', { name: tr('inbound.box.title', { no: 1 }) });
  for (const [label, value] of [
    ['inbound.box.weightKg', '8.5'],
    ['inbound.box.lengthCm', '50'],
    ['inbound.box.widthCm', '40'],
    ['inbound.box.heightCm', '30'],
  ]) {
    await box1.getByLabel(new RegExp(`^${tr(label).replace(/[()]/g, '\\$&')}`)).fill(value);
  }
  await box1.getByRole('combobox', { name: new RegExp(`^${tr('inbound.line.sku')}`) }).fill(skuA);
  await page.getByRole('option', { name: new RegExp(`^${skuA}`) }).click();
  await box1.getByLabel(new RegExp(`^${tr('inbound.line.expectedQty')}`)).fill('5');
  await page.getByRole('button', { name: tr('inbound.box.copyNamed', { no: 1 }) }).click();
  const box2 = page.getByRole('region', { name: tr('inbound.box.title', { no: 2 }) });
  await box2.getByRole('combobox', { name: new RegExp(`^${tr('inbound.line.sku')}`) }).click();
  await box2.getByRole('combobox', { name: new RegExp(`^${tr('inbound.line.sku')}`) }).fill(skuB);
  await page.getByRole('option', { name: new RegExp(`^${skuB}`) }).click();
  await box2.getByLabel(new RegExp(`^${tr('inbound.line.expectedQty')}`)).fill('4');
  await expect.poll(() => page.getByTestId('total-units').textContent()).toBe('9');
  await expect.poll(() => page.getByTestId('total-boxes').textContent()).toBe('2');
  await journey.shot(`${shot}-form`);

  await page.getByRole('button', { name: tr('inbound.edit.submit'), exact: true }).click();
  const estimate = page.getByRole('dialog', { name: tr('inbound.estimate.title') });
  await estimate.waitFor(SLOW);
  await estimate.getByText(tr('inbound.fee.UNLOADING')).waitFor();
  await journey.shot(`${shot}-estimate`);
  await estimate.getByRole('button', { name: tr('inbound.estimate.confirm') }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/inbound/detail/'), undefined, SLOW);
  await page
    .getByText(tr('business.status.inbound.PENDING_REVIEW'), { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor(SLOW);
  return decodeURIComponent(new URL(page.url()).hash.replace('#/inbound/detail/', ''));
}

/** Runs the steps; a failing step leaves a screenshot of where it stood. */
async function recorded(journey: Journey, name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    await journey.shot(`${name}-failed`);
    throw new Error(
      `${String(error)}\nconsole errors: ${journey.errors.join('\n')}\nat ${journey.page.url()}`,
      {
        cause: error,
      },
    );
  }
}

describe('the inbound golden path in Chromium (issue #7)', () => {
  // both languages at once: each context has its own mock back-end, and most of a step is waiting
  it.concurrent.for<Lang>(['zh-CN', 'en'])(
    'goes from a new order to stock on the shelf, with exceptions, labels and costs (%s)',
    { timeout: 300_000 },
    // a concurrent test asserts through its own expect
    async (lang, { expect }) => {
      const journey = await open(browser(), { locale: lang });
      await journey.page.addInitScript((l) => {
        // frames without storage (the label preview's PDF) have a null localStorage
        if (globalThis.localStorage) localStorage.setItem('lang', l);
      }, lang);
      const name = lang === 'en' ? 'inbound-en' : 'inbound';
      await recorded(journey, name, () => goldenPath(journey, messagesOf(lang), name, expect));
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    },
  );

  it('works for the seller at phone width, in English', async () => {
    const journey = await open(browser(), { width: 375, height: 812, locale: 'en' });
    const { page } = journey;
    const en = messagesOf('en');
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await recorded(journey, 'inbound-phone', async () => {
      await switchTo(page, en, 'seller', '/inbound/list');
      // a list turns into cards at this width
      await page
        .getByRole('list', { name: en('businessMenu.inboundList') })
        .getByRole('listitem')
        .first()
        .waitFor(SLOW);
      await journey.shot('inbound-11-phone-list');
      // each browser context has its own mock back-end: a completed order of its seed
      const done = await api<{ list: { id: string }[] }>(
        page,
        'Inbound/GetList?status=COMPLETED&pageSize=10',
      );
      expect(done.list.length).toBeGreaterThan(0);
      await page.goto(`${BASE_URL}#/inbound/detail/${done.list[0].id}`);
      await page
        .getByText(en('business.status.inbound.COMPLETED'), { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor(SLOW);
      await page.getByRole('tab', { name: en('inbound.tabs.costs') }).click();
      await page.getByRole('table', { name: en('inbound.costs.posted') }).waitFor(SLOW);
      await journey.shot('inbound-12-phone-costs');
    });
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);
});

/** The journey in the reader's language `t`; screenshots are named `<shots>-<step>`. */
async function goldenPath(journey: Journey, t: Translate, shots: string, expect: ExpectStatic) {
  const { page } = journey;
  const shot = (step: string) => journey.shot(`${shots}-${step}`);
  await switchTo(page, t, 'seller', '/inbound/list');
  const [skuA, skuB] = await usReadySkus(page, 2);
  const before = { a: await balanceOf(page, skuA), b: await balanceOf(page, skuB) };
  const id = await createAndSubmit(journey, t, [skuA, skuB], `${shots}-1-seller`, expect);
  await shot('1-seller-submitted');

  // the operator verifies it from the queue
  await switchTo(page, t, 'admin', '/inbound/verify');
  const row = page.getByRole('row').filter({ hasText: id });
  await row.waitFor(SLOW);
  await shot('2-admin-verify');
  await row.getByRole('button', { name: t('business.action.approve'), exact: true }).click();
  await confirmDialog(page, t('business.action.approve'));
  await row.waitFor({ state: 'detached', ...SLOW });

  // the seller prints the box labels and ships
  await switchTo(page, t, 'seller', `/inbound/detail/${id}`);
  await statusShown(page, t, 'APPROVED');
  await page.getByRole('button', { name: t('inbound.detail.printLabels') }).click();
  await page.getByRole('button', { name: t('inbound.labels.preview') }).click();
  await page.locator('object[type="application/pdf"]').waitFor(SLOW);
  await shot('3-seller-labels');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('inbound.labels.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/boxes-100x100\.pdf$/);
  await page.getByRole('button', { name: t('business.action.markShipped') }).click();
  const ship = page.getByRole('dialog', { name: t('inbound.ship.title') });
  // a tags field: each number is taken with Enter
  await ship.getByLabel(t('inbound.field.trackingNos'), { exact: true }).fill('1Z999AA10123456784');
  await page.keyboard.press('Enter');
  await ship.getByRole('button', { name: t('inbound.ship.confirm') }).click();
  await statusShown(page, t, 'IN_TRANSIT');

  // the operator receives: one unit of A short, one of B damaged
  await switchTo(page, t, 'admin', `/inbound/detail/${id}`);
  await page.getByRole('button', { name: t('business.action.arrive') }).click();
  await confirmDialog(page, t('business.action.arrive'));
  await statusShown(page, t, 'ARRIVED');
  await page.getByRole('button', { name: t('business.action.startReceiving') }).click();
  await statusShown(page, t, 'RECEIVING');
  const line = (box: number, sku: string) => t('inbound.receiving.lineName', { box, sku });
  await page.getByRole('textbox', { name: t('inbound.receiving.scan') }).fill(`${id}-2`);
  await page.keyboard.press('Enter');
  const goodB = page.getByRole('textbox', { name: t('inbound.receiving.goodOf', { line: line(2, skuB) }) });
  await expect.poll(() => goodB.evaluate((input) => input === document.activeElement)).toBe(true);
  await goodB.fill('3');
  await page
    .getByRole('textbox', { name: t('inbound.receiving.damagedOf', { line: line(2, skuB) }) })
    .fill('1');
  await page.getByRole('textbox', { name: t('inbound.receiving.goodOf', { line: line(1, skuA) }) }).fill('4');
  await shot('4-admin-receiving');
  await page.getByRole('button', { name: t('business.action.receive'), exact: true }).click();
  await confirmDialog(page, t('business.action.receive'));
  await statusShown(page, t, 'RECEIVED');
  await expect
    .poll(() => page.getByRole('button', { name: t('business.action.putaway') }).isDisabled())
    .toBe(true);
  await page
    .getByText(t('business.blocked.openExceptionsBlock', { openExceptions: 2 }))
    .filter({ visible: true })
    .waitFor();
  await shot('5-admin-received');

  // the operator asks the seller about the short unit
  await page.goto(`${BASE_URL}#/inbound/exceptions?keyword=${id}`);
  const shortRow = page.getByRole('row').filter({ hasText: t('inbound.exceptionType.SHORT') });
  await shortRow.getByRole('button', { name: t('business.action.askCustomer') }).click(SLOW);
  await confirmDialog(page, t('business.action.askCustomer'));
  await shortRow.getByText(t('business.status.inboundException.AWAITING_CUSTOMER')).waitFor(SLOW);

  // the seller sees it and accepts the count
  await switchTo(page, t, 'seller', `/inbound/exceptions?keyword=${id}`);
  await shortRow.getByRole('button', { name: t('business.action.chooseResolution') }).click(SLOW);
  await page
    .getByRole('radio', {
      name: new RegExp(t('inbound.resolution.ADJUST_FORECAST').replace(/[()（）]/g, '.')),
    })
    .check();
  await shot('6-seller-chooses');
  await page.getByRole('button', { name: t('inbound.choose.confirm') }).click();
  await shortRow.getByText(t('inbound.resolution.ADJUST_FORECAST')).waitFor(SLOW);

  // the operator closes both exceptions and puts the goods away
  await switchTo(page, t, 'admin', `/inbound/exceptions?keyword=${id}`);
  await shortRow.getByRole('button', { name: t('business.action.resolve') }).click(SLOW);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('inbound.resolve.confirm') })
    .click();
  await shortRow.getByText(t('business.status.inboundException.RESOLVED')).waitFor(SLOW);
  const damagedRow = page.getByRole('row').filter({ hasText: t('inbound.exceptionType.DAMAGED') });
  await damagedRow.getByRole('button', { name: t('business.action.resolve') }).click();
  await page
    .getByRole('radio', { name: new RegExp(`^${t('inbound.resolution.ACCEPT_AS_DAMAGED')}`) })
    .check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('inbound.resolve.confirm') })
    .click();
  await damagedRow.getByText(t('business.status.inboundException.RESOLVED')).waitFor(SLOW);
  await shot('7-admin-resolved');
  await page.goto(`${BASE_URL}#/inbound/detail/${id}`);
  await page.getByRole('button', { name: t('business.action.putaway') }).click(SLOW);
  await confirmDialog(page, t('business.action.putaway'));
  await statusShown(page, t, 'COMPLETED');
  await page.getByRole('tab', { name: t('inbound.tabs.costs') }).click();
  await page
    .getByRole('table', { name: t('inbound.costs.posted') })
    .getByText(t('inbound.fee.UNLOADING'))
    .waitFor(SLOW);
  await page
    .getByRole('table', { name: t('inbound.costs.posted') })
    .getByText(t('inbound.fee.INBOUND_HANDLING'))
    .waitFor();
  await shot('8-admin-costs');

  // the stock: A +4 available, B +3 available and +1 unsellable
  await switchTo(page, t, 'seller', `/inventory/list?sku=${encodeURIComponent(skuB)}`);
  const after = { a: await balanceOf(page, skuA), b: await balanceOf(page, skuB) };
  expect(after.a.available - before.a.available).toBe(4);
  expect(after.b.available - before.b.available).toBe(3);
  expect(after.b.unsellable - before.b.unsellable).toBe(1);
  await page.getByRole('row').filter({ hasText: skuB }).first().waitFor(SLOW);
  await shot('9-seller-inventory');

  // the flow rows of the order lead back to it
  await page.goto(`${BASE_URL}#/inventory/flow?docNo=${id}`);
  const flow = page.getByRole('table', { name: t('inventory.flow.title') });
  await flow.getByRole('button', { name: id }).first().click(SLOW);
  await page.waitForFunction((to) => location.hash === to, `#/inbound/detail/${id}`, SLOW);
  await statusShown(page, t, 'COMPLETED');

  // another customer meets a 404 page, not the order
  await switchTo(page, t, 'seller2', `/inbound/detail/${id}`);
  await page.getByText(t('error.page.404.title')).filter({ visible: true }).waitFor(SLOW);
  await shot('10-seller2-404');
}
