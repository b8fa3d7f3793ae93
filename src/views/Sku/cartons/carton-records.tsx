import { Alert, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { deleteCartons, getCartons, saveCarton } from '@/api/business/sku';
import type { CartonBinding } from '@/api/business/types/sku';
import { formatSize, formatWeight } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import type { RecordKind } from '../parts/RecordList';
import { toCartonBody, type CartonValues } from './carton-schema';
import { CartonForm } from './CartonForm';

/**
 * Full-box SKUs (business.md §4): N ≥ 2 units of one SKU under their own code. A binding that stock
 * or open documents use cannot change: the server refuses (409), and the row then shows it locked.
 */
export const CARTON_RECORDS: RecordKind<CartonBinding, CartonValues> = {
  words: 'carton',
  listId: 'cartons',
  fetch: getCartons,
  ofSku: (sku) => ({ componentSku: sku.sku }),
  defaultSort: { field: 'cartonSku', order: 'asc' },
  search: [
    { field: 'keyword', kind: 'text', label: 'sku.carton.keyword' },
    { field: 'componentSku', kind: 'text', label: 'sku.carton.componentSku' },
  ],
  statusTabs: { kind: 'active', statuses: ['ACTIVE', 'INACTIVE'] },
  columns: ({ inSku, locale, t, isLocked }) => [
    {
      field: 'cartonSku',
      title: 'sku.carton.cartonSku',
      width: 170,
      sortable: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {isLocked(row) && <IconLock size={14} aria-label={t('sku.carton.locked')} />}
          <Text span fz="sm">
            {row.cartonSku}
          </Text>
        </Group>
      ),
    },
    { field: 'componentSku', title: 'sku.carton.componentSku', width: 160, hidden: inSku },
    {
      field: 'unitsPerCarton',
      title: 'sku.carton.unitsPerCarton',
      width: 110,
      align: 'right',
      sortable: true,
    },
    { field: 'barcode', title: 'sku.carton.barcode', width: 150 },
    {
      field: 'weightKg',
      title: 'sku.fields.weightKg',
      width: 110,
      align: 'right',
      render: (row) => formatWeight(row.weightKg, locale),
    },
    { field: 'size', title: 'sku.carton.size', width: 170, render: (row) => formatSize(row, locale) },
    {
      field: 'status',
      title: 'business.field.status',
      width: 100,
      render: (row) => <StatusBadge kind="active" status={row.status} />,
    },
  ],
  nameOf: (c) => c.cartonSku,
  save: async (values, record) => {
    const saved = await saveCarton(toCartonBody(values, record?.id));
    return ['sku.carton.saved', { sku: saved.cartonSku }];
  },
  remove: deleteCartons,
  form: ({ record, sku, onSubmit, onCancel }) => (
    <CartonForm carton={record} componentSku={sku?.sku} onSubmit={onSubmit} onCancel={onCancel} />
  ),
  formHint: (t) => (
    <Alert color="blue" variant="light" mb="md" icon={<IconLock size={16} />}>
      {t('sku.carton.lockHint')}
    </Alert>
  ),
  lockedOnConflict: 'sku.carton.locked',
};
