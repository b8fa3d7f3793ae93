import { Button, Group, Stack } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { ExportFormat, ListQuery } from '@/api/business/types/api';
import { DataTable } from '@/components/Table/DataTable';
import type { CardContext, TableSelection } from '@/components/Table/table-props';
import type { TableColumn } from '@/components/Table/types';
import { actionLabel } from './action-spec';
import { ExportMenu } from './ExportMenu';
import type { FilterSchema } from './filter-form';
import { BUSINESS_PAGE_SIZES } from './list-limits';
import { ListSearch } from './ListSearch';
import { markCommitted } from './render-marks';
import type { StatusKind } from './StatusBadge';
import { StatusTabs } from './StatusTabs';
import type { BusinessListApi } from './use-business-list';
import type { ActionButtonsApi } from './use-document-actions';

export interface BusinessListProps<Row, Q extends ListQuery> {
  list: BusinessListApi<Row, Q>;
  columns: TableColumn<Row>[];
  /** display text naming the list (the table's accessible name) */
  'aria-label': string;
  /** the filter bar's fields; a date range field `created` filters `createdFrom`/`createdTo` */
  searchSchema?: FilterSchema;
  /** status tabs with live counts */
  statusTabs?: { kind: StatusKind; statuses: readonly string[] };
  /** the module's export call: the current filters, every page */
  exporter?: (format: ExportFormat, query: BusinessListApi<Row, Q>['exportQuery']) => Promise<Blob>;
  /** the export file's name before date and extension */
  exportName?: string;
  /** buttons at the start of the toolbar (add…) */
  toolbar?: ReactNode;
  /** lifecycle actions: rows become selectable and the selection bar offers the bulk actions */
  actions?: ActionButtonsApi<Row>;
  /** more selection-bar buttons, given the ticked rows (rows become selectable) */
  bulkActions?: (rows: Row[]) => ReactNode;
  /** said when nothing exists yet (no filter set), with what to do about it */
  emptyMessage?: string;
  emptyAction?: ReactNode;
  onRowClick?: (row: Row) => void;
  cardRender?: (row: Row, context: CardContext) => ReactNode;
  cardMode?: 'auto' | 'always' | 'never';
  /** a row appended after the page's rows (a totals row), given them; not selectable */
  summaryRow?: (rows: Row[]) => Row | null;
}

/** A business list: filter bar, status tabs, the schema table with paging and selection, export. */
export function BusinessList<Row, Q extends ListQuery>(props: BusinessListProps<Row, Q>) {
  const { list, actions, bulkActions, exporter } = props;
  const { t } = useTranslate();
  const filtered = Object.keys(list.state.filter).length > 0 || list.state.status !== '';
  const { selection } = list;

  const selectable = Boolean(actions || bulkActions);
  const summary = props.summaryRow && list.rows.length > 0 ? props.summaryRow(list.rows) : null;
  const rows = summary ? [...list.rows, summary] : list.rows;
  const { listId, rows: loadedRows } = list;
  useLayoutEffect(() => markCommitted(listId), [listId, loadedRows]);
  const tableSelection: TableSelection<Row> | undefined = useMemo(
    () =>
      selectable
        ? {
            selectedKeys: selection.keys,
            onChange: selection.change,
            onClear: selection.clear,
            bulkActions: () => (
              <>
                {actions?.bulkActionsFor(selection.rows).map((spec) => (
                  <Button
                    key={spec.event}
                    size="xs"
                    variant="light"
                    color={spec.color ?? (spec.confirm ? 'red' : undefined)}
                    onClick={() => actions.startBulk(selection.rows, spec)}
                  >
                    {t(actionLabel(spec))}
                  </Button>
                ))}
                {bulkActions?.(selection.rows)}
              </>
            ),
          }
        : undefined,
    [selectable, selection, actions, bulkActions, t],
  );

  const resetFilters = (
    <Button variant="default" leftSection={<IconRestore size={16} />} onClick={list.reset}>
      {t('business.list.resetFilters')}
    </Button>
  );
  const pagination = useMemo(
    () => ({
      page: list.state.page,
      pageSize: list.pageSize,
      total: list.total,
      pageSizes: BUSINESS_PAGE_SIZES,
      onPageChange: list.setPage,
      onPageSizeChange: list.setPageSize,
    }),
    [list.state.page, list.pageSize, list.total, list.setPage, list.setPageSize],
  );

  return (
    <Stack gap="sm">
      {props.searchSchema && (
        <ListSearch
          schema={props.searchSchema}
          filter={list.state.filter}
          onSearch={list.setFilter}
          label={t('business.list.search', { list: props['aria-label'] })}
        />
      )}
      <div>
        {props.statusTabs && (
          <StatusTabs
            kind={props.statusTabs.kind}
            statuses={props.statusTabs.statuses}
            value={list.state.status}
            counts={list.counts}
            onChange={list.setStatus}
          />
        )}
        <DataTable
          tableId={list.listId}
          aria-label={props['aria-label']}
          columns={props.columns}
          rows={rows}
          rowKey={list.rowKey}
          loading={list.loading}
          error={
            list.error ? (list.error instanceof Error ? list.error.message : String(list.error)) : undefined
          }
          onRetry={list.reload}
          onRefresh={list.reload}
          pagination={pagination}
          sort={list.sort}
          onSortChange={list.setSort}
          selection={tableSelection}
          emptyMessage={
            filtered ? t('business.list.emptyFiltered') : (props.emptyMessage ?? t('business.list.emptyNone'))
          }
          emptyAction={filtered ? resetFilters : props.emptyAction}
          onRowClick={props.onRowClick}
          cardRender={props.cardRender}
          cardMode={props.cardMode}
          toolbar={
            (props.toolbar || exporter) && (
              <Group gap="xs" wrap="wrap">
                {props.toolbar}
                {exporter && (
                  <ExportMenu
                    fileName={props.exportName ?? list.listId}
                    onExport={(format) => exporter(format, list.exportQuery)}
                  />
                )}
              </Group>
            )
          }
        />
        {actions?.dialog}
      </div>
    </Stack>
  );
}
