import { ActionIcon, Checkbox, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, memo, type ReactNode } from 'react';
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
}

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

function cellContent<Row>(column: TableColumn<Row>, item: DisplayRow<Row>, t: RowLabels['t']): ReactNode {
  if (column.render) return column.render(item.row, item.index);
  return cellText(fieldValue(item.row, column.field), column.options, t);
}

function TableRowViewInner<Row>(props: TableRowViewProps<Row>) {
  const { item, columns, sticky, labels, selectable, selected, expandable, tree } = props;
  const canExpand = expandable ? (expandable.isExpandable?.(item.row) ?? true) : false;
  const span = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  return (
    <Fragment>
      <Table.Tr
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        className={cx(props.onRowClick && classes.clickable, selected && classes.selected)}
        onClick={props.onRowClick ? () => props.onRowClick?.(item.row) : undefined}
      >
        {selectable && (
          <Table.Td
            style={sticky.leading[0]}
            className={stickyClass(sticky.leading[0], classes.sticky)}
            onClick={(event) => event.stopPropagation()}
          >
            <Checkbox
              aria-label={labels.selectRow(item.index + 1)}
              checked={selected}
              onChange={(event) => props.onSelect(item.row, event.currentTarget.checked)}
            />
          </Table.Td>
        )}
        {expandable && (
          <Table.Td
            style={sticky.leading[selectable ? 1 : 0]}
            className={stickyClass(sticky.leading[selectable ? 1 : 0], classes.sticky)}
            onClick={(event) => event.stopPropagation()}
          >
            {canExpand && (
              <Expander
                open={props.detailsOpen}
                label={props.detailsOpen ? labels.collapse : labels.expand}
                onClick={() => props.onToggleDetails(item.key)}
              />
            )}
          </Table.Td>
        )}
        {columns.map((column, index) => {
          const content = cellContent(column, item, labels.t);
          // a cut text keeps its whole in the title (a tooltip per cell would slow long pages)
          const body =
            column.ellipsis && typeof content === 'string' ? <span title={content}>{content}</span> : content;
          return (
            <Table.Td
              key={column.field}
              ta={column.align}
              className={cx(
                column.ellipsis && classes.ellipsis,
                stickyClass(sticky.cells.get(column.field), classes.sticky),
              )}
              style={sticky.cells.get(column.field)}
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
            </Table.Td>
          );
        })}
      </Table.Tr>
      {expandable && props.detailsOpen && (
        <Table.Tr className={classes.expandedRow}>
          <Table.Td colSpan={span}>{expandable.render(item.row)}</Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** One row; it re-renders only when its own data, selection or the columns change. */
export const TableRowView = memo(TableRowViewInner) as typeof TableRowViewInner;
