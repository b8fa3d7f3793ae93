import type { PageResult } from '@/api/types';
import { paginate } from '../../../api/paging';

// The seed sets no limit; a cap keeps one request from asking for an unbounded page.
export const MAX_PAGE_SIZE = 200;

/** `paginate` with pageSize clamped to 1..200; a missing or non-numeric pageSize keeps the default. */
export function samplePage<T>(rows: T[], query: URLSearchParams): PageResult<T> {
  const raw = query.get('pageSize')?.trim() ?? '';
  const size = Number(raw);
  if (raw === '' || !Number.isFinite(size)) return paginate(rows, query);
  const clamped = new URLSearchParams(query);
  clamped.set('pageSize', String(Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size)))));
  return paginate(rows, clamped);
}

/** A query parameter as a lower-case filter; '' matches everything. */
export function filterText(query: URLSearchParams, name: string): string {
  return (query.get(name) ?? '').trim().toLowerCase();
}
