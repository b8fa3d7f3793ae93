import type { SortState } from '@/components/Table/types';

/** One page of rows sorted in the browser: what the default-table page does without a server. */
export function localPage<Row>(rows: Row[], sort: SortState | null, page: number, pageSize: number): Row[] {
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const x: unknown = (a as Record<string, unknown>)[sort.field];
        const y: unknown = (b as Record<string, unknown>)[sort.field];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x ?? '').localeCompare(String(y ?? ''));
        return sort.order === 'asc' ? order : -order;
      })
    : rows;
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}
