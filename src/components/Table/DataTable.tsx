import { Box, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useCallback, useMemo, useState } from 'react';
import { CardList } from './CardList';
import { CardSort } from './CardSort';
import { ROW_SLOTS_ATTRIBUTE, useRowSlots } from './row-slots';
import { flattenRows, keyGetter } from './rows';
import { SelectionBar } from './SelectionBar';
import { cx, stickyLayout } from './sticky';
import classes from './Table.module.css';
import { TableHead } from './TableHead';
import { TablePagination } from './TablePagination';
import type { DataTableProps } from './table-props';
import { isColumnShown, orderColumns } from './table-settings';
import { TableRowView, type RowLabels } from './TableRowView';
import { BodyMessage, EmptyMessage, ErrorMessage, SkeletonRows } from './TableStates';
import { TableToolbar } from './TableToolbar';
import { useTableSettings } from './use-table-settings';

const PHONE_QUERY = '(max-width: 47.99em)';
const SPACING = { compact: 4, default: 'xs', comfortable: 'md' } as const;
const FONT = { compact: 'xs', default: 'sm', comfortable: 'sm' } as const;

/** Toggles a key in a set, as a new set. */
const toggled = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};

/** A schema-driven table whose data, paging, sort and selection belong to its owner (see `useTable`). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, selection, tree, expandable, pagination, loading = false } = props;
  const { t } = useTranslate();
  const { settings, update, reset } = useTableSettings(props.tableId, props);
  const [treeToggles, setTreeToggles] = useState<ReadonlySet<string>>(new Set());
  const [openDetails, setOpenDetails] = useState<ReadonlySet<string>>(new Set());
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const asCards = props.cardMode === 'always' || (props.cardMode !== 'never' && phone);

  const visible = useMemo(
    () => orderColumns(columns, settings.order).filter((column) => isColumnShown(column, settings)),
    [columns, settings],
  );
  const keyOf = useMemo(() => keyGetter(rowKey), [rowKey]);
  const isTree = tree !== undefined;
  const childrenField = tree?.childrenField ?? 'children';
  const expandAll = tree?.defaultExpandAll ?? false;
  // the same row objects while nothing changed, so unchanged rows skip rendering
  const items = useMemo(() => {
    const childrenOf = isTree
      ? (row: Row) => (row as Record<string, unknown>)[childrenField] as Row[] | undefined
      : undefined;
    // with defaultExpandAll a toggle collapses, otherwise it expands
    const expanded = expandAll ? { has: (key: string) => !treeToggles.has(key) } : treeToggles;
    return flattenRows(rows, keyOf, childrenOf, expanded);
  }, [rows, keyOf, isTree, childrenField, expandAll, treeToggles]);
  const itemKeys = useMemo(() => items.map((item) => item.key), [items]);
  const slots = useRowSlots(itemKeys);

  const changeSelection = selection?.onChange;
  const onSelect = useCallback(
    (row: Row, selected: boolean) => changeSelection?.([row], selected),
    [changeSelection],
  );
  const onToggleTree = useCallback((key: string) => setTreeToggles((set) => toggled(set, key)), []);
  const onToggleDetails = useCallback((key: string) => setOpenDetails((set) => toggled(set, key)), []);
  const labels: RowLabels = useMemo(
    () => ({
      selectRow: (row) => t('table.selectRow', { row }),
      expand: t('table.expand'),
      collapse: t('table.collapse'),
      t: (key) => t(key),
    }),
    [t],
  );

  const selectedCount = selection?.selectedKeys.size ?? 0;
  const shownSelected = selection ? items.filter((item) => selection.selectedKeys.has(item.key)).length : 0;
  const selectAll = useMemo(
    () =>
      selection && {
        checked: items.length > 0 && shownSelected === items.length,
        indeterminate: shownSelected > 0 && shownSelected < items.length,
        onChange: (selected: boolean) =>
          selection.onChange(
            items.map((item) => item.row),
            selected,
          ),
      },
    [selection, items, shownSelected],
  );
  const leadingCount = (selection ? 1 : 0) + (expandable ? 1 : 0);
  const sticky = useMemo(() => stickyLayout(visible, leadingCount), [visible, leadingCount]);
  const span = visible.length + (selection ? 1 : 0) + (expandable ? 1 : 0);
  const minWidth = visible.reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 120), 0);

  const failed = props.error !== undefined && props.error !== null && props.error !== false && !loading;
  const message = failed ? (
    <ErrorMessage message={props.error} onRetry={props.onRetry} />
  ) : !loading && rows.length === 0 ? (
    <EmptyMessage message={props.emptyMessage} action={props.emptyAction} />
  ) : null;

  return (
    <Box aria-busy={loading}>
      <TableToolbar
        start={props.toolbar}
        columns={columns}
        settings={settings}
        onSettingsChange={update}
        onSettingsReset={reset}
        withSettings={props.withSettings ?? true}
        onRefresh={props.onRefresh}
        loading={loading}
        extra={
          asCards && props.onSortChange ? (
            <CardSort columns={visible} sort={props.sort ?? null} onSortChange={props.onSortChange} />
          ) : undefined
        }
      />
      {selection && selectedCount > 0 && (
        <SelectionBar
          count={selectedCount}
          actions={selection.bulkActions?.(selectedCount)}
          onClear={selection.onClear}
        />
      )}
      {asCards ? (
        (message ?? (
          <CardList
            items={items}
            columns={visible}
            label={props['aria-label']}
            loading={loading}
            selection={selection}
            selectLabel={labels.selectRow}
            cardRender={props.cardRender}
            cardColumns={props.cardColumns}
            onRowClick={props.onRowClick}
            t={labels.t}
          />
        ))
      ) : (
        <Table.ScrollContainer minWidth={minWidth} maxHeight={props.maxHeight}>
          <Table
            className={classes.table}
            aria-label={props['aria-label']}
            striped={settings.striped}
            withColumnBorders={settings.bordered}
            withTableBorder={settings.bordered}
            highlightOnHover
            stickyHeader={props.maxHeight !== undefined}
            verticalSpacing={SPACING[settings.density]}
            fz={FONT[settings.density]}
          >
            <TableHead
              columns={visible}
              sticky={sticky}
              selectAll={selectAll}
              withExpander={Boolean(expandable)}
              sort={props.sort ?? null}
              onSortChange={props.onSortChange}
              bordered={settings.bordered}
              stickyHeader={props.maxHeight !== undefined}
            />
            <Table.Tbody
              className={cx(classes.rows, loading && rows.length > 0 && classes.busy)}
              {...{ [ROW_SLOTS_ATTRIBUTE]: '' }}
            >
              {message ? (
                <BodyMessage span={span}>{message}</BodyMessage>
              ) : loading && rows.length === 0 ? (
                <SkeletonRows rows={pagination?.pageSize ?? 5} columns={span} />
              ) : (
                items.map((item) => (
                  <TableRowView
                    key={isTree || expandable ? item.key : (slots.get(item.key) ?? item.key)}
                    item={item}
                    columns={visible}
                    sticky={sticky}
                    labels={labels}
                    selectable={Boolean(selection)}
                    selected={selection?.selectedKeys.has(item.key) ?? false}
                    onSelect={onSelect}
                    expandable={expandable}
                    detailsOpen={openDetails.has(item.key)}
                    onToggleDetails={onToggleDetails}
                    tree={isTree}
                    onToggleTree={onToggleTree}
                    onRowClick={props.onRowClick}
                    striped={settings.striped}
                    bordered={settings.bordered}
                  />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pagination && !failed && <TablePagination paging={pagination} compact={asCards} />}
    </Box>
  );
}
