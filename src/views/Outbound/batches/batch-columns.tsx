import { Text } from '@mantine/core';
import { BATCH_KINDS } from '@machines/business/outbound-batch.machine';
import type { OutboundBatch } from '@/api/business/types/documents';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatNumber } from '@/i18n/format';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';

export const kindOptions = BATCH_KINDS.map((kind) => ({
  value: kind,
  labelKey: `outbound.batch.kind.${kind}`,
}));

/** The batch list's filters: number or remark, kind, warehouse, carrier, created range. */
export const BATCH_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'outbound.batch.list.keyword' },
  {
    field: 'kind',
    kind: 'select',
    label: 'outbound.batch.field.kind',
    options: kindOptions,
    props: { clearable: true },
  },
  {
    field: 'warehouseCode',
    kind: 'select',
    label: 'business.field.warehouse',
    options: warehouseOptions,
    props: { clearable: true, searchable: true },
  },
  { field: 'carrierCode', kind: 'text', label: 'outbound.batch.field.carrier' },
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
];

export function batchColumns(locale: string, withCustomer: boolean): TableColumn<OutboundBatch>[] {
  const at = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  return [
    {
      field: 'batchNo',
      title: 'outbound.batch.field.batchNo',
      sortable: true,
      width: 160,
      render: (row) => (
        <Text fz="sm" ff="monospace">
          {row.batchNo}
        </Text>
      ),
    },
    { field: 'kind', title: 'outbound.batch.field.kind', width: 120, options: kindOptions },
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 100,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
      render: (row) => row.customerId ?? '—',
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 100 },
    { field: 'carrierCode', title: 'outbound.batch.field.carrier', width: 130 },
    {
      field: 'orders',
      title: 'outbound.batch.field.orderCount',
      sortable: true,
      width: 90,
      render: (row) => formatNumber(row.orderIds.length, locale),
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (row) => <StatusBadge kind="outboundBatch" status={row.status} />,
    },
    {
      field: 'createdAt',
      title: 'business.field.createdAt',
      sortable: true,
      width: 160,
      render: (row) => at(row.createdAt),
    },
    {
      field: 'printedAt',
      title: 'outbound.batch.field.printedAt',
      width: 160,
      render: (row) => at(row.printedAt),
    },
    {
      field: 'handedOverAt',
      title: 'outbound.batch.field.handedOverAt',
      width: 160,
      render: (row) => at(row.handedOverAt),
    },
  ];
}
