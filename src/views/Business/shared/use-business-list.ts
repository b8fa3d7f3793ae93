import { keepPreviousData, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListQuery, ListResult } from '@/api/business/types/api';
import type { SortState } from '@/components/Table/types';
import { useTableSelection, type SelectionState } from '@/components/Table/use-table-selection';
import { DEFAULT_PAGE_SIZE } from './list-limits';
import type { ListFilter, ListUrlState } from './list-url-state';
import { readPageSize, writePageSize } from './page-size';
import { listKey } from './query-keys';
import { markDataArrived, markRequested } from './render-marks';
import { useLocalListState, useUrlListState } from './use-list-url-state';

const NO_ROWS: never[] = [];
/**
 * Rows asked for while their list was being drawn, not yet taken over by it. A list asks for its rows
 * as it starts rendering; the answer may be in before the list is drawn, and the list, mounting or
 * switching to it, would otherwise ask for the same rows again at once. Until the list has taken it
 * over (the effect after its commit), such an answer is current; from then on the usual rules hold.
 */
const askedWhileDrawing = new WeakSet<object>();
/** A drawing that never finished (a render React dropped) leaves an answer that ages out here. */
const TAKEOVER_MS = 10_000;
const isCurrent = (query: Pick<Query, 'state'>) =>
  askedWhileDrawing.has(query) && Date.now() - query.state.dataUpdatedAt < TAKEOVER_MS;
const NO_COUNTS: Record<string, number> = {};

export interface UseBusinessListOptions<Row, Q extends ListQuery> {
  /** names the list: its remembered page size (`outpost.list.<id>.pageSize`) and column settings */
  listId: string;
  /** the module's typed list call (`getInboundList`) */
  fetch: (query: Q) => Promise<ListResult<Row>>;
  /** the row's identity for selection */
  rowKey: (row: Row) => string;
  /** filters always sent, beneath the user's (`{ kind: 'OFFICIAL' }`) */
  baseQuery?: Partial<Q>;
  /** the order when the user has chosen none (also what the sorted header shows) */
  defaultSort?: SortState | null;
  defaultPageSize?: number;
  /** false: state lives in the component, not the hash query (stories, a list inside a detail tab) */
  inUrl?: boolean;
  /** the starting state when `inUrl` is false */
  initialState?: Partial<ListUrlState>;
}

export interface BusinessListApi<Row, Q extends ListQuery = ListQuery> {
  listId: string;
  state: ListUrlState;
  /** what was (or is being) asked of the server */
  query: Q;
  /** the query of an export: the same filters, no paging */
  exportQuery: Omit<Q, 'pageIndex' | 'pageSize'>;
  sort: SortState | null;
  pageSize: number;
  rows: Row[];
  total: number;
  /** per base status, under every filter but the status (the tabs) */
  counts: Record<string, number>;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** a new filter starts at page 1 with nothing ticked */
  setFilter: (filter: ListFilter) => void;
  setStatus: (status: string) => void;
  /** every filter and the status tab cleared (the sort stays) */
  reset: () => void;
  setSort: (sort: SortState | null) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  selection: SelectionState<Row>;
  rowKey: (row: Row) => string;
}

/**
 * A business list's state and data: filters, status tab, sort and page in the hash query (bookmarkable,
 * Back restores them), the page size remembered per list. The rows are server state (TanStack Query):
 * one request per distinct query, sent as the list starts rendering; the rows of the last query kept on
 * screen while the next come; a page visited again shown at once from what it had and asked again
 * behind it.
 */
export function useBusinessList<Row, Q extends ListQuery = ListQuery>(
  options: UseBusinessListOptions<Row, Q>,
): BusinessListApi<Row, Q> {
  const { listId, baseQuery, defaultSort = null, inUrl = true } = options;
  const urlState = useUrlListState();
  const localState = useLocalListState(options.initialState);
  const [state, setState] = inUrl ? urlState : localState;
  const [pageSize, setSize] = useState(() =>
    readPageSize(listId, options.defaultPageSize ?? DEFAULT_PAGE_SIZE),
  );
  // a row's identity is fixed for the list's life; callers pass a fresh arrow each render, and a new
  // key function would make the table rebuild (and re-render) every row on every state change
  const [rowKey] = useState(() => options.rowKey);
  const selection = useTableSelection(rowKey);

  // by value: callers may pass a fresh object each render, which must not mean a new request
  const defaultField = defaultSort?.field;
  const defaultOrder = defaultSort?.order;
  const sort = useMemo(
    (): SortState | null =>
      state.sort ?? (defaultField && defaultOrder ? { field: defaultField, order: defaultOrder } : null),
    [state.sort, defaultField, defaultOrder],
  );
  const baseKey = JSON.stringify(baseQuery ?? {});
  const query = useMemo(() => {
    const base: Record<string, unknown> = JSON.parse(baseKey) as Record<string, unknown>;
    const built: Record<string, unknown> = { ...base, ...state.filter, pageIndex: state.page, pageSize };
    if (state.status) built.status = state.status;
    if (sort) Object.assign(built, { sortField: sort.field, sortOrder: sort.order });
    // the URL's filter names are the API's query names (list-url-state.ts)
    return built as unknown as Q;
  }, [baseKey, state, pageSize, sort]);
  const exportQuery = useMemo(() => {
    const { pageIndex: _page, pageSize: _size, ...rest } = query;
    return rest;
  }, [query]);

  const client = useQueryClient();
  // by the query's value, never the identity of the objects behind it
  const queryKey = [...listKey(listId), query];
  const queryFn = async () => {
    markRequested(listId);
    const page = await options.fetch(query);
    markDataArrived(listId);
    return page;
  };
  // The request leaves as the list starts rendering, rather than once the page is drawn and its effects
  // have run: the answer and the drawing of a first list (hundreds of milliseconds) overlap. Only rows
  // never asked for before; useQuery takes them over, in flight or answered (`askedWhileDrawing`).
  if (!client.getQueryState(queryKey)) {
    client.prefetchQuery({ queryKey, queryFn }).catch(() => undefined);
    const asked = client.getQueryCache().find({ queryKey, exact: true });
    if (asked) askedWhileDrawing.add(asked);
  }
  const answer = useQuery({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    staleTime: (asked) => (isCurrent(asked) ? Infinity : 0),
    refetchOnMount: (asked) => (isCurrent(asked) ? false : 'always'),
  });
  // taken over: shown again later (a tab, a page left and opened again), the rows are asked for again
  useEffect(() => {
    const shown = client.getQueryCache().find({ queryKey, exact: true });
    if (shown) askedWhileDrawing.delete(shown);
  });
  const loading = answer.isFetching;

  const { keys: selectedKeys, clear: clearSelection } = selection;
  // clearing an empty selection would still render the whole list once more
  const clear = useCallback(() => {
    if (selectedKeys.size > 0) clearSelection();
  }, [selectedKeys, clearSelection]);
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);
  // The setters read the state through a ref, so they keep their identity while the state changes:
  // the table head, pagination and tabs they are handed then skip the render of each search.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const setFilter = useCallback(
    (filter: ListFilter) => {
      clear();
      setState({ ...latest.current, filter, page: 1 });
    },
    [setState, clear],
  );
  const setStatus = useCallback(
    (status: string) => {
      clear();
      setState({ ...latest.current, status, page: 1 });
    },
    [setState, clear],
  );
  const reset = useCallback(() => {
    clear();
    setState({ filter: {}, status: '', sort: latest.current.sort, page: 1 });
  }, [setState, clear]);
  const setSort = useCallback(
    (next: SortState | null) => setState({ ...latest.current, sort: next, page: 1 }),
    [setState],
  );
  const setPage = useCallback((page: number) => setState({ ...latest.current, page }), [setState]);
  const setPageSize = useCallback(
    (size: number) => {
      writePageSize(listId, size);
      setSize(readPageSize(listId, size));
      if (latest.current.page !== 1) setState({ ...latest.current, page: 1 });
    },
    [listId, setState],
  );

  const failed = answer.isError && !loading;
  const page = failed ? undefined : answer.data;
  return {
    listId,
    state,
    query,
    exportQuery,
    sort,
    pageSize,
    rows: page?.list ?? NO_ROWS,
    total: page?.total ?? 0,
    counts: page?.counts ?? NO_COUNTS,
    loading,
    error: failed ? answer.error : null,
    reload,
    setFilter,
    setStatus,
    reset,
    setSort,
    setPage,
    setPageSize,
    selection,
    rowKey,
  };
}
