import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { keyGetter } from './rows';
import type { DataTableProps, TablePaging, TableSelection } from './table-props';
import type { RowKey, SortState, TableColumn, TableFetcher, TableQuery } from './types';
import { useTableSelection } from './use-table-selection';

export type TableViewProps<Row> = Omit<DataTableProps<Row>, 'aria-label'>;

export interface UseTableOptions<Row, F> {
  /** asks the server for one page; called again whenever the page, size, sort or filter changes */
  fetch: TableFetcher<Row, F>;
  columns: TableColumn<Row>[];
  rowKey: RowKey<Row>;
  /** keeps the user's column settings under this id */
  tableId?: string;
  defaultFilter: F;
  defaultPageSize?: number;
  defaultSort?: SortState | null;
  /** ticks on rows, a selection bar and these bulk actions */
  selectable?: boolean;
  bulkActions?: (count: number) => ReactNode;
  /** false: nothing loads until `reload` or `setFilter` */
  immediate?: boolean;
}

interface Loaded<Row> {
  key: string;
  rows: Row[];
  total: number;
  error: unknown;
}

export interface TableApi<Row, F> {
  /** spread into `<DataTable {...table.tableProps} aria-label={…} />` */
  tableProps: TableViewProps<Row>;
  rows: Row[];
  total: number;
  loading: boolean;
  error: unknown;
  query: TableQuery<F>;
  reload: () => void;
  /** a new filter starts again at page 1 with nothing selected */
  setFilter: (filter: F | ((previous: F) => F)) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState | null) => void;
  selectedRows: Row[];
  selectedKeys: string[];
  clearSelection: () => void;
  /** changes what the table shows (columns, look, empty message…) without touching the data */
  setProps: (patch: Partial<TableViewProps<Row>>) => void;
}

// the failure's own words (the server's message, already in the reader's language) under the title
const errorText = (error: unknown): string => (error instanceof Error ? error.message : '');

/** Owns a server-driven table's paging, sort, filter and selection, and loads its pages. */
export function useTable<Row, F>(options: UseTableOptions<Row, F>): TableApi<Row, F> {
  const [query, setQuery] = useState<TableQuery<F>>(() => ({
    pageIndex: 1,
    pageSize: options.defaultPageSize ?? 10,
    sort: options.defaultSort ?? null,
    filter: options.defaultFilter,
  }));
  const [attempt, setAttempt] = useState(0);
  const [enabled, setEnabled] = useState(options.immediate ?? true);
  const [loaded, setLoaded] = useState<Loaded<Row>>({ key: '', rows: [], total: 0, error: null });
  const [patch, setPatch] = useState<Partial<TableViewProps<Row>>>({});
  const keyOf = useMemo(() => keyGetter(options.rowKey), [options.rowKey]);
  const selection = useTableSelection(keyOf);

  const key = JSON.stringify([query, attempt]);
  const loading = enabled && loaded.key !== key;
  const fetchPage = useEffectEvent((next: TableQuery<F>) => options.fetch(next));

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchPage(query).then(
      (page) => {
        if (!live) return;
        setLoaded({ key, rows: page.list, total: page.total, error: null });
        // the last rows of a page were deleted: show the page that now is the last one
        const last = Math.max(1, Math.ceil(page.total / query.pageSize));
        if (page.list.length === 0 && query.pageIndex > last) setQuery((q) => ({ ...q, pageIndex: last }));
      },
      (error: unknown) => live && setLoaded({ key, rows: [], total: 0, error }),
    );
    return () => {
      live = false;
    };
  }, [key, query, enabled]);

  const reload = useCallback(() => {
    setEnabled(true);
    setAttempt((n) => n + 1);
  }, []);
  const setFilter = useCallback(
    (filter: F | ((previous: F) => F)) => {
      setEnabled(true);
      setQuery((q) => ({
        ...q,
        pageIndex: 1,
        filter: typeof filter === 'function' ? (filter as (previous: F) => F)(q.filter) : filter,
      }));
      selection.clear();
    },
    [selection],
  );
  const setPage = useCallback((pageIndex: number) => setQuery((q) => ({ ...q, pageIndex })), []);
  const setPageSize = useCallback(
    (pageSize: number) => setQuery((q) => ({ ...q, pageSize, pageIndex: 1 })),
    [],
  );
  const setSort = useCallback(
    (sort: SortState | null) => setQuery((q) => ({ ...q, sort, pageIndex: 1 })),
    [],
  );

  const pagination: TablePaging = useMemo(
    () => ({
      page: query.pageIndex,
      pageSize: query.pageSize,
      total: loaded.total,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
    }),
    [query.pageIndex, query.pageSize, loaded.total, setPage, setPageSize],
  );
  const { bulkActions, selectable = false, columns, rowKey, tableId } = options;
  const tableSelection: TableSelection<Row> | undefined = useMemo(
    () =>
      selectable
        ? { selectedKeys: selection.keys, onChange: selection.change, onClear: selection.clear, bulkActions }
        : undefined,
    [selectable, selection.keys, selection.change, selection.clear, bulkActions],
  );

  const failed = loaded.error !== null && !loading;
  const tableProps: TableViewProps<Row> = {
    tableId,
    columns,
    rowKey,
    rows: loaded.rows,
    loading,
    error: failed ? errorText(loaded.error) : undefined,
    onRetry: reload,
    onRefresh: reload,
    pagination,
    sort: query.sort,
    onSortChange: setSort,
    selection: tableSelection,
    ...patch,
  };

  return {
    tableProps,
    rows: loaded.rows,
    total: loaded.total,
    loading,
    error: failed ? loaded.error : null,
    query,
    reload,
    setFilter,
    setPage,
    setPageSize,
    setSort,
    selectedRows: selection.rows,
    selectedKeys: [...selection.keys],
    clearSelection: selection.clear,
    setProps: (next) => setPatch((previous) => ({ ...previous, ...next })),
  };
}
