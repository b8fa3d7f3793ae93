import { Button } from '@mantine/core';
import type { PageResult } from '@/api/types';
import { DataTable } from './DataTable';
import type { TableViewProps } from './use-table';
import { useTable } from './use-table';
import type { TableColumn, TableQuery } from './types';

// Test helpers of the table tests; not a test file itself.

export interface Parcel {
  id: string;
  code: string;
  weight: number;
  status: 'open' | 'shipped';
  children?: Parcel[];
}

export const PARCELS: Parcel[] = Array.from({ length: 45 }, (_, i) => ({
  id: `p${i + 1}`,
  code: `PCL-${String(i + 1).padStart(3, '0')}`,
  weight: (i * 7) % 23,
  status: i % 3 === 0 ? 'shipped' : 'open',
}));

export const COLUMNS: TableColumn<Parcel>[] = [
  { field: 'code', title: 'tableDemo.cardName', sortable: true },
  { field: 'weight', title: 'searchDemo.minWeight', sortable: true, align: 'right' },
  {
    field: 'status',
    title: 'searchDemo.status',
    options: [
      { value: 'open', labelKey: 'searchDemo.statuses.draft' },
      { value: 'shipped', labelKey: 'searchDemo.statuses.shipped' },
    ],
  },
];

/** A server stand-in: pages, sorts by weight or code, and records what it was asked. */
export function fakeServer(rows: Parcel[] = PARCELS) {
  const asked: TableQuery<Record<string, never>>[] = [];
  const fetch = async (query: TableQuery<Record<string, never>>): Promise<PageResult<Parcel>> => {
    asked.push(query);
    const sorted = query.sort
      ? [...rows].sort((a, b) => {
          const field = query.sort?.field === 'weight' ? 'weight' : 'code';
          const order = field === 'weight' ? a.weight - b.weight : a.code.localeCompare(b.code);
          return query.sort?.order === 'desc' ? -order : order;
        })
      : rows;
    const start = (query.pageIndex - 1) * query.pageSize;
    return { list: sorted.slice(start, start + query.pageSize), total: rows.length };
  };
  return { fetch, asked };
}

export interface ParcelTableProps {
  fetch: (query: TableQuery<Record<string, never>>) => Promise<PageResult<Parcel>>;
  tableId?: string;
  extra?: Partial<TableViewProps<Parcel>>;
  onBulk?: (count: number) => void;
}

export function ParcelTable({ fetch, tableId, extra, onBulk }: ParcelTableProps) {
  const table = useTable<Parcel, Record<string, never>>({
    fetch,
    tableId,
    columns: COLUMNS,
    rowKey: 'id',
    defaultFilter: {},
    selectable: true,
    bulkActions: (count) => (
      <Button size="xs" onClick={() => onBulk?.(count)}>
        bulk
      </Button>
    ),
  });
  return <DataTable {...table.tableProps} {...extra} aria-label="parcels" />;
}
