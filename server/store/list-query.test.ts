import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../api/clock';
import { runList, selectRows, type ListSpec } from './list-query';

interface Row {
  id: string;
  no: string;
  ref: string;
  warehouse: string;
  status: string;
  at: string;
  qty: number | null;
  tags: string[];
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: String(i),
  no: `OB${String(i).padStart(3, '0')}`,
  ref: i % 2 === 0 ? `AMZ-${i}` : `EBY-${i}`,
  warehouse: ['USEA', 'USWE', 'UKLO'][i % 3],
  status: ['DRAFT', 'PICKING.cancelRequested', 'SHIPPED'][i % 3].split('.')[0],
  at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
  qty: i % 5 === 0 ? null : i,
  tags: i % 4 === 0 ? ['a', 'b'] : ['c'],
}));

const spec: ListSpec<Row> = {
  keyword: ['no', 'ref'],
  equals: { warehouseCode: 'warehouse', tag: 'tags' },
  ranges: { created: { field: 'at', maxDays: 31 } },
  sorts: { no: 'no', qty: 'qty', at: 'at' },
  defaultSort: { field: 'no', order: 'asc' },
  status: 'status',
};

const q = (query: Record<string, string>) => new URLSearchParams(query);

function page(query: Record<string, string>) {
  const outcome = runList(rows, q(query), spec);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

beforeEach(() => setClock(() => Date.UTC(2026, 5, 1)));
afterEach(() => setClock());

describe('runList', () => {
  it('pages 1-based with pageSize 10 by default, in the default order', () => {
    const first = page({});
    expect(first.total).toBe(45);
    expect(first.list.map((r) => r.no)).toEqual(rows.slice(0, 10).map((r) => r.no));
    expect(page({ pageIndex: '5', pageSize: '10' }).list.map((r) => r.id)).toEqual([
      '40',
      '41',
      '42',
      '43',
      '44',
    ]);
    expect(page({ pageIndex: '9', pageSize: '10' }).list).toEqual([]);
  });

  it('answers 422 naming pageSize outside 10–200 and a bad pageIndex', () => {
    for (const pageSize of ['9', '201', 'x', '10.5']) {
      const outcome = runList(rows, q({ pageSize }), spec);
      expect(outcome).toMatchObject({
        ok: false,
        status: 422,
        fields: { pageSize: { key: 'listPageSizeRange' } },
      });
    }
    expect(runList(rows, q({ pageIndex: '0' }), spec)).toMatchObject({
      fields: { pageIndex: { key: 'listPageIndexInvalid' } },
    });
    expect(runList(rows, q({ pageSize: '200' }), spec).ok).toBe(true);
  });

  it('sorts by whitelisted fields both ways, empty values last, and refuses others', () => {
    const desc = page({ sortField: 'qty', sortOrder: 'desc', pageSize: '50' }).list;
    expect(desc.slice(0, 3).map((r) => r.qty)).toEqual([44, 43, 42]);
    expect(desc.slice(-9).every((r) => r.qty === null)).toBe(true);
    const asc = page({ sortField: 'qty', sortOrder: 'asc', pageSize: '50' }).list;
    expect(asc.slice(0, 2).map((r) => r.qty)).toEqual([1, 2]);
    expect(asc.at(-1)?.qty).toBeNull();
    expect(runList(rows, q({ sortField: 'ref' }), spec)).toMatchObject({
      status: 422,
      fields: { sortField: { key: 'listSortFieldUnknown', params: { field: 'ref' } } },
    });
    expect(runList(rows, q({ sortOrder: 'up' }), spec)).toMatchObject({
      fields: { sortOrder: { key: 'listSortOrderInvalid' } },
    });
  });

  it('filters by keyword over numbers and references, equality (several values, list values)', () => {
    expect(page({ keyword: 'amz-4' }).list.map((r) => r.ref)).toEqual([
      'AMZ-4',
      'AMZ-40',
      'AMZ-42',
      'AMZ-44',
    ]);
    expect(page({ keyword: 'ob01', pageSize: '50' }).total).toBe(10);
    const two = page({ warehouseCode: 'USEA,UKLO', pageSize: '50' }).list;
    expect(new Set(two.map((r) => r.warehouse))).toEqual(new Set(['USEA', 'UKLO']));
    expect(two).toHaveLength(30);
    expect(page({ tag: 'b', pageSize: '50' }).total).toBe(12);
  });

  it('counts every base status under the other filters, whatever status is chosen', () => {
    const all = page({ warehouseCode: 'USEA' });
    expect(all.counts).toEqual({ DRAFT: 15 });
    const shipped = page({ status: 'SHIPPED' });
    expect(shipped.total).toBe(15);
    expect(shipped.counts).toEqual({ DRAFT: 15, PICKING: 15, SHIPPED: 15 });
    expect(page({ status: 'SHIPPED,DRAFT' }).total).toBe(30);
  });

  it('filters date ranges (a date-only end takes its whole day) and enforces the longest range', () => {
    const jan = page({ createdFrom: '2026-01-03', createdTo: '2026-01-05' });
    expect(jan.list.map((r) => r.at.slice(0, 10))).toEqual(['2026-01-03', '2026-01-04', '2026-01-05']);
    expect(runList(rows, q({ createdFrom: '2026-01-01', createdTo: '2026-02-15' }), spec)).toMatchObject({
      status: 422,
      fields: { createdFrom: { key: 'listDateRangeTooLong', params: { days: '31' } } },
    });
    // An open end counts up to now: from five months ago is too long.
    expect(runList(rows, q({ createdFrom: '2026-01-01' }), spec)).toMatchObject({ status: 422 });
    expect(runList(rows, q({ createdFrom: '2026-05-10' }), spec).ok).toBe(true);
    expect(runList(rows, q({ createdFrom: 'soon' }), spec)).toMatchObject({
      fields: { createdFrom: { key: 'listDateInvalid' } },
    });
    expect(runList(rows, q({ createdFrom: '2026-01-05', createdTo: '2026-01-01' }), spec)).toMatchObject({
      fields: { createdTo: { key: 'listDateRangeReversed' } },
    });
  });

  it('selects every matching row without paging (exports)', () => {
    const outcome = selectRows(rows, q({ warehouseCode: 'USWE', sortField: 'no', sortOrder: 'desc' }), spec);
    expect(outcome.ok && outcome.value.rows.map((r) => r.no).slice(0, 2)).toEqual(['OB043', 'OB040']);
  });
});
