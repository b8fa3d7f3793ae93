import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { everyRecord, find } from '../../../server/store/store';
import { parseCsv } from '../../../server/areas/outbound/import/parse';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import {
  captureDownloads,
  choose,
  chooseFile,
  csvFile,
  openAs,
  orderRows,
  textOf,
  totalText,
  xlsxFile,
  type Lang,
} from './outbound-import.test-support';

setupMockServer();
afterEach(() => {
  vi.restoreAllMocks();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// the modal renders while its transition runs: hidden to the accessibility tree in happy-dom
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

/** Rows 4, 11 and 19 of the sheet (indexes 2, 9, 17) are bad: a qty, a country, an unknown SKU. */
const BAD = { 2: { qty: '0' }, 9: { countryCode: 'usa' }, 17: { sku: 'NOPE-0000' } };

async function previewOf(lang: Lang, file: File) {
  const t = textOf(lang);
  await openAs('#/outbound/import', 'seller', lang);
  await screen.findByRole('button', { name: t('outbound.import.upload.choose') }, { timeout: 60000 });
  await chooseFile(file);
  await screen.findByRole('table', { name: t('outbound.import.preview.title') }, { timeout: 30000 });
  return t;
}

const cellButton = (lang: Lang, rowNo: number, column: string, message: string) =>
  screen.findByRole('button', {
    name: textOf(lang)('outbound.import.preview.cellError', { rowNo, column, message }),
  });

describe('outbound batch import (business.md §6)', () => {
  it.each<Lang>(['zh-CN', 'en'])(
    'shows every row with each bad cell marked and its message in the reader’s language (%s)',
    async (lang) => {
      const rows = await orderRows(`UT-IMP-${lang}`, 20, BAD);
      const t = await previewOf(lang, await xlsxFile(rows));
      expect(totalText('rows')).toBe('20');
      expect(totalText('valid')).toBe('17');
      expect(totalText('invalid')).toBe('3');
      expect(totalText('orders')).toBe(t('outbound.import.totals.ordersValue', { valid: 17, total: 20 }));

      // only the rows with errors, each bad cell named with its row, its column and why
      fireEvent.click(
        screen.getByRole('radio', { name: t('outbound.import.preview.errorRows', { count: 3 }) }),
      );
      const table = screen.getByRole('table', { name: t('outbound.import.preview.title') });
      await waitFor(() => expect(table.querySelectorAll('[role="row"][data-row-no]')).toHaveLength(3));
      await cellButton(lang, 4, 'qty', translate(lang, 'importQtyInvalid'));
      await cellButton(lang, 11, 'countryCode', translate(lang, 'importCountryInvalid'));
      await cellButton(lang, 19, 'sku', translate(lang, 'importSkuUnknown', { sku: 'NOPE-0000' }));
      const invalidCells = table.querySelectorAll('[role="cell"][aria-invalid="true"]');
      expect(invalidCells).toHaveLength(3);
    },
    120_000,
  );

  it('fixes a cell in place, re-checks its order, creates the 18 valid orders and hands back the 2 rejected rows', async () => {
    const lang: Lang = 'zh-CN';
    const rows = await orderRows('UT-IMP-FIX', 20, BAD);
    const file = await xlsxFile(rows, 'twenty.xlsx');
    const t = await previewOf(lang, file);
    fireEvent.click(
      screen.getByRole('radio', { name: t('outbound.import.preview.errorRows', { count: 3 }) }),
    );
    fireEvent.click(await cellButton(lang, 4, 'qty', translate(lang, 'importQtyInvalid')));

    const fix = await dialog();
    const qty = fix.getByRole('textbox', { name: 'qty', hidden: true });
    const save = fix.getByRole('button', { name: t('outbound.import.fix.recheck'), hidden: true });
    // the server refuses a value no cell may hold: its 422 is said at the field
    fireEvent.change(qty, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(save);
    expect(await fix.findByText(translate(lang, 'importValueText'))).toBeInTheDocument();
    // a value the row rules refuse: the order is re-checked and the cell still says why
    fireEvent.change(qty, { target: { value: '1.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(fix.queryByText(translate(lang, 'importValueText'))).toBeNull());
    expect(await fix.findByText(translate(lang, 'importQtyInvalid'))).toBeInTheDocument();
    // a good value: the order is valid again, the totals follow
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(save);
    await waitFor(() => expect(totalText('invalid')).toBe('2'));
    expect(totalText('valid')).toBe('18');
    expect(totalText('orders')).toBe(t('outbound.import.totals.ordersValue', { valid: 18, total: 20 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    const table = screen.getByRole('table', { name: t('outbound.import.preview.title') });
    await waitFor(() => expect(table.querySelector('[data-row-no="4"] [aria-invalid]')).toBeNull());

    // the rejected rows, with an error column, as csv
    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: t('outbound.import.rejected.csv') }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const sheet = parseCsv(await downloads[0].text());
    expect(sheet[0].at(-1)).toBe(translate(lang, 'importErrorColumn'));
    expect(sheet.slice(1).map((row) => row[0])).toEqual(['UT-IMP-FIX-10', 'UT-IMP-FIX-18']);
    expect(sheet[1].at(-1)).toBe(`countryCode: ${translate(lang, 'importCountryInvalid')}`);
    expect(sheet[2].at(-1)).toBe(`sku: ${translate(lang, 'importSkuUnknown', { sku: 'NOPE-0000' })}`);

    // 18 orders created as drafts, after a confirmation, each linked to its page
    fireEvent.click(screen.getByRole('button', { name: t('outbound.import.commit.draft', { count: 18 }) }));
    const confirm = await dialog();
    expect(confirm.getByText(t('outbound.import.commit.skipped', { count: 2 }))).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: t('outbound.import.commit.confirm'), hidden: true }));
    const created = await screen.findByRole(
      'table',
      { name: t('outbound.import.result.created') },
      { timeout: 30000 },
    );
    expect(
      screen.getByText(t('outbound.import.result.summary', { created: 18, failed: 0 })),
    ).toBeInTheDocument();
    const stored = (await everyRecord(await liveDb(), 'outbounds')).filter((o) =>
      o.referenceNo.startsWith('UT-IMP-FIX-'),
    );
    expect(stored).toHaveLength(18);
    expect(new Set(stored.map((o) => o.status))).toEqual(new Set(['DRAFT']));
    expect(stored.find((o) => o.referenceNo === 'UT-IMP-FIX-03')?.lines[0].qty).toBe(2);
    const links = within(created).getAllByRole('link');
    expect(links).toHaveLength(18);
    const first = stored.find((o) => o.referenceNo === 'UT-IMP-FIX-01');
    expect(within(created).getByRole('link', { name: first?.outboundNo })).toHaveAttribute(
      'href',
      `#/outbound/detail/${first?.id}`,
    );

    // the same file again is recognised, and the user may still go on
    fireEvent.click(screen.getByRole('button', { name: t('outbound.import.result.again') }));
    await chooseFile(await xlsxFile(rows, 'twenty-again.xlsx'));
    const title = await screen.findByText(t('outbound.import.duplicate.title'), {}, { timeout: 30000 });
    const notice = title.closest('[role="alert"]');
    const said = escape(t('outbound.import.duplicate.message', { date: '@DATE@', orders: 18 })).replace(
      '@DATE@',
      '.+',
    );
    expect(notice?.textContent).toMatch(new RegExp(said));
    expect(
      await screen.findByRole('table', { name: t('outbound.import.preview.title') }),
    ).toBeInTheDocument();
  }, 180_000);

  it('has an operator choose the customer first, and imports for that customer', async () => {
    const t = textOf('zh-CN');
    const db = await liveDb();
    const seller = await find(db, 'customers', { id: 'C001' });
    if (!seller) throw new Error('no customer C001 in the seed');
    await openAs('#/outbound/import', 'admin');
    await screen.findByRole('button', { name: t('outbound.import.upload.choose') }, { timeout: 60000 });
    const rows = await orderRows('UT-IMP-OP', 2);
    await chooseFile(csvFile(rows));
    expect(await screen.findByText(t('outbound.import.customer.required'))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: t('outbound.import.preview.title') })).toBeNull();

    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: new RegExp(`^${escape(t('outbound.import.customer.label'))}`) }),
      ).toBeEnabled(),
    );
    await choose(document.body, t('outbound.import.customer.label'), `${seller.name} (${seller.code})`);
    await chooseFile(csvFile(rows));
    await screen.findByRole('table', { name: t('outbound.import.preview.title') }, { timeout: 30000 });
    expect(totalText('valid')).toBe('2');
  }, 120_000);

  it('a customer sees no customer picker; a file that is not a spreadsheet is refused at the file; a dropped file is checked', async () => {
    const t = textOf('en');
    await openAs('#/outbound/import', 'seller2', 'en');
    await screen.findByRole('button', { name: t('outbound.import.upload.choose') }, { timeout: 60000 });
    expect(
      screen.queryByRole('combobox', { name: new RegExp(`^${escape(t('outbound.import.customer.label'))}`) }),
    ).toBeNull();
    await chooseFile(new File(['a,b\n1,2\n'], 'other.csv', { type: 'text/csv' }));
    const zone = screen.getByRole('region', { name: t('outbound.import.upload.zone') });
    expect(
      await within(zone).findByText(translate('en', 'importColumnMissing', { column: 'referenceNo' }), {
        exact: false,
      }),
    ).toBeInTheDocument();
    await chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(zone).findByText(t('outbound.import.upload.wrongType'))).toBeInTheDocument();

    // a file dropped on the zone is checked like a chosen one
    const dropped = csvFile(await orderRows('UT-IMP-DROP', 3));
    fireEvent.dragOver(zone, { dataTransfer: { files: [dropped] } });
    fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    await screen.findByRole('table', { name: t('outbound.import.preview.title') }, { timeout: 30000 });
    expect(totalText('rows')).toBe('3');
    // the rows name the seller's SKU: not this customer's
    const sku = (await orderRows('UT-IMP-DROP', 1))[0].sku;
    expect(
      await screen.findByRole('button', {
        name: t('outbound.import.preview.cellError', {
          rowNo: 2,
          column: 'sku',
          message: translate('en', 'importSkuUnknown', { sku }),
        }),
      }),
    ).toBeInTheDocument();
  }, 120_000);
});
