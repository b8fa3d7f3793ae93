import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '../../store/types/master';
import type { Listing, Sku } from '../../store/types/sku';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { tableOf, toCsv, toXlsx } from '../../api/files/table-export';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE, type ImportRow } from './import/columns';
import { parseCsv } from './import/parse';
import { readFirstSheet } from './import/xlsx-sheet';
import type { ListPage } from '../../store/list-query';
import type { previewOf } from './import.routes';
import { bytesOf, signedIn, type Caller, seedBeforeAll } from '../../api/testing';

setupMockServer();
seedBeforeAll();

type Preview = ReturnType<typeof previewOf>;

async function catalogue(seller: Caller) {
  const skus = (await seller.get<ListPage<Sku>>('Sku/GetList?status=APPROVED&pageSize=10')).data.list;
  const carriers = (
    await seller.get<ListPage<Carrier>>('Carrier/GetList?warehouseCode=USEA&type=LAST_MILE&status=ACTIVE')
  ).data.list;
  const listings = (await seller.get<ListPage<Listing>>(`Sku/GetListings?sku=${skus[0].sku}`)).data.list;
  return { skus, carrier: carriers[0].code, listing: listings[0] };
}

const row = (patch: Partial<ImportRow>): ImportRow => ({ ...TEMPLATE_EXAMPLE, ...patch });

function csvFile(rows: ImportRow[]): File {
  const table = tableOf(
    rows,
    IMPORT_COLUMNS.map((column) => ({ header: column, value: (r: ImportRow) => r[column] })),
  );
  return new File([toCsv(table)], 'orders.csv', { type: 'text/csv' });
}

describe('csv and xlsx reading', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('reads back the first sheet of an xlsx it wrote, text and numbers', async () => {
    const blob = await toXlsx([
      ['referenceNo', 'qty', 'remark'],
      ['A&B <1>', 2, null],
      ['中文', 3.5, 'ok'],
    ]);
    expect(await readFirstSheet(new Uint8Array(await blob.arrayBuffer()))).toEqual([
      ['referenceNo', 'qty', 'remark'],
      ['A&B <1>', '2'],
      ['中文', '3.5', 'ok'],
    ]);
  });
});

describe('Outbound import', () => {
  it('serves the template with every column, required ones marked', async () => {
    const seller = await signedIn('seller');
    const csv = new TextDecoder().decode(
      await bytesOf(await seller.raw('Outbound/ImportTemplate?format=csv')),
    );
    const [header] = parseCsv(csv);
    expect(header).toContain('referenceNo*');
    expect(header).toContain('platformSku');
    expect(header).toHaveLength(IMPORT_COLUMNS.length);
    const xlsx = await seller.raw('Outbound/ImportTemplate');
    expect(xlsx.headers.get('Content-Type')).toContain('spreadsheetml');
    expect((await readFirstSheet(await bytesOf(xlsx)))[0]).toEqual(header);
  });

  it('validates every row, groups orders by referenceNo and explains each error', async () => {
    const seller = await signedIn('seller');
    const { skus, carrier, listing } = await catalogue(seller);
    const base = { warehouseCode: 'USEA', carrierCode: carrier, sku: skus[0].sku };
    const rows = [
      row({ ...base, referenceNo: 'R-1' }),
      row({ ...base, referenceNo: 'R-1', sku: skus[1].sku, qty: '2' }),
      row({
        ...base,
        referenceNo: 'R-2',
        sku: '',
        platformSku: listing.platformSku,
        platform: listing.platform,
        storeName: listing.storeName,
      }),
      row({ ...base, referenceNo: 'R-3', qty: '0', consigneeName: '' }),
      row({ ...base, referenceNo: 'R-4', sku: 'NOPE-0000' }),
      row({ ...base, referenceNo: 'R-4', warehouseCode: 'USWE' }),
      row({ ...base, referenceNo: 'R-5', countryCode: 'usa', carrierCode: 'NOPE' }),
      row({ ...base, referenceNo: 'R-6', phone: 'call me' }),
    ];
    const answer = await seller.upload<Preview>('Outbound/ImportValidate', { file: csvFile(rows) });
    expect(answer.status).toBe(200);
    const preview = answer.data;
    expect(preview.totals).toEqual({ rows: 8, validRows: 3, invalidRows: 5, orders: 6, validOrders: 2 });
    expect(preview.orders.filter((o) => o.valid).map((o) => o.referenceNo)).toEqual(['R-1', 'R-2']);
    const r1 = preview.orders.find((o) => o.referenceNo === 'R-1');
    expect(r1?.rowNos).toEqual([2, 3]);
    expect(r1?.input).toMatchObject({
      warehouseCode: 'USEA',
      lines: [
        { sku: skus[0].sku, qty: 1 },
        { sku: skus[1].sku, qty: 2 },
      ],
    });
    expect(preview.rows[2].sku).toBe(listing.sku);
    expect(preview.rows[3].errors).toEqual({
      qty: 'qty must be a whole number from 1',
      consigneeName: 'consigneeName is required',
    });
    expect(preview.rows[4].errors).toEqual({ sku: 'SKU NOPE-0000 is unknown or not approved' });
    expect(preview.rows[5].errors.warehouseCode).toBe('rows of order R-4 disagree on warehouseCode');
    expect(preview.rows[6].errors).toMatchObject({
      countryCode: 'countryCode must be two capital letters',
      carrierCode: 'carrier NOPE does not serve warehouse USEA',
    });
    // The order rules the service applies on save, on the cells they concern.
    expect(preview.rows[7].errors).toEqual({ phone: translate('en', 'consigneePhoneInvalid') });
    // A phone exported as '+1… (the formula guard) reads back without the quote.
    expect(preview.rows[0].values.phone).toBe(TEMPLATE_EXAMPLE.phone);
  });

  it('refuses a reference an open order of the customer holds, not one only its cancelled or another customer’s do', async () => {
    const seller = await signedIn('seller');
    const seller2 = await signedIn('seller2');
    const { skus, carrier } = await catalogue(seller);
    type Order = { referenceNo: string; status: string };
    const orders = async (caller: Caller, query: string) =>
      (await caller.get<ListPage<Order>>(`Outbound/GetList?pageSize=200&${query}`)).data.list;
    const open = (await orders(seller, 'status=AWAITING_PICK'))[0].referenceNo;
    // a reference only cancelled orders of the seller hold, and one only the other customer holds
    let cancelled = '';
    for (const order of await orders(seller, 'status=CANCELLED')) {
      const holders = await orders(seller, `keyword=${encodeURIComponent(order.referenceNo)}`);
      if (holders.every((holder) => holder.status === 'CANCELLED')) cancelled = order.referenceNo;
      if (cancelled !== '') break;
    }
    const theirs = (await orders(seller2, 'status=AWAITING_PICK,SHIPPED'))[0].referenceNo;
    expect(await orders(seller, `keyword=${encodeURIComponent(theirs)}`)).toEqual([]);
    expect([open, cancelled, theirs].every((reference) => reference !== '')).toBe(true);
    const base = { warehouseCode: 'USEA', carrierCode: carrier, sku: skus[0].sku };
    const rows = [open, cancelled, theirs].map((referenceNo) => row({ ...base, referenceNo }));
    const preview = (await seller.upload<Preview>('Outbound/ImportValidate', { file: csvFile(rows) })).data;
    expect(preview.rows.map((r) => r.errors.referenceNo ?? null)).toEqual([
      translate('en', 'importReferenceTaken', { referenceNo: open }),
      null,
      null,
    ]);
  });

  it('answers row errors in the request’s language and reads xlsx the same as csv', async () => {
    const seller = await signedIn('seller');
    const rows = [row({ referenceNo: 'X-1', sku: '', platformSku: 'NO-LISTING' })];
    const table = tableOf(
      rows,
      IMPORT_COLUMNS.map((column) => ({ header: column, value: (r: ImportRow) => r[column] })),
    );
    const xlsx = new File([await toXlsx(table)], 'orders.xlsx');
    const answer = await seller.upload<Preview>('Outbound/ImportValidate', { file: xlsx }, 'zh-CN');
    expect(answer.data.rows[0].errors.platformSku).toBe(
      translate('zh-CN', 'importPlatformSkuUnknown', { sku: 'NO-LISTING' }),
    );
  });

  it('refuses a file without the required columns or rows, and an unreadable one', async () => {
    const seller = await signedIn('seller');
    const noColumns = await seller.upload('Outbound/ImportValidate', {
      file: new File(['a,b\n1,2\n'], 'x.csv'),
    });
    expect(noColumns).toMatchObject({
      status: 422,
      data: { file: expect.stringContaining('missing column: referenceNo') },
    });
    const empty = await seller.upload('Outbound/ImportValidate', { file: csvFile([]) });
    expect(empty.data).toEqual({ file: 'the file has no order rows' });
    const broken = await seller.upload('Outbound/ImportValidate', {
      file: new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], 'x.xlsx'),
    });
    expect(broken.data).toEqual({ file: 'the file could not be read as a spreadsheet' });
    expect((await seller.upload('Outbound/ImportValidate', {})).data).toEqual({
      file: 'please choose an xlsx or csv file',
    });
  });

  it('refuses a file over 5 MB, and a small workbook that would unpack to gigabytes, before reading it', async () => {
    const seller = await signedIn('seller');
    const big = await seller.upload('Outbound/ImportValidate', {
      file: new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41)], 'big.csv'),
    });
    expect(big).toMatchObject({ status: 422, data: { file: 'the file must not exceed 5 MB' } });
    // a zip of 101 MB of zeros: about 100 kB sent
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(101 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const unpacked = await seller.upload(
      'Outbound/ImportValidate',
      { file: new File([bomb], 'bomb.xlsx') },
      'zh-CN',
    );
    expect(unpacked).toMatchObject({
      status: 422,
      data: { file: translate('zh-CN', 'importUnpackedTooLarge', { max: '100' }) },
    });
  });

  it('lets the rejected rows be downloaded with an error column', async () => {
    const seller = await signedIn('seller');
    const rows = [
      row({ referenceNo: 'E-1', sku: 'NOPE-0000' }),
      row({ referenceNo: 'E-2', qty: 'two', sku: 'NOPE-0000' }),
    ];
    const preview = (await seller.upload<Preview>('Outbound/ImportValidate', { file: csvFile(rows) })).data;
    const response = await seller.raw(`Outbound/ImportRejected?importId=${preview.importId}&format=csv`);
    const table = parseCsv(new TextDecoder().decode(await bytesOf(response)));
    expect(table[0].at(-1)).toBe('error');
    expect(table.slice(1).map((r) => r[0])).toEqual(['E-1', 'E-2']);
    expect(table[2].at(-1)).toContain('qty: qty must be a whole number from 1');
    const seller2 = await signedIn('seller2');
    expect((await seller2.raw(`Outbound/ImportRejected?importId=${preview.importId}`)).status).toBe(404);
  });
});
