import { Anchor, Text } from '@mantine/core';
import type { InboundOrder } from '@/api/business/types/documents';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import type { TableColumn } from '@/components/Table/types';
import type { FieldOption } from '@/components/Form/types';
import { getWarehouseList } from '@/api/business/warehouse';
import { formatDate, formatDateTime, formatNumber } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { INBOUND_TYPES, keyedOptions, SHIPPING_MODES } from '../parts/inbound-options';
import { detailPath } from '../parts/inbound-paths';

const warehouseOptions = async (): Promise<FieldOption[]> => {
  const page = await getWarehouseList({ pageIndex: 1, pageSize: 200 });
  return page.list.map((w) => ({ value: w.code, label: `${w.code} · ${w.nameEn || w.name}` }));
};

/** The list's filters (business.md §5): number/reference, warehouse, type, created and ETA ranges. */
export const INBOUND_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'inbound.list.keyword' },
  {
    field: 'warehouseCode',
    kind: 'select',
    label: 'business.field.warehouse',
    options: warehouseOptions,
    props: { clearable: true, searchable: true },
  },
  {
    field: 'type',
    kind: 'select',
    label: 'inbound.field.type',
    options: keyedOptions('type', INBOUND_TYPES),
    props: { clearable: true },
  },
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
  { field: 'eta', kind: 'dateRange', label: 'inbound.list.etaRange' },
];

/** The order's number, a link to the order (a click on it does not reach the row). */
export const orderNoColumn = <R extends { inboundNo: string }>(
  orderIdOf: (row: R) => string,
): TableColumn<R> => ({
  field: 'inboundNo',
  title: 'business.field.documentNo',
  sortable: true,
  width: 170,
  render: (row) => (
    <Anchor
      href={`#${detailPath(orderIdOf(row))}`}
      fz="sm"
      ff="monospace"
      onClick={(event) => event.stopPropagation()}
    >
      {row.inboundNo}
    </Anchor>
  ),
});

export function inboundColumns(locale: string, withCustomer: boolean): TableColumn<InboundOrder>[] {
  return [
    orderNoColumn((row) => row.id),
    {
      field: 'referenceNo',
      title: 'business.field.referenceNo',
      sortable: true,
      width: 130,
      render: (row) => row.referenceNo || '—',
    },
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 100,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 100 },
    { field: 'type', title: 'inbound.field.type', width: 120, options: keyedOptions('type', INBOUND_TYPES) },
    {
      field: 'shippingMode',
      title: 'inbound.field.shippingMode',
      width: 120,
      options: keyedOptions('shippingMode', SHIPPING_MODES),
      hidden: true,
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 120,
      render: (row) => <StatusBadge kind="inbound" status={row.status} />,
    },
    {
      field: 'eta',
      title: 'inbound.field.eta',
      sortable: true,
      width: 120,
      render: (row) => formatDate(row.eta, locale),
    },
    {
      field: 'units',
      title: 'inbound.list.boxesUnits',
      sortable: true,
      width: 120,
      align: 'right',
      render: (row) => (
        <Text fz="sm" span>
          {formatNumber(row.totals.boxes, locale)} / {formatNumber(row.totals.units, locale)}
        </Text>
      ),
    },
    {
      field: 'trackingNos',
      title: 'inbound.field.trackingNos',
      width: 160,
      hidden: true,
      ellipsis: true,
      render: (row) => row.trackingNos.join(', ') || '—',
    },
    {
      field: 'createdAt',
      title: 'business.field.createdAt',
      sortable: true,
      width: 160,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
  ];
}
