import type { ReactNode } from 'react';
import type { Density, RowKey, SortState, TableColumn } from './types';

export interface TablePaging {
  /** 1-based */
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface TableSelection<Row> {
  selectedKeys: ReadonlySet<string>;
  /** rows ticked or unticked together (one row, or every row shown) */
  onChange: (rows: Row[], selected: boolean) => void;
  onClear: () => void;
  /** the selection bar's buttons, given the count */
  bulkActions?: (count: number) => ReactNode;
}

export interface TableTree<Row> {
  /** the field holding child rows @default 'children' */
  childrenField?: Extract<keyof Row, string>;
  defaultExpandAll?: boolean;
}

export interface TableExpandable<Row> {
  render: (row: Row) => ReactNode;
  isExpandable?: (row: Row) => boolean;
}

export interface CardContext {
  selected: boolean;
  /** the row's checkbox when the table is selectable */
  checkbox: ReactNode;
}

export interface DataTableProps<Row> {
  /** keeps the user's column settings under this id; without one they last for the page */
  tableId?: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: RowKey<Row>;
  'aria-label': string;
  loading?: boolean;
  /** a failed load: the message to show (the retry button calls `onRetry`) */
  error?: ReactNode;
  onRetry?: () => void;
  /** what an empty table says, and a button to offer (add the first record…) */
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  pagination?: TablePaging;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  selection?: TableSelection<Row>;
  tree?: TableTree<Row>;
  expandable?: TableExpandable<Row>;
  /** left side of the toolbar: buttons, status tabs… */
  toolbar?: ReactNode;
  /** shows a reload button in the toolbar */
  onRefresh?: () => void;
  /** hides the display and column settings */
  withSettings?: boolean;
  /** starting look; the user's own choice (kept per table id) wins */
  density?: Density;
  striped?: boolean;
  bordered?: boolean;
  /** 'auto': cards below the `sm` breakpoint; 'always' / 'never' force one look */
  cardMode?: 'auto' | 'always' | 'never';
  cardRender?: (row: Row, context: CardContext) => ReactNode;
  /** cards per row, by breakpoint @default 1 */
  cardColumns?: number | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  onRowClick?: (row: Row) => void;
  /** px; the body scrolls under a sticky header */
  maxHeight?: number;
}
