import { Anchor, Stack, Text } from '@mantine/core';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { Carrier } from '@/api/business/types/master';
import type { TableColumn } from '@/components/Table/types';
import { countryName, formatDateTime, formatNumber } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { detailPath } from '../parts/outbound-paths';
import { REASON_OPTIONS, TYPE_OPTIONS } from './outbound-search';
import { trackingUrl } from './use-carriers';

type T = (key: string, params?: Record<string, string | number>) => string;

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** The order's number, a link to the order (a click on it does not reach the row). */
export const orderNoColumn: TableColumn<OutboundOrder> = {
  field: 'outboundNo',
  title: 'business.field.documentNo',
  sortable: true,
  width: 180,
  render: (row) => (
    <Anchor href={`#${detailPath(row.id)}`} fz="sm" ff="monospace" onClick={stop}>
      {row.outboundNo}
    </Anchor>
  ),
};

const reasonKey = (reason: string) =>
  REASON_OPTIONS.find((option) => option.value === reason)?.labelKey ?? reason;

/** The status, and for an order in exception why, in words. */
export const statusColumn = (t: T): TableColumn<OutboundOrder> => ({
  field: 'status',
  title: 'business.field.status',
  width: 150,
  render: (row) => (
    <Stack gap={2} align="flex-start">
      <StatusBadge kind="outbound" status={row.status} />
      {row.exceptionReason && (
        <Text fz="xs" c="red.7">
          {t(reasonKey(row.exceptionReason))}
        </Text>
      )}
    </Stack>
  ),
});

export const units = (order: OutboundOrder) => order.lines.reduce((sum, line) => sum + line.qty, 0);

function TrackingLink({ order, carrier, t }: { order: OutboundOrder; carrier?: Carrier; t: T }) {
  if (!order.trackingNo) return <>—</>;
  const url = trackingUrl(carrier, order.trackingNo);
  if (!url)
    return (
      <Text fz="sm" ff="monospace" span>
        {order.trackingNo}
      </Text>
    );
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      fz="sm"
      ff="monospace"
      onClick={stop}
      aria-label={t('outbound.list.trackingLink', { trackingNo: order.trackingNo })}
    >
      {order.trackingNo}
    </Anchor>
  );
}

export interface ColumnContext {
  locale: string;
  t: T;
  withCustomer: boolean;
  carriers: Map<string, Carrier>;
}

/** The list's columns (business.md §6); the FBA list adds its own after the consignee. */
export function outboundColumns(
  { locale, t, withCustomer, carriers }: ColumnContext,
  extra: TableColumn<OutboundOrder>[] = [],
): TableColumn<OutboundOrder>[] {
  return [
    orderNoColumn,
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
    { field: 'type', title: 'outbound.list.type', width: 80, options: TYPE_OPTIONS },
    statusColumn(t),
    { field: 'warehouseCode', title: 'business.field.warehouse', sortable: true, width: 100 },
    {
      field: 'carrierCode',
      title: 'outbound.list.carrier',
      width: 150,
      ellipsis: true,
      render: (row) => carriers.get(row.carrierCode)?.name ?? row.carrierCode,
    },
    {
      field: 'countryCode',
      title: 'outbound.list.consignee',
      sortable: true,
      width: 170,
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" lineClamp={1}>
            {row.consignee.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {countryName(row.consignee.countryCode, locale)}
          </Text>
        </Stack>
      ),
    },
    ...extra,
    {
      field: 'units',
      title: 'outbound.list.linesUnits',
      width: 110,
      align: 'right',
      render: (row) => (
        <Text fz="sm" span>
          {formatNumber(row.lines.length, locale)} / {formatNumber(units(row), locale)}
        </Text>
      ),
    },
    {
      field: 'trackingNo',
      title: 'outbound.list.trackingNo',
      width: 170,
      render: (row) => <TrackingLink order={row} carrier={carriers.get(row.carrierCode)} t={t} />,
    },
    {
      field: 'createdAt',
      title: 'business.field.createdAt',
      sortable: true,
      width: 160,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      field: 'updatedAt',
      title: 'business.field.updatedAt',
      sortable: true,
      width: 160,
      hidden: true,
      render: (row) => formatDateTime(row.updatedAt, locale),
    },
  ];
}

/** The FBA shipment's own columns. */
export function fbaColumns(locale: string): TableColumn<OutboundOrder>[] {
  return [
    {
      field: 'fbaWarehouseCode',
      title: 'outbound.fba.fbaWarehouseCode',
      width: 110,
      render: (row) => row.fba?.fbaWarehouseCode || '—',
    },
    {
      field: 'fbaShipmentId',
      title: 'outbound.fba.fbaShipmentId',
      width: 150,
      render: (row) => (
        <Text fz="sm" ff="monospace" span>
          {row.fba?.fbaShipmentId || '—'}
        </Text>
      ),
    },
    {
      field: 'amazonReferenceId',
      title: 'outbound.fba.amazonReferenceId',
      width: 130,
      render: (row) => row.fba?.amazonReferenceId || '—',
    },
    {
      field: 'cartons',
      title: 'outbound.fba.cartons',
      width: 90,
      align: 'right',
      render: (row) => formatNumber(row.fba?.cartons.length ?? 0, locale),
    },
  ];
}
