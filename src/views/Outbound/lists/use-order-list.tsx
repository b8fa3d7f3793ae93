import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import type { OutboundQuery } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import { rowActionsColumn } from '@/views/Business/shared/row-actions-column';
import type { ListSource } from '@/views/Business/shared/list-source';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { LIST_ACTIONS, LIST_HANDLERS, useOutboundActions } from '../parts/outbound-actions';
import { outboundColumns } from './outbound-columns';
import { useBulkFiles } from './use-bulk-files';
import { useCarriers } from './use-carriers';
import { useStableRowActions } from '@/views/Business/shared/use-stable-row-actions';

/** Steps a row opens a page for (edit's form, pack's weight, ship's number): not for many at once. */
const OWN_PAGE = new Set(Object.keys(LIST_HANDLERS ?? {}));

export interface OrderListOptions {
  /** which orders (order-sources.ts) */
  source: ListSource<OutboundOrder, OutboundQuery>;
  extraColumns?: (locale: string) => TableColumn<OutboundOrder>[];
  /** the row's actions in the order they are offered (the first is the row's button) */
  specs?: readonly ActionSpec[];
}

/**
 * An outbound list's state, columns, row and bulk actions: what the list, the FBA list and the
 * warehouse queue share. Which actions a row offers is the chart's answer (`useOutboundActions`).
 */
/** What the chart's answer for a row depends on: its state and the facts its guards read. */
const chartFactsOf = (order: OutboundOrder) =>
  `${order.status}|${order.exceptionReason ?? ''}|${order.businessMode}|${order.waybillUploaded}`;

export function useOrderList({ source, extraColumns, specs = LIST_ACTIONS }: OrderListOptions) {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const carriers = useCarriers();
  const list = useBusinessList<OutboundOrder, OutboundQuery>({ ...source, rowKey: (row) => row.id });
  const rowActions = useOutboundActions(specs, list.reload, LIST_HANDLERS);
  const actions = useMemo(
    () => ({
      ...rowActions,
      bulkActionsFor: (orders: OutboundOrder[]) =>
        rowActions.bulkActionsFor(orders).filter((spec) => !OWN_PAGE.has(spec.event)),
    }),
    [rowActions],
  );
  const stableActions = useStableRowActions(rowActions, chartFactsOf);
  const files = useBulkFiles({ canPrint: hasPermission('outbound:print'), onChanged: list.reload });
  const columns = useMemo<TableColumn<OutboundOrder>[]>(
    () => [
      ...outboundColumns(
        { locale, t, withCustomer: role === 'operator', carriers },
        extraColumns?.(locale) ?? [],
      ),
      // the order's number is its link: one way to open a row, one tab stop per row
      rowActionsColumn(stableActions),
    ],
    [locale, t, role, carriers, extraColumns, stableActions],
  );
  return { list, actions, files, columns, role, hasPermission, locale, t };
}
