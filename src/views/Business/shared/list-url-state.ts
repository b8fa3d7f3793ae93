import type { SortState } from '@/components/Table/types';

/**
 * What a business list keeps in the hash query (`#/inbound/list?status=DRAFT&warehouseCode=USEA&page=2`):
 * the filter values exactly as the API takes them (so the URL is the request), the status tab, the sort
 * and the page. The page size is not here: it is the user's habit, kept per list (`page-size.ts`).
 */
export type ListFilter = Record<string, string>;

export interface ListUrlState {
  filter: ListFilter;
  /** '' is the "all" tab; several statuses are comma-separated, as the API takes them */
  status: string;
  sort: SortState | null;
  /** 1-based */
  page: number;
}

export const EMPTY_LIST_STATE: ListUrlState = { filter: {}, status: '', sort: null, page: 1 };

const RESERVED = new Set(['page', 'sort', 'status']);

function parseSort(raw: string | null): SortState | null {
  if (!raw) return null;
  const at = raw.lastIndexOf('.');
  const field = raw.slice(0, at);
  const order = raw.slice(at + 1);
  if (at <= 0 || (order !== 'asc' && order !== 'desc')) return null;
  return { field, order };
}

export function parseListState(search: string): ListUrlState {
  const params = new URLSearchParams(search);
  const filter: ListFilter = {};
  for (const [name, value] of params) {
    if (!RESERVED.has(name) && value.trim() !== '') filter[name] = value;
  }
  const page = Number(params.get('page') ?? '1');
  return {
    filter,
    status: params.get('status') ?? '',
    sort: parseSort(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The hash query of a state: blank values and page 1 left out, filter names in a stable order. */
export function serializeListState(state: ListUrlState): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(state.filter).sort()) {
    const value = state.filter[name];
    if (!RESERVED.has(name) && value.trim() !== '') params.set(name, value);
  }
  if (state.status) params.set('status', state.status);
  if (state.sort) params.set('sort', `${state.sort.field}.${state.sort.order}`);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export const sameFilter = (a: ListFilter, b: ListFilter): boolean =>
  serializeListState({ ...EMPTY_LIST_STATE, filter: a }) ===
  serializeListState({ ...EMPTY_LIST_STATE, filter: b });
