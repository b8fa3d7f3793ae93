import type { CSSProperties } from 'react';
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

// Plain elements in the cells: 50 rows of Mantine Text/Anchor cost a filter change more than the
// budget allows (scripts/bench-outbound-list.mjs); the styles are Mantine's variables.
const LINK: CSSProperties = {
  color: 'var(--mantine-color-anchor)',
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-sm)',
  textDecoration: 'none',
};
const MONO: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)' };
const SMALL_LINE: CSSProperties = { display: 'block', fontSize: 'var(--mantine-font-size-xs)' };

/** The order's number, a link to the order (a click on it does not reach the row). */
export const orderNoColumn: TableColumn<OutboundOrder> = {
  field: 'outboundNo',
  title: 'business.field.documentNo',
  sortable: true,
  width: 180,
  render: (row) => (
    <a href={`#${detailPath(row.id)}`} style={LINK} onClick={stop}>
      {row.outboundNo}
    </a>
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
    <>
      <StatusBadge kind="outbound" status={row.status} />
      {row.exceptionReason && (
        <span style={{ ...SMALL_LINE, color: 'var(--mantine-color-red-text)', marginTop: 2 }}>
          {t(reasonKey(row.exceptionReason))}
        </span>
      )}
    </>
  ),
});

export const units = (order: OutboundOrder) => order.lines.reduce((sum, line) => sum + line.qty, 0);

function TrackingLink({ order, carrier, t }: { order: OutboundOrder; carrier?: Carrier; t: T }) {
  if (!order.trackingNo) return <>—</>;
  const url = trackingUrl(carrier, order.trackingNo);
  if (!url) return <span style={MONO}>{order.trackingNo}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      style={LINK}
      onClick={stop}
      aria-label={t('outbound.list.trackingLink', { trackingNo: order.trackingNo })}
    >
      {order.trackingNo}
    </a>
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
    { field: 'warehouseCode', title: 'business.field.warehouse', sortable: true, width: 140 },
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
        <>
          {/* cut to the cell's width: the whole name on hover, as the list's one-line cells give it */}
          <span
            title={row.consignee.name}
            style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.consignee.name}
          </span>
          <span style={{ ...SMALL_LINE, color: 'var(--mantine-color-dimmed)' }}>
            {countryName(row.consignee.countryCode, locale)}
          </span>
        </>
      ),
    },
    ...extra,
    {
      field: 'units',
      title: 'outbound.list.linesUnits',
      width: 110,
      align: 'right',
      render: (row) => `${formatNumber(row.lines.length, locale)} / ${formatNumber(units(row), locale)}`,
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
      render: (row) => <span style={MONO}>{row.fba?.fbaShipmentId || '—'}</span>,
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
