import { OUTBOUND_STATUSES } from '@machines/business/outbound-order.machine';
import { exportOutbounds } from '@/api/business/outbound';
import type { OutboundQuery } from '@/api/business/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { TableColumn } from '@/components/Table/types';
import { navigate } from '@/app/router/hash-location';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { ListSource } from '@/views/Business/shared/list-source';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { detailPath } from '../parts/outbound-paths';
import { useOrderList } from './use-order-list';
import { useMemo, type ReactNode } from 'react';

/** A row's click opens its order (one function for the list's life: the rows are memoised). */
const openOrder = (row: OutboundOrder) => navigate(detailPath(row.id));

export interface AllOrdersProps {
  /** which orders (order-sources.ts) */
  source: ListSource<OutboundOrder, OutboundQuery>;
  label: string;
  search: (locale: string) => FilterSchema;
  extraColumns?: (locale: string) => TableColumn<OutboundOrder>[];
  /** the customer's "new" button, when it may add */
  addButton: ReactNode;
  emptyMessage: string;
  exportName: string;
}

/** Every outbound order the user may see (or the FBA ones): tabs, filters, row and bulk actions, export. */
export function AllOrders(props: AllOrdersProps) {
  const { list, actions, files, columns, hasPermission, locale } = useOrderList({
    source: props.source,
    extraColumns: props.extraColumns,
  });
  // one schema per language: a new one each render would rebuild every filter field (and its options)
  const { search } = props;
  const schema = useMemo(() => search(locale), [search, locale]);
  return (
    <>
      <BusinessList
        list={list}
        aria-label={props.label}
        columns={columns}
        searchSchema={schema}
        statusTabs={{ kind: 'outbound', statuses: OUTBOUND_STATUSES }}
        exporter={hasPermission('outbound:export') ? exportOutbounds : undefined}
        exportName={props.exportName}
        actions={actions}
        bulkActions={files.buttons}
        onRowClick={openOrder}
        toolbar={props.addButton}
        emptyMessage={props.emptyMessage}
        emptyAction={props.addButton}
      />
      {files.dialog}
    </>
  );
}
