import { describe, expect, it } from 'vitest';
import { TestStore } from '../../store/testing';
import type { Carrier } from '../../store/types/master';
import type { Sku } from '../../store/types/sku';
import { engineOn, setupMockServer } from '../../../mocks/testing';
import { tableOf, toCsv, toXlsx } from '../../api/files/table-export';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE, type ImportRow } from './import/columns';
import { fnv1a64 } from './import/content-hash';
import { persistBusinessDbIn } from '../../api/db-instance';
import type { ListPage } from '../../store/list-query';
import type { previewOf } from './import.routes';
import { signedIn, seedBeforeAll, type Caller } from '../../api/testing';

setupMockServer();
seedBeforeAll();

type Preview = ReturnType<typeof previewOf>;
interface Recheck {
  rows: Preview['rows'];
  orders: Preview['orders'];
  removed: string[];
  totals: Preview['totals'];
}

async function baseRow(seller: Caller): Promise<Partial<ImportRow>> {
  const skus = (await seller.get<ListPage<Sku>>('Sku/GetList?status=APPROVED&pageSize=10')).data.list;
  const carriers = (
    await seller.get<ListPage<Carrier>>('Carrier/GetList?warehouseCode=USEA&type=LAST_MILE&status=ACTIVE')
  ).data.list;
  return { warehouseCode: 'USEA', carrierCode: carriers[0].code, sku: skus[0].sku };
}

function csvFile(rows: ImportRow[]): File {
  const table = tableOf(
    rows,
    IMPORT_COLUMNS.map((column) => ({ header: column, value: (r: ImportRow) => r[column] })),
  );
  return new File([toCsv(table)], 'orders.csv', { type: 'text/csv' });
}

describe('Outbound/ImportRecheck: one cell fixed, only its order re-checked', () => {
  it('fixes a bad cell, re-checks the rows of its referenceNo and answers the new totals', async () => {
    const seller = await signedIn('seller');
    const base = { ...TEMPLATE_EXAMPLE, ...(await baseRow(seller)) };
    const rows: ImportRow[] = [
      { ...base, referenceNo: 'RC-1' },
      { ...base, referenceNo: 'RC-2', qty: 'zero' },
      { ...base, referenceNo: 'RC-2', qty: '2' },
      { ...base, referenceNo: 'RC-3', countryCode: 'usa' },
    ];
    const preview = (await seller.upload<Preview>('Outbound/ImportValidate', { file: csvFile(rows) })).data;
    expect(preview.totals).toEqual({ rows: 4, validRows: 1, invalidRows: 3, orders: 3, validOrders: 1 });
    expect(preview.rows[2].errors).toEqual({ referenceNo: 'another row of order RC-2 has errors' });

    const fixed = await seller.post<Recheck>('Outbound/ImportRecheck', {
      importId: preview.importId,
      rowNo: 3,
      column: 'qty',
      value: ' 3 ',
    });
    expect(fixed.status).toBe(200);
    // Only the two rows of RC-2 came back, both valid now; RC-3 was not touched.
    expect(fixed.data.rows.map((r) => [r.rowNo, r.valid, r.errors])).toEqual([
      [3, true, {}],
      [4, true, {}],
    ]);
    expect(fixed.data.rows[0].values.qty).toBe('3');
    expect(fixed.data.orders).toMatchObject([
      { referenceNo: 'RC-2', rowNos: [3, 4], valid: true, input: { lines: [{ qty: 3 }, { qty: 2 }] } },
    ]);
    expect(fixed.data.totals).toEqual({ rows: 4, validRows: 3, invalidRows: 1, orders: 3, validOrders: 2 });

    // A value the rules refuse comes back as the cell's error, in the caller's language.
    const stillBad = await seller.post<Recheck>(
      'Outbound/ImportRecheck',
      { importId: preview.importId, rowNo: 5, column: 'countryCode', value: 'U1' },
      'en',
    );
    expect(stillBad.data.rows[0].errors).toEqual({ countryCode: 'countryCode must be two capital letters' });

    // Moving a row to another order re-checks both; the order it left is gone.
    const moved = await seller.post<Recheck>('Outbound/ImportRecheck', {
      importId: preview.importId,
      rowNo: 5,
      column: 'referenceNo',
      value: 'RC-1',
    });
    expect(moved.data.removed).toEqual(['RC-3']);
    expect(moved.data.orders.map((o) => [o.referenceNo, o.rowNos, o.valid])).toEqual([
      ['RC-1', [2, 5], false],
    ]);
    expect(moved.data.totals).toMatchObject({ orders: 2, validOrders: 1 });

    // The commit creates the orders as they are now.
    const committed = await seller.post<{ created: { referenceNo: string }[] }>('Outbound/ImportCommit', {
      importId: preview.importId,
      mode: 'draft',
    });
    expect(committed.data.created.map((c) => c.referenceNo)).toEqual(['RC-2']);
    // A committed import takes no more fixes.
    const late = await seller.post('Outbound/ImportRecheck', {
      importId: preview.importId,
      rowNo: 2,
      column: 'qty',
      value: '1',
    });
    expect(late.status).toBe(409);
  });

  it('refuses an unknown row, column or a value that is not text, and another customer’s import', async () => {
    const seller = await signedIn('seller');
    const base = { ...TEMPLATE_EXAMPLE, ...(await baseRow(seller)) };
    const preview = (
      await seller.upload<Preview>('Outbound/ImportValidate', {
        file: csvFile([{ ...base, referenceNo: 'RC-9', qty: 'x' }]),
      })
    ).data;
    const call = (body: Record<string, unknown>, caller = seller) =>
      caller.post('Outbound/ImportRecheck', { importId: preview.importId, ...body });
    expect(await call({ rowNo: 99, column: 'qty', value: '1' })).toMatchObject({
      status: 422,
      data: { rowNo: 'the file has no such row' },
    });
    expect(await call({ rowNo: 2, column: 'colour', value: 1 })).toMatchObject({
      status: 422,
      data: {
        column: 'not a column of the import',
        value: 'the value must be text of at most 500 characters',
      },
    });
    expect((await call({ rowNo: 2, column: 'qty', value: '1' }, await signedIn('seller2'))).status).toBe(404);
    expect((await seller.post('Outbound/ImportRecheck', { importId: 'NOPE', rowNo: 2 })).status).toBe(404);
  });
});

describe('the same file uploaded twice', () => {
  it('is recognised per customer after a commit (by its rows, as csv or xlsx), with when and how many orders', async () => {
    const seller = await signedIn('seller');
    const base = { ...TEMPLATE_EXAMPLE, ...(await baseRow(seller)) };
    const file = csvFile([
      { ...base, referenceNo: 'DUP-1' },
      { ...base, referenceNo: 'DUP-2' },
    ]);
    const first = (await seller.upload<Preview>('Outbound/ImportValidate', { file })).data;
    expect(first.duplicateOf).toBeNull();
    // Validated but not committed: not yet an import.
    const again = (await seller.upload<Preview>('Outbound/ImportValidate', { file })).data;
    expect(again.duplicateOf).toBeNull();
    await seller.post('Outbound/ImportCommit', { importId: first.importId, mode: 'draft' });
    const third = (await seller.upload<Preview>('Outbound/ImportValidate', { file })).data;
    expect(third.duplicateOf).toEqual({ importedAt: expect.any(String), orders: 2 });
    expect(Number.isNaN(Date.parse(third.duplicateOf?.importedAt ?? ''))).toBe(false);
    // The same rows saved as a workbook are the same file to the person importing it.
    const table = tableOf(
      [
        { ...base, referenceNo: 'DUP-1' },
        { ...base, referenceNo: 'DUP-2' },
      ],
      IMPORT_COLUMNS.map((column) => ({ header: column, value: (r: ImportRow) => r[column] })),
    );
    const asXlsx = new File([await toXlsx(table)], 'orders.xlsx');
    const fourth = (await seller.upload<Preview>('Outbound/ImportValidate', { file: asXlsx })).data;
    expect(fourth.duplicateOf).toMatchObject({ orders: 2 });
    // Still a preview the user may commit (its rows now clash with the open orders).
    expect(third.rows[0].errors.referenceNo).toContain('DUP-1');
    // Another customer's same bytes are their own business.
    const admin = await signedIn('admin');
    const forOther = (await admin.upload<Preview>('Outbound/ImportValidate', { file, customerId: 'C002' }))
      .data;
    expect(forOther.duplicateOf).toBeNull();
  });

  it('hashes with 64-bit FNV-1a where crypto.subtle is missing', () => {
    expect(fnv1a64(new TextEncoder().encode('hello'))).toBe('a430d84680aabd0b');
    expect(fnv1a64(new Uint8Array())).toBe('cbf29ce484222325');
  });
});

describe('an import kept by the store', () => {
  it('is committed after a restart, and its file recognised after another; a commit not saved can be made again', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    const base = { ...TEMPLATE_EXAMPLE, ...(await baseRow(seller)) };
    const file = csvFile([
      { ...base, referenceNo: 'KEPT-1' },
      { ...base, referenceNo: 'KEPT-2' },
    ]);
    const preview = (await seller.upload<Preview>('Outbound/ImportValidate', { file })).data;
    expect(preview.totals.validOrders).toBe(2);
    // the engine starts again on the same store: the batch waits there, not in the process
    persistBusinessDbIn(store);
    store.failCommits = true;
    const failed = await seller.post('Outbound/ImportCommit', { importId: preview.importId, mode: 'draft' });
    expect(failed.status).toBe(503);
    store.failCommits = false;
    // the commit was not kept, nor its mark: it is made now, once
    const committed = await seller.post<{ created: unknown[] }>('Outbound/ImportCommit', {
      importId: preview.importId,
      mode: 'draft',
    });
    expect(committed.status).toBe(200);
    expect(committed.data.created).toHaveLength(2);
    expect(
      (await seller.post('Outbound/ImportCommit', { importId: preview.importId, mode: 'draft' })).status,
    ).toBe(409);
    // another start: the same file is still known as imported
    persistBusinessDbIn(store);
    const again = (await seller.upload<Preview>('Outbound/ImportValidate', { file })).data;
    expect(again.duplicateOf).toMatchObject({ orders: 2 });
  });
});
