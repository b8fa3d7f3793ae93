import type { ReactNode } from 'react';
import type { FieldOption } from '@/components/Form/types';
import type { PageResult } from '@/api/types';

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  field: string;
  order: SortOrder;
}

export type Density = 'compact' | 'default' | 'comfortable';

/** A row's identity: the name of a unique field, or a function of the row. */
export type RowKey<Row> = Extract<keyof Row, string> | ((row: Row) => string);

export interface TableColumn<Row> {
  /** the row's field, or any unique name for a computed column (`actions`) */
  field: Extract<keyof Row, string> | (string & {});
  /** translation key of the header */
  title?: string;
  /** pixels; a fixed column needs one */
  width?: number;
  minWidth?: number;
  /** the header sorts: the table asks its owner (`onSortChange`), who asks the server */
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  /** stays in view while the table scrolls sideways */
  fixed?: 'left' | 'right';
  /** hidden until the user shows it in the column settings */
  hidden?: boolean;
  /** the user cannot hide it (an actions column) */
  alwaysShown?: boolean;
  /** one line, cut with an ellipsis (the full text in a tooltip) */
  ellipsis?: boolean;
  /** a code column: each value's label is shown instead of the value */
  options?: FieldOption[];
  render?: (row: Row, index: number) => ReactNode;
  /** left out of the default phone card */
  cardHidden?: boolean;
}

/** What a table asks the server for; `filter` is the search bar's values. */
export interface TableQuery<F> {
  /** 1-based (seed §9) */
  pageIndex: number;
  pageSize: number;
  sort: SortState | null;
  filter: F;
}

export type TableFetcher<Row, F> = (query: TableQuery<F>) => Promise<PageResult<Row>>;

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;

/** Seed §9 "excluded filter columns": never offered in the column settings, never a form field. */
export const EXCLUDED_COLUMN_FIELDS: readonly string[] = ['expand', 'selection'];
