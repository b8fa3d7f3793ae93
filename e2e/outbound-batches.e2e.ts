import { describe, expect, it } from 'vitest';
import { BASE_URL, open, sharedBrowser, signedIn, SLOW } from './support/browser';
import { messagesOf, type Lang } from './support/messages';

const browser = sharedBrowser();
const PDF = Buffer.from('%PDF-1.4\n%label\n');

describe.each<[Lang, number]>([
  ['zh-CN', 1366],
  ['en', 375],
])('outbound batches and waybills in %s at %i px', (lang, width) => {
  const tr = messagesOf(lang);
  const tag = `outbound-batch-${lang}-${width}`;

  it('the seller makes a label batch, prints it and sees its labels; uploads labels matched by name', async () => {
    const journey = await open(browser(), { width, height: width < 500 ? 812 : 860, locale: lang });
    const { page } = journey;
    await page.addInitScript((l) => {
      if (globalThis.localStorage) localStorage.setItem('lang', l);
    }, lang);
    await signedIn(journey, 'seller');
    await page.goto(`${BASE_URL}#/outbound/batches`);
    await page
      .getByRole('button', { name: tr('outbound.batch.create.open') })
      .first()
      .waitFor(SLOW);
    await journey.shot(`${tag}-list`);

    await page
      .getByRole('button', { name: tr('outbound.batch.create.open') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: tr('outbound.batch.create.title') });
    const first = dialog.getByRole('checkbox').and(page.locator(':not([disabled])')).first();
    await first.waitFor(SLOW);
    await first.check();
    await journey.shot(`${tag}-create`);
    await dialog.getByRole('button', { name: tr('outbound.batch.create.submit', { count: 1 }) }).click();

    const drawer = page.getByRole('dialog').filter({ hasText: tr('outbound.batch.detail.orders') });
    await drawer.getByRole('button', { name: tr('business.action.print'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('business.action.print'), exact: true })
      .last()
      .click();
    await drawer.getByRole('tab', { name: tr('outbound.batch.detail.labels') }).click(SLOW);
    await drawer.getByRole('button', { name: tr('outbound.waybill.preview') }).click();
    await drawer.locator('object[type="application/pdf"]').waitFor(SLOW);
    await journey.shot(`${tag}-drawer`);
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}#/outbound/waybills?businessMode=WAREHOUSE_ONLY&waybill=MISSING`);
    // the orders still waiting for their label, as the list shows them
    await page
      .getByText(/OB\d{8}-\d{4}/)
      .first()
      .waitFor(SLOW);
    const numbers = [...new Set((await page.locator('body').innerText()).match(/OB\d{8}-\d{4}/g) ?? [])];
    await page
      .getByRole('button', { name: tr('outbound.waybill.upload.open') })
      .first()
      .click();
    const upload = page.getByRole('dialog', { name: tr('outbound.waybill.upload.title') });
    await upload
      .locator('input[type="file"]')
      .setInputFiles([
        ...numbers.slice(0, 2).map((no) => ({ name: `${no}.pdf`, mimeType: 'application/pdf', buffer: PDF })),
        { name: 'scan-0007.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
    await upload.getByText(tr('outbound.waybill.upload.problem.noMatch')).waitFor(SLOW);
    await journey.shot(`${tag}-upload`);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);
});
