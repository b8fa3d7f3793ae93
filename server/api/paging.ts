import type { PageResult } from '@/api/types';

const DEFAULT_PAGE_SIZE = 10;

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/** One page of `rows` by the 1-based `pageIndex` and `pageSize` of the query (seed §9). */
export function paginate<T>(rows: T[], query: URLSearchParams): PageResult<T> {
  const pageIndex = positiveInt(query.get('pageIndex'), 1);
  const pageSize = positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE);
  const start = (pageIndex - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length };
}
