import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { BASE_URL, open, sharedBrowser, signedIn, SLOW, transitionsEnded } from './support/browser';
import { messagesOf, type Lang } from './support/messages';
import { IMPORT_COLUMNS } from '../server/areas/outbound/import/columns';

const browser = sharedBrowser();

// the template's columns, as the back-end reads them
const COLUMNS: string[] = [...IMPORT_COLUMNS];

/**
 * Twenty one-line orders of the seed's seller; rows 4 (qty), 7 (country) and 16 (qty) are bad.
 * `remarkLength`: a remark of about that many characters on every row, each its own text.
 */
async function workbook(prefix: string, remarkLength = 0): Promise<Buffer> {
  const rows = Array.from({ length: 20 }, (_, index) => {
    const row: Record<string, string> = {
      referenceNo: `${prefix}-${String(index + 1).padStart(2, '0')}`,
      warehouseCode: 'USEA',
      carrierCode: 'UPS-GROUND',
      platform: 'AMAZON',
      storeName: 'Main store',
      consigneeName: 'Jane Doe',
      company: '',
      phone: '+1 555 0123',
      email: 'jane@example.com',
      countryCode: index === 5 ? 'usa' : 'US',
      state: 'NJ',
      city: 'Edison',
      address1: '1 Main Street',
      address2: '',
      postcode: '08817',
      sku: 'ELEC-0001-BK',
      platformSku: '',
      qty: index === 2 ? '0' : index === 14 ? 'two' : '1',
      declaredValue: '10',
      signature: 'N',
      insuranceValue: '0',
      remark: remarkLength ? `${index} ${'parcel '.repeat(Math.ceil(remarkLength / 7))}` : '',
    };
    return COLUMNS.map((column) => row[column]);
  });
  const blob = await writeXlsxFile([COLUMNS, ...rows]).toBlob();
  return Buffer.from(await blob.arrayBuffer());
}

async function choose(page: Page, t: ReturnType<typeof messagesOf>, prefix: string, remarkLength = 0) {
  await page.goto(`${BASE_URL}#/outbound/import`);
  await page.getByRole('button', { name: t('outbound.import.upload.choose') }).waitFor(SLOW);
  await page.locator('input[type="file"]').setInputFiles({
    name: `${prefix}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(prefix, remarkLength),
  });
  await page.getByRole('table', { name: t('outbound.import.preview.title') }).waitFor(SLOW);
}

describe('outbound batch import journey', () => {
  it.each<Lang>(['zh-CN', 'en'])(
    'a seller imports a workbook, fixes a cell in place and creates the valid orders (%s)',
    async (lang) => {
      const t = messagesOf(lang);
      const journey = await open(browser(), { locale: lang });
      const { page } = journey;
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await signedIn(journey, 'seller');
      const prefix = `E2E-IMP-${lang}`;
      await choose(page, t, prefix);
      await expect.poll(() => page.getByTestId('import-total-invalid').textContent()).toBe('3');
      await journey.shot(`outbound-import-preview-${lang}`);

      await page
        .getByRole('button', {
          name: new RegExp(
            `^${t('outbound.import.preview.cellError', { rowNo: 4, column: 'qty', message: '@' }).split('@')[0]}`,
          ),
        })
        .click();
      const fix = page.getByRole('dialog');
      await transitionsEnded(fix);
      await journey.shot(`outbound-import-fix-${lang}`);
      await fix.getByRole('textbox', { name: 'qty' }).fill('3');
      await fix.getByRole('button', { name: t('outbound.import.fix.recheck') }).click();
      await expect.poll(() => page.getByTestId('import-total-invalid').textContent()).toBe('2');

      await page.getByRole('button', { name: t('outbound.import.commit.draft', { count: 18 }) }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('outbound.import.commit.confirm') })
        .click();
      const created = page.getByRole('table', { name: t('outbound.import.result.created') });
      await created.waitFor(SLOW);
      expect(await created.getByRole('link').count()).toBe(18);
      await journey.shot(`outbound-import-result-${lang}`);

      // the two rows still wrong come back with their errors, to fix in a spreadsheet
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('outbound.import.rejected.csv') }).click(),
      ]);
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, ...rejected] = csv.trim().split(/\r?\n/);
      expect(header.split(',').slice(0, COLUMNS.length)).toEqual(COLUMNS);
      expect(rejected.map((line) => line.split(',')[0])).toEqual([`${prefix}-06`, `${prefix}-15`]);
      expect(rejected[0]).toMatch(/countryCode: /);
      expect(rejected[1]).toMatch(/qty: /);
      expect(journey.errors).toEqual([]);
      await journey.context.close();
    },
    180_000,
  );

  it('the preview at phone width (375 px), of a workbook large enough to be unzipped in a worker', async () => {
    const t = messagesOf('zh-CN');
    const journey = await open(browser(), { width: 375, height: 812 });
    await signedIn(journey, 'seller');
    // 20 remarks of 35,000 characters: over half a megabyte of strings, which the spreadsheet
    // reader's unzip inflates in a worker of its own (a blob: URL the page's policy must allow)
    await choose(journey.page, t, 'E2E-IMP-PHONE', 35_000);
    await journey.shot('outbound-import-preview-phone');
    // the page itself does not scroll sideways: the preview scrolls inside its own area
    const overflow = await journey.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);
});
