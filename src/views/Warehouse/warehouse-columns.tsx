import { Anchor } from '@mantine/core';
import type { Warehouse } from '@/api/business/types/master';
import type { TableColumn } from '@/components/Table/types';
import { formatDateTime } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';

export function warehouseColumns(
  locale: string,
  kind: Warehouse['kind'],
  onOpen: (warehouse: Warehouse) => void,
): TableColumn<Warehouse>[] {
  return [
    {
      field: 'code',
      title: 'warehouse.field.code',
      sortable: true,
      width: 120,
      render: (w) => (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onOpen(w)}>
          {w.code}
        </Anchor>
      ),
    },
    { field: 'nameEn', title: 'warehouse.field.nameEn', sortable: true, minWidth: 180 },
    { field: 'name', title: 'warehouse.field.name', minWidth: 140, hidden: true },
    { field: 'countryCode', title: 'warehouse.field.countryCode', width: 90 },
    { field: 'city', title: 'warehouse.field.city', render: (w) => w.address.city, minWidth: 120 },
    { field: 'timezone', title: 'warehouse.field.timezone', minWidth: 160, hidden: kind === 'SELF_SERVICE' },
    { field: 'currency', title: 'warehouse.field.currency', width: 90 },
    { field: 'ownerCustomerId', title: 'warehouse.field.owner', width: 120, hidden: kind === 'OFFICIAL' },
    {
      field: 'createdAt',
      title: 'warehouse.field.createdAt',
      sortable: true,
      minWidth: 150,
      render: (w) => formatDateTime(w.createdAt, locale),
    },
    {
      field: 'status',
      title: 'warehouse.field.status',
      width: 120,
      render: (w) => <StatusBadge kind="warehouse" status={w.status} />,
    },
  ];
}
