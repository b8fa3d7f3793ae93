import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import zhBusiness from '../src/i18n/locales/zh-CN/business.json';
import zhMenu from '../src/i18n/locales/zh-CN/business-admin.json';
import enSku from '../src/i18n/locales/en/sku.json';
import zhSku from '../src/i18n/locales/zh-CN/sku.json';
import {
  BASE_URL,
  type Journey,
  open,
  sharedBrowser,
  signedIn,
  signIn,
  signOut,
  SLOW,
} from './support/browser';

const browser = sharedBrowser();
const zh = zhSku.sku;
const en = enSku.sku;
const CODE = 'E2E-LAMP-07';
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: named(label) });

async function pick(page: Page, scope: Locator, label: string, typed: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: named(label) });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function signInAgain(page: Page, username: string) {
  await signIn(page, username, username);
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}

/** The seller registers the SKU with a US import declaration and submits it; answers its id. */
async function registerAndSubmit(journey: Journey): Promise<string> {
  const { page } = journey;
  await page.goto(`${BASE_URL}#/sku/add`);
  const form = page.getByRole('form', { name: zh.edit.addTitle });
  await form.waitFor(SLOW);
  await field(form, zh.fields.sku).fill(CODE);
  await field(form, zh.fields.nameEn).fill('Dimmable desk lamp');
  await field(form, zh.fields.nameCn).fill('Tiaoguang Taideng');
  await field(form, zh.fields.category).fill('Lighting');
  await field(form, zh.fields.weightKg).fill('0.82');
  await field(form, zh.fields.lengthCm).fill('32');
  await field(form, zh.fields.widthCm).fill('18.5');
  await field(form, zh.fields.heightCm).fill('12');

  await page.getByRole('button', { name: zh.declaration.add }).click();
  const declaration = page.getByRole('form', { name: zh.declaration.formTitle });
  await pick(page, declaration, zh.declaration.countryCode, 'US', /^US ·/);
  await field(declaration, zh.declaration.declaredNameEn).fill('Desk lamp');
  await field(declaration, zh.declaration.declaredNameCn).fill('Taideng');
  await field(declaration, zh.declaration.hsCode).fill('9405');
  await field(declaration, zh.declaration.declaredValue).click();
  // the HS code's rule speaks as soon as the field is left
  await declaration.getByText(zh.rules.hsCodeInvalid).waitFor();
  await journey.shot('sku-1-declaration-rule');
  await field(declaration, zh.declaration.hsCode).fill('9405210000');
  await field(declaration, zh.declaration.declaredValue).fill('12.5');
  await declaration.getByRole('button', { name: zh.declaration.save }).click();
  await page.getByRole('table', { name: zh.declaration.sectionTitle }).getByText('9405210000').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await journey.shot('sku-2-new-sku');

  await form.getByRole('button', { name: zh.edit.saveDraft }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/sku/detail/'), undefined, SLOW);
  const id = decodeURIComponent((await page.evaluate(() => location.hash)).replace('#/sku/detail/', ''));
  await page.getByRole('button', { name: zhBusiness.business.action.submit }).click(SLOW);
  await page.getByText(zhBusiness.business.status.sku.PENDING_REVIEW).first().waitFor(SLOW);
  await page.getByRole('tab', { name: zh.detail.tabs.declarations }).click();
  await page.getByRole('table', { name: zh.declaration.listTitle }).getByText('9405210000').waitFor(SLOW);
  await journey.shot('sku-3-submitted');
  return id;
}

async function approveInQueue(journey: Journey) {
  const { page } = journey;
  // the queue's filter lives in the URL (typing into the bar is covered by the business-home journey)
  await page.goto(`${BASE_URL}#/sku/review?keyword=${CODE}`);
  const row = page
    .getByRole('table', { name: zhMenu.businessMenu.skuReview })
    .getByRole('row')
    .filter({ hasText: CODE });
  await row.waitFor(SLOW);
  await journey.shot('sku-4-review-queue');
  await row.getByRole('button', { name: zhBusiness.business.action.approve }).click();
  await row.waitFor({ state: 'detached', ...SLOW });
}

describe('SKU management in Chromium', () => {
  it('the seller registers and submits a SKU, the operator approves it, the seller prints its labels', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'seller');
    const id = await registerAndSubmit(journey);

    await signOut(page);
    await signInAgain(page, 'admin');
    await approveInQueue(journey);

    await signOut(page);
    await signInAgain(page, 'seller');
    await page.goto(`${BASE_URL}#/sku/detail/${encodeURIComponent(id)}`);
    await page.getByText(zhBusiness.business.status.sku.APPROVED).first().waitFor(SLOW);
    await page.getByRole('tab', { name: zh.detail.tabs.log }).click();
    await page
      .getByRole('table', { name: zhBusiness.business.log.title })
      .getByText(zhBusiness.business.action.approve)
      .waitFor();
    await journey.shot('sku-5-approved-log');
    await page.getByRole('button', { name: zh.barcode.printLabels }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/sku/barcode?skuId='));
    const preview = page.getByRole('region', { name: zh.barcode.preview });
    await preview.locator('svg[data-barcode]').first().waitFor(SLOW);
    await page.getByRole('textbox', { name: zh.barcode.copiesOf.replace('{sku}', CODE) }).fill('3');
    await page.getByRole('checkbox', { name: zh.barcode.madeInChina }).check();
    await expect.poll(() => preview.locator('svg[data-barcode]:visible').count()).toBe(3);
    // the bars are drawn, not empty boxes
    const box = await preview.locator('svg[data-barcode]').first().boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    await journey.shot('sku-6-labels');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.barcode.downloadPdf }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/^sku-labels-100x60-\d{4}-\d{2}-\d{2}\.pdf$/);

    await page.goto(`${BASE_URL}#/sku/list`);
    await page.getByRole('table', { name: zhMenu.businessMenu.skuList }).getByText(CODE).waitFor(SLOW);
    await journey.shot('sku-10-list');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);

  it('works for the seller at a phone width (375 px), in English', async () => {
    const journey = await open(browser(), { width: 375, height: 812, locale: 'en' });
    const { page } = journey;
    await page.goto(BASE_URL);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await signedIn(journey, 'seller');
    await page.goto(`${BASE_URL}#/sku/list`);
    await page.getByRole('button', { name: en.list.add }).waitFor(SLOW);
    await page.locator('a[href^="#/sku/detail/"]').first().waitFor(SLOW);
    await journey.shot('sku-7-phone-list');
    await page.getByRole('button', { name: en.list.add }).click();
    const form = page.getByRole('form', { name: en.edit.addTitle });
    await form.waitFor(SLOW);
    await field(form, en.fields.barcode).fill('4006381333932');
    await field(form, en.fields.nameEn).click();
    await form.getByText(en.rules.barcodeInvalid).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await journey.shot('sku-8-phone-form');

    await page.goto(`${BASE_URL}#/sku/barcode`);
    const picker = page.getByRole('combobox', { name: named(en.barcode.addSku) });
    await picker.waitFor(SLOW);
    await picker.click();
    await page.getByRole('option').first().click(SLOW);
    await page
      .getByRole('region', { name: en.barcode.preview })
      .locator('svg[data-barcode]')
      .first()
      .waitFor(SLOW);
    await journey.shot('sku-9-phone-labels');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);
});
