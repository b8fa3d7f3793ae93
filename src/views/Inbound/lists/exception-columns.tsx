import type { InboundExceptionRow } from '@/api/business/inbound';
import type { TableColumn } from '@/components/Table/types';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { keyedOptions, OPERATOR_EXCEPTION_TYPES, RESOLUTIONS } from '../parts/inbound-options';
import { ExceptionPhotos } from '../parts/ExceptionPhotos';
import { orderNoColumn } from './inbound-columns';

const TYPES = ['SHORT', 'OVER', 'DAMAGED', ...OPERATOR_EXCEPTION_TYPES];

export const EXCEPTION_SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'inbound.exceptions.keyword' },
  {
    field: 'type',
    kind: 'select',
    label: 'inbound.exception.type',
    options: keyedOptions('exceptionType', TYPES),
    props: { clearable: true },
  },
];

export function exceptionColumns(withCustomer: boolean): TableColumn<InboundExceptionRow>[] {
  return [
    orderNoColumn((row) => row.inboundId),
    {
      field: 'customerId',
      title: 'business.field.customer',
      width: 100,
      hidden: !withCustomer,
      cardHidden: !withCustomer,
    },
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 100 },
    {
      field: 'type',
      title: 'inbound.exception.type',
      width: 130,
      options: keyedOptions('exceptionType', TYPES),
    },
    { field: 'boxNo', title: 'inbound.receiving.box', width: 70, sortable: true, align: 'right' },
    { field: 'sku', title: 'inbound.line.sku', width: 150 },
    { field: 'qty', title: 'inbound.exception.qty', width: 80, sortable: true, align: 'right' },
    {
      field: 'status',
      title: 'business.field.status',
      width: 130,
      render: (row) => <StatusBadge kind="inboundException" status={row.status} />,
    },
    {
      field: 'resolution',
      title: 'inbound.exception.resolution',
      width: 170,
      options: keyedOptions('resolution', RESOLUTIONS),
    },
    {
      field: 'photos',
      title: 'inbound.exception.photos',
      width: 150,
      render: (row) => <ExceptionPhotos photos={row.photos} />,
    },
  ];
}
