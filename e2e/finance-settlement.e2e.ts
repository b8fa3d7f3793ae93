import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageOnEveryLoad, open, reloadIn, sharedBrowser, transitionsEnded } from './support/browser';
import { choose, messagesOf, switchTo, type Translate } from './inbound.steps';
import { api } from './support/api';
import { SLOW } from './outbound.steps';

// Issue #16's settlement path across both roles, in one console (one mock database): the operator
// (Chinese, 1366 px) closes last month for the seller after its preview; the seller (English,
// 375 px) disputes one item with a note; the operator adjusts it; the seller confirms and downloads the
// statement PDF, which states the closing balance the screen shows; seller2 meets the 404 page.
// (The seed closes the months before last and leaves last month to the operator.)

const browser = sharedBrowser();
const zh = messagesOf('zh-CN');
const en = messagesOf('en');

async function statusShown(page: Page, t: Translate, status: string) {
  await page
    .getByText(t(`business.status.settlement.${status}`), { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor(SLOW);
}

async function inEnglishOnAPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await reloadIn(page, 'en');
}

async function inChineseOnADesktop(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await reloadIn(page, 'zh-CN');
}

/** A dialog once it has opened (its transition over). */
async function dialog(page: Page) {
  const found = page.getByRole('dialog').last();
  await found.waitFor(SLOW);
  await transitionsEnded(found);
  return found;
}

/** The money amount of a formatted figure (`US$1,234.56`, `-US$3.10`), in cents. */
const centsOf = (text: string) => {
  const digits = text.replace(/[^0-9.-]/g, '');
  return Math.round(Number(digits) * 100);
};

describe('settling a month in Chromium (issue #16)', () => {
  it('closes after a preview, is disputed, adjusted, confirmed, and its PDF states the screen’s closing balance', async () => {
    const journey = await open(browser(), { width: 1366, height: 900, locale: 'zh-CN' });
    const { page } = journey;
    await languageOnEveryLoad(page);
    const shot = (name: string) => journey.shot(`finance-settlement-${name}`);
    // last month, which the seed leaves open (the console's clock and the seed's are the browser's)
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);

    // the operator previews last month for the seller, then closes it
    await switchTo(page, zh, 'admin', '/finance/settlement/close');
    await inChineseOnADesktop(page);
    await page
      .getByRole('heading', { name: zh('finance.settlement.close.title') })
      .first()
      .waitFor(SLOW);
    await choose(page, new RegExp(`^${zh('finance.settlement.close.month')}`), month);
    await choose(page, new RegExp(`^${zh('business.field.customer')}`), /^C001/);
    const preview = page.getByRole('region', { name: zh('finance.settlement.close.preview') });
    await preview.waitFor(SLOW);
    const previewClosing = (await preview.getByTestId('figure-closing').innerText()).trim();
    await shot('1-preview-zh-1366');
    await page.getByRole('button', { name: zh('finance.settlement.close.run') }).click();
    await (await dialog(page)).getByRole('button', { name: zh('finance.settlement.close.run') }).click();
    await page.waitForFunction(() => location.hash.includes('/finance/settlement/detail/'), undefined, SLOW);
    const id = decodeURIComponent(page.url().split('/finance/settlement/detail/')[1]);
    const detailPath = `/finance/settlement/detail/${encodeURIComponent(id)}`;
    await statusShown(page, zh, 'GENERATED');
    const closing = page.getByTestId('figure-closing').filter({ visible: true });
    expect((await closing.innerText()).trim()).toBe(previewClosing);
    await shot('2-closed-zh-1366');

    // the seller, in English on a phone, disputes the first item with a note
    await switchTo(page, zh, 'seller', detailPath);
    await inEnglishOnAPhone(page);
    await statusShown(page, en, 'GENERATED');
    await page
      .getByRole('checkbox', { name: en('table.selectRow', { row: 1 }) })
      .first()
      .check();
    await page
      .getByRole('button', { name: en('business.action.dispute'), exact: true })
      .first()
      .click();
    const dispute = await dialog(page);
    await dispute
      .getByLabel(new RegExp(`^${en('finance.settlement.dispute.note')}`))
      .fill('Charged for a day the stock had left');
    await shot('3-dispute-en-375');
    await dispute.getByRole('button', { name: en('finance.settlement.dispute.send') }).click();
    await statusShown(page, en, 'DISPUTED');
    await shot('4-disputed-en-375');

    // the operator answers the disputed item with a credit
    await switchTo(page, en, 'admin', detailPath);
    await inChineseOnADesktop(page);
    await statusShown(page, zh, 'DISPUTED');
    await page
      .getByRole('button', { name: zh('business.action.adjust'), exact: true })
      .first()
      .click();
    const adjust = await dialog(page);
    await adjust.getByRole('group').first().waitFor(SLOW);
    await adjust.getByLabel(new RegExp(`^${zh('finance.settlement.adjust.amount')}`)).fill('-1.5');
    await adjust
      .getByLabel(new RegExp(`^${zh('finance.settlement.adjust.note')}`))
      .fill('Checked: one day refunded');
    await shot('5-adjust-zh-1366');
    await adjust.getByRole('button', { name: zh('finance.settlement.adjust.send') }).click();
    await statusShown(page, zh, 'ADJUSTED');

    // the seller confirms and downloads the PDF: it states the closing balance on the screen
    await switchTo(page, zh, 'seller', detailPath);
    await inEnglishOnAPhone(page);
    await statusShown(page, en, 'ADJUSTED');
    await page
      .getByRole('button', { name: en('business.action.confirm'), exact: true })
      .first()
      .click();
    await (await dialog(page)).getByRole('button', { name: en('business.action.confirm') }).click();
    await statusShown(page, en, 'CONFIRMED');
    await shot('6-confirmed-en-375');
    const shown = centsOf((await closing.innerText()).trim());
    const [download] = await Promise.all([
      page.waitForEvent('download', SLOW),
      page.getByRole('button', { name: en('finance.settlement.formats.pdf') }).click(),
    ]);
    const pdf = readFileSync((await download.path()) ?? '').toString('latin1');
    const statement = await api<{ closingBalance: number; currency: string }>(
      page,
      `Finance/GetSettlement?id=${encodeURIComponent(id)}`,
    );
    expect(Math.round(statement.closingBalance * 100)).toBe(shown);
    expect(pdf).toContain(`(${(shown / 100).toFixed(2)} ${statement.currency})`);

    // another customer opening it by its address meets the 404 page
    await switchTo(page, en, 'seller2', detailPath);
    await page.getByText(en('error.page.404.title')).first().waitFor(SLOW);
    await shot('7-seller2-404-en-375');
    // (pages other engineers of this issue are still building are reported as not found until merged)
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);
});
