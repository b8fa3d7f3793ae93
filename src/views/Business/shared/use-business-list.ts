import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListQuery, ListResult } from '@/api/business/types/api';
import type { SortState } from '@/components/Table/types';
import { useTableSelection, type SelectionState } from '@/components/Table/use-table-selection';
import { DEFAULT_PAGE_SIZE } from './list-limits';
import type { ListFilter, ListUrlState } from './list-url-state';
import { readPageSize, writePageSize } from './page-size';
import {
  askForList,
  isAskedAhead,
  listQueryFn,
  listQueryKey,
  listQueryOf,
  takeOver,
  type ListSource,
} from './list-source';
import { useLocalListState, useUrlListState } from './use-list-url-state';

const NO_ROWS: never[] = [];
const NO_COUNTS: Record<string, number> = {};

/** The list's source (list-source.ts: what a navigation to its page asks ahead too) and its rows' identity. */
export interface UseBusinessListOptions<Row, Q extends ListQuery> extends ListSource<Row, Q> {
  /** the row's identity for selection */
  rowKey: (row: Row) => string;
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
  const query = useMemo(
    () => listQueryOf<Q>(JSON.parse(baseKey) as Partial<Q>, state, pageSize, sort),
    [baseKey, state, pageSize, sort],
  );
  const exportQuery = useMemo(() => {
    const { pageIndex: _page, pageSize: _size, ...rest } = query;
    return rest;
  }, [query]);

  const client = useQueryClient();
  const queryKey = listQueryKey(listId, query);
  // The request leaves as the list starts rendering (or left as its page was opened: list-source.ts),
  // rather than once the page is drawn and its effects have run: the answer and the drawing of a first
  // list (hundreds of milliseconds) overlap. useQuery takes it over, in flight or answered.
  askForList(client, listId, options.fetch, query);
  const answer = useQuery<ListResult<Row>, Error, ListResult<Row>, readonly unknown[]>({
    queryKey,
    queryFn: listQueryFn(listId, options.fetch, query),
    placeholderData: keepPreviousData,
    staleTime: (asked) => (isAskedAhead(asked) ? Infinity : 0),
    refetchOnMount: (asked) => (isAskedAhead(asked) ? false : 'always'),
  });
  // taken over: shown again later (a tab, a page left and opened again), the rows are asked for again
  useEffect(() => takeOver(client, queryKey));
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
