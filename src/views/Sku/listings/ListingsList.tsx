import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { deleteListings, getListings, saveListing, type SkuPartQuery } from '@/api/business/sku';
import type { Listing, Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { formatMoney } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { RecordDialog } from '../parts/RecordDialog';
import type { RecordPermissions } from '../parts/record-permissions';
import { RecordRowActions } from '../parts/RecordRowActions';
import { useConfirmSkuRecordDelete, useEditing } from '../parts/record-editing';
import { PLATFORM_OPTIONS } from '../parts/sku-options';
import type { ListingValues } from './listing-schema';
import { ListingForm } from './ListingForm';

export interface ListingsListProps {
  /** the SKU whose listings these are (a detail tab); none: every SKU's, filtered in the URL */
  sku?: Pick<Sku, 'id' | 'sku'>;
  can: RecordPermissions;
}

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'sku.listing.keyword' },
  { field: 'platform', kind: 'select', label: 'sku.listing.platform', options: PLATFORM_OPTIONS },
  { field: 'site', kind: 'text', label: 'sku.listing.site' },
];

const nameOf = (l: Listing) => `${l.platformSku} (${l.storeName})`;

/** Where each SKU sells and at what price (business.md §4): platform SKUs map imported orders to SKUs. */
export function ListingsList({ sku, can }: ListingsListProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<Listing, SkuPartQuery>({
    listId: sku ? 'sku.detail.listings' : 'sku.listings',
    fetch: getListings,
    rowKey: (row) => row.id,
    baseQuery: sku ? { skuId: sku.id } : undefined,
    inUrl: !sku,
    defaultSort: { field: 'platform', order: 'asc' },
  });
  const { opened, record, openNew, openEdit, close } = useEditing<Listing>();
  const confirmDelete = useConfirmSkuRecordDelete();
  const save = async (values: ListingValues) => {
    await saveListing({ ...values, ...(record ? { id: record.id } : {}) });
    notifications.show({
      color: 'green',
      message: t('sku.listing.saved', { platformSku: values.platformSku }),
    });
    close();
    list.reload();
  };

  const columns: TableColumn<Listing>[] = [
    ...(sku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150 }]),
    {
      field: 'platform',
      title: 'sku.listing.platform',
      width: 120,
      sortable: true,
      options: PLATFORM_OPTIONS,
    },
    { field: 'storeName', title: 'sku.listing.storeName', minWidth: 140, ellipsis: true },
    { field: 'site', title: 'sku.listing.site', width: 70 },
    { field: 'platformSku', title: 'sku.listing.platformSku', minWidth: 150, sortable: true },
    { field: 'platformItemId', title: 'sku.listing.platformItemId', width: 140, hidden: true },
    {
      field: 'sellingPrice',
      title: 'sku.listing.sellingPrice',
      width: 120,
      align: 'right',
      sortable: true,
      render: (row) => formatMoney(row.sellingPrice, row.currency, locale),
    },
    {
      field: 'syncInventory',
      title: 'sku.listing.syncInventory',
      width: 110,
      render: (row) => t(row.syncInventory ? 'business.common.yes' : 'business.common.no'),
    },
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
          name={nameOf(row)}
          onEdit={can.edit ? () => openEdit(row) : undefined}
          onDelete={
            can.delete
              ? () => confirmDelete(nameOf(row), () => deleteListings([row.id]), list.reload)
              : undefined
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
        aria-label={t('sku.listing.listTitle')}
        columns={shown}
        searchSchema={sku ? undefined : SEARCH}
        statusTabs={sku ? undefined : { kind: 'active', statuses: ['ACTIVE', 'INACTIVE'] }}
        emptyMessage={t(can.add ? 'sku.listing.emptyAdd' : 'sku.listing.empty')}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
              {t('sku.listing.add')}
            </Button>
          )
        }
      />
      <RecordDialog
        opened={opened}
        onClose={close}
        title={t(record ? 'sku.listing.editTitle' : 'sku.listing.addTitle')}
      >
        <ListingForm listing={record} sku={sku?.sku} onSubmit={save} onCancel={close} />
      </RecordDialog>
    </>
  );
}
