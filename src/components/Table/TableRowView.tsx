import { ActionIcon, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CellCheckbox } from './cell-controls';
import classes from './Table.module.css';
import { cellText, fieldValue, type DisplayRow } from './rows';
import { cx, stickyClass, type StickyLayout } from './sticky';
import type { TableExpandable } from './table-props';
import type { TableColumn } from './types';

const TREE_INDENT = 20;

export interface RowLabels {
  selectRow: (row: number) => string;
  expand: string;
  collapse: string;
  t: (key: string) => string;
}

export interface TableRowViewProps<Row> {
  item: DisplayRow<Row>;
  columns: TableColumn<Row>[];
  sticky: StickyLayout;
  labels: RowLabels;
  selectable: boolean;
  selected: boolean;
  onSelect: (row: Row, selected: boolean) => void;
  expandable?: TableExpandable<Row>;
  detailsOpen: boolean;
  onToggleDetails: (key: string) => void;
  tree: boolean;
  onToggleTree: (key: string) => void;
  onRowClick?: (row: Row) => void;
  /** the table's look (Mantine's data attributes, which `Table.Tr`/`Table.Td` would read from context) */
  striped: boolean;
  bordered: boolean;
}

// Plain cells with Mantine's table classes: `Table.Td` reads the table's context, which is new on every
// table render, so each render of the table re-rendered every cell of the page past the row's memo.
const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TD_CLASS = `${Table.classes.td} mantine-Table-td`;

function Expander({ open, label, onClick }: { open: boolean; label: string; onClick: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-expanded={open}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
    </ActionIcon>
  );
}

/**
 * The row's checkbox, kept as it is while its label and state stay: a new page of rows fills the same
 * rows (row-slots.ts), and does not re-render 50 checkboxes for nothing.
 */
const RowCheckbox = memo(function RowCheckbox({
  label,
  checked,
  onCheck,
}: {
  label: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  return <CellCheckbox aria-label={label} checked={checked} onChange={onCheck} />;
});

function cellContent<Row>(column: TableColumn<Row>, item: DisplayRow<Row>, t: RowLabels['t']): ReactNode {
  if (column.render) return column.render(item.row, item.index);
  return cellText(fieldValue(item.row, column.field), column.options, t);
}

function TableRowViewInner<Row>(props: TableRowViewProps<Row>) {
  const { item, columns, sticky, labels, selectable, selected, expandable, tree } = props;
  const canExpand = expandable ? (expandable.isExpandable?.(item.row) ?? true) : false;
  const span = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const columnBorder = props.bordered || undefined;
  // one handler for the row's life that selects the row it shows now
  const latest = useRef({ row: item.row, onSelect: props.onSelect });
  useLayoutEffect(() => {
    latest.current = { row: item.row, onSelect: props.onSelect };
  });
  const onCheck = useCallback((checked: boolean) => latest.current.onSelect(latest.current.row, checked), []);
  return (
    <Fragment>
      <tr
        data-with-row-border
        data-hover
        data-striped={props.striped ? 'odd' : undefined}
        style={selected ? { backgroundColor: 'var(--mantine-primary-color-light)' } : undefined}
        className={cx(TR_CLASS, props.onRowClick && classes.clickable, selected && classes.selected)}
        onClick={props.onRowClick ? () => props.onRowClick?.(item.row) : undefined}
      >
        {selectable && (
          <td
            data-with-column-border={columnBorder}
            style={sticky.leading[0]}
            className={cx(TD_CLASS, stickyClass(sticky.leading[0], classes.sticky))}
            onClick={(event) => event.stopPropagation()}
          >
            <RowCheckbox label={labels.selectRow(item.index + 1)} checked={selected} onCheck={onCheck} />
          </td>
        )}
        {expandable && (
          <td
            data-with-column-border={columnBorder}
            style={sticky.leading[selectable ? 1 : 0]}
            className={cx(TD_CLASS, stickyClass(sticky.leading[selectable ? 1 : 0], classes.sticky))}
            onClick={(event) => event.stopPropagation()}
          >
            {canExpand && (
              <Expander
                open={props.detailsOpen}
                label={props.detailsOpen ? labels.collapse : labels.expand}
                onClick={() => props.onToggleDetails(item.key)}
              />
            )}
          </td>
        )}
        {columns.map((column, index) => {
          const content = cellContent(column, item, labels.t);
          // a cut text keeps its whole in the title (a tooltip per cell would slow long pages)
          const body =
            column.ellipsis && typeof content === 'string' ? <span title={content}>{content}</span> : content;
          const pinned = sticky.cells.get(column.field);
          return (
            <td
              key={column.field}
              data-with-column-border={columnBorder}
              className={cx(
                TD_CLASS,
                column.ellipsis && classes.ellipsis,
                stickyClass(pinned, classes.sticky),
              )}
              style={column.align ? { ...pinned, textAlign: column.align } : pinned}
            >
              {tree && index === 0 ? (
                <div className={classes.treeCell} style={{ paddingInlineStart: item.depth * TREE_INDENT }}>
                  {item.hasChildren ? (
                    <Expander
                      open={item.expanded}
                      label={item.expanded ? labels.collapse : labels.expand}
                      onClick={() => props.onToggleTree(item.key)}
                    />
                  ) : (
                    <span style={{ width: 28, flex: 'none' }} />
                  )}
                  {body}
                </div>
              ) : (
                body
              )}
            </td>
          );
        })}
      </tr>
      {expandable && props.detailsOpen && (
        <tr data-with-row-border className={cx(TR_CLASS, classes.expandedRow)}>
          <td colSpan={span} className={TD_CLASS}>
            {expandable.render(item.row)}
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** One row; it re-renders only when its own data, selection or the columns change. */
export const TableRowView = memo(TableRowViewInner) as typeof TableRowViewInner;
