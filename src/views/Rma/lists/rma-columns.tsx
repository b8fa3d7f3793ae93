import { Anchor, Stack, Text } from '@mantine/core';
import type { Rma } from '@/api/business/types/documents';
import { rmaReceivedAt } from '@/api/rules/rma';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime, formatNumber } from '@/i18n/format';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { detailPath as outboundDetailPath } from '@/views/Outbound/parts/outbound-paths';
import { RMA_SOURCE_OPTIONS, returnWarehouseOptions } from '../parts/rma-options';
import { rmaDetailPath } from '../parts/rma-paths';

/** The list's filters: the API's query names (`Rma/GetList`). */
export const RMA_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'rma.list.keyword' },
  {
    field: 'warehouseCode',
    kind: 'select',
    label: 'business.field.warehouse',
    options: returnWarehouseOptions,
    props: { clearable: true, searchable: true },
  },
  {
    field: 'source',
    kind: 'select',
    label: 'rma.field.source',
    options: RMA_SOURCE_OPTIONS,
    props: { clearable: true },
  },
  { field: 'sku', kind: 'text', label: 'business.field.sku' },
  { field: 'originalOutboundNo', kind: 'text', label: 'rma.field.originalOutboundNo' },
  { field: 'created', kind: 'dateRange', label: 'business.field.createdRange' },
  { field: 'received', kind: 'dateRange', label: 'rma.list.receivedRange' },
];

const sum = (rma: Rma, of: (line: Rma['lines'][number]) => number) =>
  rma.lines.reduce((total, line) => total + of(line), 0);

/** A link that does not also open the row. */
/** The return's SKUs, in the order of its lines. */
const skuList = (rma: Rma) => rma.lines.map((line) => line.sku).join(', ');

function RowLink({ to, children, mono }: { to: string; children: string; mono?: boolean }) {
  return (
    <Anchor
      href={`#${to}`}
      fz="sm"
      ff={mono ? 'monospace' : undefined}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}

export interface RmaColumnWords {
  /** "3 SKUs · 5 units" */
  expected: (skus: string, units: string) => string;
  /** "good 3 · defective 1 · unidentified 0" */
  graded: (good: string, defective: string, unidentified: string) => string;
}

/** What a person looks for in a return: its number, where it comes from, what is expected and found. */
export function rmaColumns(locale: string, withCustomer: boolean, words: RmaColumnWords): TableColumn<Rma>[] {
  const n = (value: number) => formatNumber(value, locale);
  return [
    {
      field: 'rmaNo',
      title: 'rma.field.rmaNo',
      sortable: true,
      width: 170,
      render: (row) => (
        <RowLink to={rmaDetailPath(row.id)} mono>
          {row.rmaNo}
        </RowLink>
      ),
    },
    {
      field: 'referenceNo',
      title: 'business.field.referenceNo',
      width: 140,
      render: (row) => row.referenceNo || '—',
    },
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 100,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
    },
    { field: 'source', title: 'rma.field.source', width: 130, options: RMA_SOURCE_OPTIONS },
    {
      field: 'originalOutboundNo',
      title: 'rma.field.originalOutboundNo',
      width: 170,
      render: (row) =>
        row.originalOutboundNo ? (
          <RowLink to={outboundDetailPath(row.originalOutboundNo)} mono>
            {row.originalOutboundNo}
          </RowLink>
        ) : (
          '—'
        ),
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 100 },
    {
      field: 'expected',
      title: 'rma.list.expected',
      width: 150,
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" span>
            {words.expected(n(row.lines.length), n(sum(row, (line) => line.expectedQty)))}
          </Text>
          {/* cut to the cell's width: the whole list on hover (and to a screen reader, the text) */}
          <Text fz="xs" c="dimmed" span truncate title={skuList(row)}>
            {skuList(row)}
          </Text>
        </Stack>
      ),
    },
    {
      field: 'graded',
      title: 'rma.list.graded',
      width: 200,
      render: (row) =>
        rmaReceivedAt(row) === null
          ? '—'
          : words.graded(
              n(sum(row, (line) => line.goodQty)),
              n(sum(row, (line) => line.defectiveQty)),
              n(sum(row, (line) => line.unidentifiedQty)),
            ),
    },
    {
      field: 'status',
      title: 'business.field.status',
      width: 110,
      render: (row) => <StatusBadge kind="rma" status={row.status} />,
    },
    { field: 'trackingNo', title: 'rma.field.trackingNo', width: 150, hidden: true },
    {
      field: 'createdAt',
      title: 'business.field.createdAt',
      sortable: true,
      width: 160,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      field: 'receivedAt',
      title: 'rma.list.receivedAt',
      width: 160,
      render: (row) => {
        const at = rmaReceivedAt(row);
        return at ? formatDateTime(at, locale) : '—';
      },
    },
  ];
}
