import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { deleteCartons, getCartons, saveCarton, type SkuPartQuery } from '@/api/business/sku';
import type { CartonBinding, Sku } from '@/api/business/types/sku';
import { ApiError } from '@/api/errors';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { RecordDialog } from '../parts/RecordDialog';
import type { RecordPermissions } from '../parts/record-permissions';
import { RecordRowActions } from '../parts/RecordRowActions';
import { useConfirmSkuRecordDelete, useEditing } from '../parts/record-editing';
import { formatSize, formatWeight } from '@/i18n/format';
import { toCartonBody, type CartonValues } from './carton-schema';
import { CartonForm } from './CartonForm';

export interface CartonsListProps {
  /** the SKU the cartons pack (a detail tab); none: every binding, filtered in the URL */
  sku?: Pick<Sku, 'sku'>;
  can: RecordPermissions;
}

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'sku.carton.keyword' },
  { field: 'componentSku', kind: 'text', label: 'sku.carton.componentSku' },
];

const isConflict = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.code === 409);

/**
 * Full-box SKUs (business.md §4): N ≥ 2 units of one SKU under their own code. A binding that stock
 * or open documents use cannot change: the server refuses (409), and the row then shows it locked.
 */
export function CartonsList({ sku, can }: CartonsListProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<CartonBinding, SkuPartQuery>({
    listId: sku ? 'sku.detail.cartons' : 'sku.cartons',
    fetch: getCartons,
    rowKey: (row) => row.id,
    baseQuery: sku ? { componentSku: sku.sku } : undefined,
    inUrl: !sku,
    defaultSort: { field: 'cartonSku', order: 'asc' },
  });
  const { opened, record, openNew, openEdit, close } = useEditing<CartonBinding>();
  const confirmDelete = useConfirmSkuRecordDelete();
  // the API does not say which bindings are in use: learnt from the server's refusals
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const lock = (id: string) => setLocked((previous) => new Set(previous).add(id));

  const save = async (values: CartonValues) => {
    try {
      const saved = await saveCarton(toCartonBody(values, record?.id));
      notifications.show({ color: 'green', message: t('sku.carton.saved', { sku: saved.cartonSku }) });
      close();
      list.reload();
    } catch (error) {
      if (record && isConflict(error)) {
        lock(record.id);
        close();
        return;
      }
      throw error;
    }
  };
  const remove = (row: CartonBinding) =>
    deleteCartons([row.id]).catch((error: unknown) => {
      if (isConflict(error)) lock(row.id);
      throw error;
    });

  const columns: TableColumn<CartonBinding>[] = [
    {
      field: 'cartonSku',
      title: 'sku.carton.cartonSku',
      width: 170,
      sortable: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {locked.has(row.id) && <IconLock size={14} aria-label={t('sku.carton.locked')} />}
          <Text span fz="sm">
            {row.cartonSku}
          </Text>
        </Group>
      ),
    },
    { field: 'componentSku', title: 'sku.carton.componentSku', width: 160, hidden: Boolean(sku) },
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
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      width: 100,
      render: (row) => (
        <RecordRowActions
          name={row.cartonSku}
          locked={locked.has(row.id) ? t('sku.carton.locked') : undefined}
          onEdit={can.edit ? () => openEdit(row) : undefined}
          onDelete={
            can.delete ? () => confirmDelete(row.cartonSku, () => remove(row), list.reload) : undefined
          }
        />
      ),
    },
  ];

  const shown =
    can.edit || can.delete || can.review ? columns : columns.filter((column) => column.field !== 'actions');
  return (
    <>
      <BusinessList
        list={list}
        aria-label={t('sku.carton.listTitle')}
        columns={shown}
        searchSchema={sku ? undefined : SEARCH}
        statusTabs={sku ? undefined : { kind: 'active', statuses: ['ACTIVE', 'INACTIVE'] }}
        emptyMessage={t(can.add ? 'sku.carton.emptyAdd' : 'sku.carton.empty')}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('sku.carton.add')}
            </Button>
          )
        }
      />
      <RecordDialog
        opened={opened}
        onClose={close}
        title={t(record ? 'sku.carton.editTitle' : 'sku.carton.addTitle')}
      >
        <Alert color="blue" variant="light" mb="md" icon={<IconLock size={16} />}>
          {t('sku.carton.lockHint')}
        </Alert>
        <CartonForm carton={record} componentSku={sku?.sku} onSubmit={save} onCancel={close} />
      </RecordDialog>
    </>
  );
}
