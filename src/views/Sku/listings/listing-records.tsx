import { deleteListings, getListings, saveListing } from '@/api/business/sku';
import type { Listing } from '@/api/business/types/sku';
import { formatMoney } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import type { RecordKind } from '../parts/RecordList';
import { PLATFORM_OPTIONS } from '../parts/sku-options';
import type { ListingValues } from './listing-schema';
import { ListingForm } from './ListingForm';

/** Where each SKU sells and at what price (business.md §4): platform SKUs map imported orders to SKUs. */
export const LISTING_RECORDS: RecordKind<Listing, ListingValues> = {
  words: 'listing',
  listId: 'listings',
  fetch: getListings,
  ofSku: (sku) => ({ skuId: sku.id }),
  defaultSort: { field: 'platform', order: 'asc' },
  search: [
    { field: 'keyword', kind: 'text', label: 'sku.listing.keyword' },
    { field: 'platform', kind: 'select', label: 'sku.listing.platform', options: PLATFORM_OPTIONS },
    { field: 'site', kind: 'text', label: 'sku.listing.site' },
  ],
  statusTabs: { kind: 'active', statuses: ['ACTIVE', 'INACTIVE'] },
  columns: ({ inSku, locale, t }) => [
    ...(inSku ? [] : [{ field: 'sku', title: 'sku.fields.sku', width: 150 }]),
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
  ],
  nameOf: (l) => `${l.platformSku} (${l.storeName})`,
  save: async (values, record) => {
    await saveListing({ ...values, ...(record ? { id: record.id } : {}) });
    return ['sku.listing.saved', { platformSku: values.platformSku }];
  },
  remove: deleteListings,
  form: ({ record, sku, onSubmit, onCancel }) => (
    <ListingForm listing={record} sku={sku?.sku} onSubmit={onSubmit} onCancel={onCancel} />
  ),
};
