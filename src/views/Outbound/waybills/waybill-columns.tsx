import { Badge, Text } from '@mantine/core';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { WAYBILL_STATES, type WaybillState } from '@/api/rules/waybill';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';

const STATE_COLORS: Record<WaybillState, string> = {
  MISSING: 'orange',
  UPLOADED: 'teal',
  PENDING: 'gray',
  GENERATED: 'indigo',
};

const MODES = ['WAREHOUSE_AND_DELIVERY', 'WAREHOUSE_ONLY'] as const;

export function WaybillStateBadge({ state, label }: { state: WaybillState; label: string }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

export const WAYBILL_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'outbound.waybill.list.keyword' },
  {
    field: 'waybill',
    kind: 'select',
    label: 'outbound.waybill.field.state',
    options: WAYBILL_STATES.map((state) => ({ value: state, labelKey: `outbound.waybill.state.${state}` })),
    props: { clearable: true },
  },
  {
    field: 'businessMode',
    kind: 'select',
    label: 'outbound.waybill.field.mode',
    options: MODES.map((mode) => ({ value: mode, labelKey: `outbound.waybill.mode.${mode}` })),
    props: { clearable: true },
  },
  {
    field: 'warehouseCode',
    kind: 'select',
    label: 'business.field.warehouse',
    options: warehouseOptions,
    props: { clearable: true, searchable: true },
  },
];

export function waybillColumns(
  locale: string,
  withCustomer: boolean,
  t: (key: string) => string,
): TableColumn<OutboundWaybillRow>[] {
  return [
    {
      field: 'outboundNo',
      title: 'business.field.documentNo',
      sortable: true,
      width: 170,
      render: (row) => (
        <Text fz="sm" ff="monospace">
          {row.outboundNo}
        </Text>
      ),
    },
    { field: 'referenceNo', title: 'business.field.referenceNo', width: 140 },
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 90,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 90 },
    { field: 'carrierCode', title: 'outbound.batch.field.carrier', width: 120 },
    {
      field: 'businessMode',
      title: 'outbound.waybill.field.mode',
      width: 150,
      render: (row) => t(`outbound.waybill.mode.${row.businessMode}`),
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (row) => <StatusBadge kind="outbound" status={row.status} />,
    },
    {
      field: 'waybill',
      title: 'outbound.waybill.field.state',
      width: 150,
      render: (row) => (
        <WaybillStateBadge state={row.waybill} label={t(`outbound.waybill.state.${row.waybill}`)} />
      ),
    },
    {
      field: 'fileName',
      title: 'outbound.waybill.field.file',
      width: 180,
      render: (row) =>
        row.fileName
          ? `${row.fileName} · ${row.uploadedAt ? formatDateTime(row.uploadedAt, locale) : ''}`
          : '—',
    },
    {
      field: 'trackingNo',
      title: 'outbound.batch.field.trackingNo',
      width: 150,
      render: (row) => row.trackingNo || '—',
    },
  ];
}
