import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Carrier } from '@/api/business/types/master';
import { deleteCarriers, type CarrierQuery } from '@/api/business/warehouse';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { EditDeleteButtons } from '@/views/Business/shared/EditDeleteButtons';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useConfirmDelete } from '@/views/Business/shared/use-confirm-delete';
import { CARRIER_TYPES } from './carrier-form-schema';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import { CarrierDetail } from './CarrierDetail';
import { CarrierForm } from './CarrierForm';
import { CARRIERS } from './list-sources';

const SEARCH: FilterSchema = [
  {
    field: 'keyword',
    kind: 'text',
    label: 'business.field.keyword',
    placeholder: 'warehouse.carrier.field.code',
  },
  {
    field: 'type',
    kind: 'select',
    label: 'warehouse.carrier.field.type',
    options: CARRIER_TYPES.map((type) => ({ value: type, labelKey: `warehouse.carrier.type.${type}` })),
  },
  { field: 'warehouseCode', kind: 'select', label: 'business.field.warehouse', options: warehouseOptions },
];

/** `views/Warehouse/CarrierList`: logistics products (business.md §3); operators maintain them. */
export default function CarrierList() {
  const { t } = useTranslate();
  const { hasPermission } = usePermission();
  const [open, setOpen] = useState<Carrier | null>(null);
  const [editing, setEditing] = useState<{ carrier: Carrier | null } | null>(null);
  const list = useBusinessList<Carrier, CarrierQuery>({ ...CARRIERS, rowKey: (c) => c.id });

  const confirm = useConfirmDelete();
  const confirmDelete = (c: Carrier) =>
    confirm(
      {
        title: t('warehouse.carrier.deleteTitle'),
        message: t('warehouse.carrier.deleteMessage', { code: c.code }),
        deleted: t('warehouse.carrier.deleted', { code: c.code }),
      },
      () => deleteCarriers([c.id]),
      list.reload,
    );

  const canEdit = hasPermission('carrier:edit');
  const canDelete = hasPermission('carrier:delete');
  const columns: TableColumn<Carrier>[] = [
    {
      field: 'code',
      title: 'warehouse.carrier.field.code',
      sortable: true,
      width: 130,
      render: (c) => (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => setOpen(c)}>
          {c.code}
        </Anchor>
      ),
    },
    { field: 'name', title: 'warehouse.carrier.field.name', sortable: true, minWidth: 180 },
    { field: 'carrierName', title: 'warehouse.carrier.field.carrierName', width: 120 },
    {
      field: 'type',
      title: 'warehouse.carrier.field.type',
      width: 110,
      render: (c) => t(`warehouse.carrier.type.${c.type}`),
    },
    {
      field: 'warehouseCodes',
      title: 'warehouse.carrier.field.warehouseCodes',
      minWidth: 160,
      render: (c) => (
        <Group gap={4}>
          {c.warehouseCodes.map((code) => (
            <Badge key={code} size="sm" variant="light" radius="sm">
              {code}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      field: 'maxWeightKg',
      title: 'warehouse.carrier.field.maxWeightKg',
      sortable: true,
      align: 'right',
      width: 120,
    },
    {
      field: 'status',
      title: 'warehouse.carrier.field.status',
      width: 100,
      render: (c) => <StatusBadge kind="carrier" status={c.status} />,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      width: 170,
      render: (c) => (
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <EditDeleteButtons
            onEdit={canEdit ? () => setEditing({ carrier: c }) : undefined}
            onDelete={canDelete ? () => confirmDelete(c) : undefined}
          />
        </Group>
      ),
    });
  }
  const addButton = hasPermission('carrier:add') && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ carrier: null })}>
      {t('warehouse.carrier.add')}
    </Button>
  );
  const title = t('warehouse.carrier.title');
  return (
    <BusinessPage title={title} intro={t('warehouse.carrier.intro')}>
      <BusinessList
        list={list}
        aria-label={title}
        columns={columns}
        searchSchema={SEARCH}
        statusTabs={{ kind: 'carrier', statuses: ['ACTIVE', 'INACTIVE'] }}
        toolbar={addButton}
        onRowClick={setOpen}
        emptyMessage={t('warehouse.carrier.empty')}
        emptyAction={addButton}
      />
      {open && <CarrierDetail carrier={open} onClose={() => setOpen(null)} />}
      {editing && (
        <CarrierForm
          carrier={editing.carrier}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </BusinessPage>
  );
}
