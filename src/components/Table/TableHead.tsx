import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
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
}

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
}: TableHeadProps<Row>) {
  const { t } = useTranslate();
  return (
    <Table.Thead>
      <Table.Tr>
        {selectAll && (
          <Table.Th
            w={LEADING_WIDTH}
            style={sticky.leading[0]}
            className={stickyClass(sticky.leading[0], classes.sticky)}
          >
            <Checkbox
              aria-label={t('table.selectAll')}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={(event) => selectAll.onChange(event.currentTarget.checked)}
            />
          </Table.Th>
        )}
        {withExpander && (
          <Table.Th
            w={LEADING_WIDTH}
            style={sticky.leading[selectAll ? 1 : 0]}
            aria-label={t('table.details')}
          />
        )}
        {columns.map((column) => {
          const title = column.title ? t(column.title) : '';
          const sorted = sort?.field === column.field ? sort.order : undefined;
          const sortable = column.sortable && onSortChange;
          const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
          return (
            <Table.Th
              key={column.field}
              className={cx(classes.headCell, stickyClass(sticky.cells.get(column.field), classes.sticky))}
              w={column.width}
              miw={column.minWidth}
              ta={column.align}
              style={sticky.cells.get(column.field)}
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
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * The header row, memoised: a list's loading state and new rows leave it alone (the caller keeps
 * `columns`, `sticky` and `sort` stable while they do not change).
 */
export const TableHead = memo(TableHeadView) as typeof TableHeadView;
