import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE_URL, open, SLOW, transitionsEnded, type Journey } from './support/browser';
import { switchTo, type Lang, type Translate } from './inbound.steps';
import { api, consoleBaseOf } from './support/api';

// Steps of the outbound journeys (issue #14): the seller's order form, shared by the form's journey and
// the golden path across both roles.

export { SLOW };

export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** An approved SKU of the signed-in seller with stock available at USEA (or `warehouse`), lightest first. */
export async function stockedAtUsEast(page: Page, warehouse = 'USEA'): Promise<string> {
  const skus = await api<{ list: { sku: string; weightKg: number }[] }>(
    page,
    'Sku/GetList?status=APPROVED&pageSize=200',
  );
  const stock = await api<{ list: { sku: string; available: number }[] }>(
    page,
    `Inventory/GetList?warehouseCode=${warehouse}&pageSize=200`,
  );
  const available = new Map(stock.list.map((row) => [row.sku, row.available]));
  const found = skus.list
    .filter((s) => (available.get(s.sku) ?? 0) >= 2)
    .sort((a, b) => a.weightKg - b.weightKg)[0];
  if (!found) throw new Error(`no approved SKU stocked at ${warehouse}`);
  return found.sku;
}

export async function choose(page: Page, form: ReturnType<Page['getByRole']>, field: string, option: RegExp) {
  await form.getByRole('combobox', { name: label(field) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A journey in `lang` (the console keeps its language in `lang`). */
export async function openIn(browser: Browser, lang: Lang, size: { width?: number; height?: number } = {}) {
  const journey = await open(browser, { ...size, locale: lang });
  await journey.page.addInitScript((l) => {
    if (globalThis.localStorage) localStorage.setItem('lang', l);
  }, lang);
  return journey;
}

/**
 * The seller's B2C order to a US buyer from USEA (or `from`), one unit of an approved SKU stocked there,
 * the address pasted and split; submitted after the estimate, which shows the purse after the order or,
 * to a role that may not see the purse (`purseHidden`), says so instead. Answers the SKU and the new
 * order's id.
 */
export async function b2cOrder(
  journey: Journey,
  t: Translate,
  shot: string,
  signedInAlready = false,
  { from = 'USEA', purseHidden = false }: { from?: string; purseHidden?: boolean } = {},
): Promise<{ sku: string; id: string }> {
  const { page } = journey;
  if (signedInAlready) await page.goto(`${consoleBaseOf(page)}#/outbound/add`);
  else await switchTo(page, t, 'seller', '/outbound/add');
  const title = t('outbound.edit.addTitle.B2C');
  const form = page.getByRole('form', { name: title });
  await form.waitFor(SLOW);
  const sku = await stockedAtUsEast(page, from);
  await form.getByLabel(label(t('outbound.edit.field.referenceNo'))).fill(`E2E-OB-${Date.now()}`);
  await choose(page, form, t('outbound.edit.field.warehouse'), new RegExp(`^${from}`));
  await choose(page, form, t('outbound.edit.field.carrier'), /UPS-GROUND/);
  await form
    .getByLabel(t('outbound.edit.paste.label'))
    .fill('John Smith\n123 Main Street\nApt 4B\nNew York, NY 10001\nUnited States\nPhone: +1 212-555-0147');
  await form.getByRole('button', { name: t('outbound.edit.paste.split') }).click();
  await expect
    .poll(() => form.getByLabel(label(t('outbound.edit.consignee.city'))).inputValue())
    .toBe('New York');
  const line = form.getByRole('region', { name: t('outbound.edit.line.title', { no: 1 }) });
  await line.getByRole('combobox', { name: label(t('outbound.edit.line.sku')) }).fill(sku);
  await page
    .getByRole('option', { name: new RegExp(`^${sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await line.getByLabel(label(t('outbound.edit.line.qty'))).fill('1');
  await line.getByTestId('available-1').getByText(new RegExp(from)).waitFor(SLOW);
  await journey.shot(`${shot}-form`);
  await form.getByRole('button', { name: t('outbound.edit.paste.split') }).scrollIntoViewIfNeeded();
  await journey.shot(`${shot}-consignee`);

  await page.getByRole('button', { name: t('outbound.edit.submit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('outbound.edit.estimate.title') });
  if (purseHidden) {
    await dialog.getByText(t('outbound.edit.estimate.purseHidden')).waitFor(SLOW);
    expect(await dialog.getByTestId('purse-after').count()).toBe(0);
  } else await dialog.getByTestId('purse-after').waitFor(SLOW);
  await transitionsEnded(dialog);
  await journey.shot(`${shot}-estimate`);
  await dialog.getByRole('button', { name: t('outbound.edit.estimate.confirm') }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/outbound/detail/'), null, SLOW);
  const id = decodeURIComponent(await page.evaluate(() => location.hash.replace('#/outbound/detail/', '')));
  return { sku, id };
}

/**
 * The seller's FBA shipment from USEA to an Amazon centre: one line of an approved SKU stocked there
 * (4 units with its FNSKU), packed in two cartons of 2, saved as a draft. Answers its reference and id.
 */
export async function fbaOrder(journey: Journey, t: Translate): Promise<{ referenceNo: string; id: string }> {
  const { page } = journey;
  await page.goto(`${BASE_URL}#/outbound/add?type=FBA`);
  const form = page.getByRole('form', { name: t('outbound.edit.addTitle.FBA') });
  await form.waitFor(SLOW);
  const sku = await stockedAtUsEast(page);
  const referenceNo = `E2E-FBA-${Date.now()}`;
  await form.getByLabel(label(t('outbound.edit.field.referenceNo'))).fill(referenceNo);
  await choose(page, form, t('outbound.edit.field.warehouse'), /^USEA/);
  await choose(page, form, t('outbound.edit.field.carrier'), /UPS-GROUND/);
  await form
    .getByLabel(t('outbound.edit.paste.label'))
    .fill(
      'Amazon.com Services LLC\n5250 Goodman Road\nOntario, CA 91761\nUnited States\nPhone: +1 206-266-1000',
    );
  await form.getByRole('button', { name: t('outbound.edit.paste.split') }).click();
  await expect
    .poll(() => form.getByLabel(label(t('outbound.edit.consignee.city'))).inputValue())
    .toBe('Ontario');
  const line = form.getByRole('region', { name: t('outbound.edit.line.title', { no: 1 }) });
  await line.getByRole('combobox', { name: label(t('outbound.edit.line.sku')) }).fill(sku);
  await page
    .getByRole('option', { name: new RegExp(`^${sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await line.getByLabel(label(t('outbound.edit.line.qty'))).fill('4');
  await line.getByLabel(label(t('outbound.edit.line.fnsku'))).fill('X00E2E1234');
  await form.getByLabel(label(t('outbound.edit.fba.fbaWarehouseCode'))).fill('ONT8');
  await form.getByLabel(label(t('outbound.edit.fba.fbaShipmentId'))).fill('FBA15E2E0001');
  await form.getByRole('button', { name: t('outbound.edit.carton.add') }).click();
  for (const no of [1, 2]) {
    const carton = form.getByRole('region', { name: t('outbound.edit.carton.title', { no }) });
    for (const [dim, value] of [
      ['weightKg', '6'],
      ['lengthCm', '40'],
      ['widthCm', '30'],
      ['heightCm', '20'],
    ]) {
      await carton.getByLabel(label(t(`outbound.edit.carton.${dim}`))).fill(value);
    }
    await choose(page, carton, t('outbound.edit.carton.sku', { no }), new RegExp(`^${sku}`));
    await carton.getByLabel(label(t('outbound.edit.carton.qty', { no }))).fill('2');
  }
  await form
    .getByRole('region', { name: t('outbound.edit.carton.title', { no: 2 }) })
    .scrollIntoViewIfNeeded();
  await journey.shot('outbound-fba-cartons');
  await page.getByRole('button', { name: t('outbound.edit.saveDraft') }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/outbound/detail/'), null, SLOW);
  const id = decodeURIComponent(await page.evaluate(() => location.hash.replace('#/outbound/detail/', '')));
  return { referenceNo, id };
}

/** The seller's USD purse balance, through the API. */
export const purseBalance = async (page: Page) =>
  (await api<{ list: { currency: string; balance: number }[] }>(page, 'Finance/GetPurses?currency=USD'))
    .list[0]?.balance ?? 0;

/** The status badge of the detail page reads `status` (in the page's language). */
export async function statusShown(page: Page, t: Translate, status: string) {
  await page
    .getByText(t(`business.status.outbound.${status}`), { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor(SLOW);
}

/** The operator runs one step of the order from its detail page; a dialog step is filled by `fill`. */
export async function step(
  page: Page,
  t: Translate,
  action: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page
    .getByRole('button', { name: t(`business.action.${action}`), exact: true })
    .first()
    .click();
  if (!fill) return;
  const dialog = page.getByRole('dialog');
  await dialog.waitFor(SLOW);
  await transitionsEnded(dialog);
  await fill(dialog);
}
