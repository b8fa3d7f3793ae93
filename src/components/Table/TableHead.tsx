import { rem, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { CellCheckbox } from './cell-controls';
import classes from './Table.module.css';
import { cx, LEADING_WIDTH, stickyClass, type StickyLayout } from './sticky';
import type { SortState, TableColumn } from './types';

export interface TableHeadProps<Row> {
  columns: TableColumn<Row>[];
  sticky: StickyLayout;
  /** undefined: the table is not selectable */
  selectAll?: { checked: boolean; indeterminate: boolean; onChange: (selected: boolean) => void };
  withExpander: boolean;
  sort: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** the table's look (Mantine's data attributes, which `Table.Thead`/`Table.Th` would read from context) */
  bordered: boolean;
  stickyHeader: boolean;
}

// Plain cells with Mantine's table classes, as in TableRowView: `Table.Th` reads the table's context,
// which is new on every table render, so each search re-rendered every header cell past this memo.
const THEAD_CLASS = `${Table.classes.thead} mantine-Table-thead`;
const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TH_CLASS = `${Table.classes.th} mantine-Table-th`;
const width = (value: number | string | undefined) => (value === undefined ? undefined : rem(value));

/** Ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function TableHeadView<Row>({
  columns,
  sticky,
  selectAll,
  withExpander,
  sort,
  onSortChange,
  bordered,
  stickyHeader,
}: TableHeadProps<Row>) {
  const { t } = useTranslate();
  const columnBorder = bordered || undefined;
  return (
    <thead className={THEAD_CLASS} data-sticky={stickyHeader || undefined}>
      <tr className={TR_CLASS} data-with-row-border>
        {selectAll && (
          <th
            data-with-column-border={columnBorder}
            style={{ width: rem(LEADING_WIDTH), ...sticky.leading[0] }}
            className={cx(TH_CLASS, stickyClass(sticky.leading[0], classes.sticky))}
          >
            <CellCheckbox
              aria-label={t('table.selectAll')}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={selectAll.onChange}
            />
          </th>
        )}
        {withExpander && (
          <th
            data-with-column-border={columnBorder}
            className={TH_CLASS}
            style={{ width: rem(LEADING_WIDTH), ...sticky.leading[selectAll ? 1 : 0] }}
            aria-label={t('table.details')}
          />
        )}
        {columns.map((column) => {
          const title = column.title ? t(column.title) : '';
          const sorted = sort?.field === column.field ? sort.order : undefined;
          const sortable = column.sortable && onSortChange;
          const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
          return (
            <th
              key={column.field}
              data-with-column-border={columnBorder}
              className={cx(
                TH_CLASS,
                classes.headCell,
                stickyClass(sticky.cells.get(column.field), classes.sticky),
              )}
              style={{
                width: width(column.width),
                minWidth: width(column.minWidth),
                textAlign: column.align,
                ...sticky.cells.get(column.field),
              }}
              aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
            >
              {sortable ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onSortChange(nextSort(sort, column.field))}
                >
                  {title}
                  <Icon size={14} stroke={1.5} aria-hidden opacity={sorted ? 1 : 0.5} />
                </UnstyledButton>
              ) : (
                title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * The header row, memoised: a list's loading state and new rows leave it alone (the caller keeps
 * `columns`, `sticky` and `sort` stable while they do not change).
 */
export const TableHead = memo(TableHeadView) as typeof TableHeadView;
