import { Anchor, Group } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { getInventoryList, type BalanceQuery, type BalanceRow } from '@/api/business/inventory';
import type { Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';

const BUCKETS = [
  'available',
  'reserved',
  'inTransit',
  'pendingPutaway',
  'unsellable',
  'frozen',
  'onHand',
  'shipped',
] as const;

/** The SKU's stock per warehouse (business.md §7); the inventory pages have its movements. */
export function SkuStock({ sku }: { sku: Pick<Sku, 'sku' | 'customerId'> }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<BalanceRow, BalanceQuery>({
    listId: 'sku.detail.stock',
    fetch: getInventoryList,
    rowKey: (row) => row.id,
    baseQuery: { sku: sku.sku, customerId: sku.customerId },
    inUrl: false,
  });
  const columns: TableColumn<BalanceRow>[] = [
    { field: 'warehouseCode', title: 'business.field.warehouse', width: 110, fixed: 'left' },
    ...BUCKETS.map((bucket): TableColumn<BalanceRow> => ({
      field: bucket,
      title: `business.bucket.${bucket}`,
      width: 110,
      align: 'right',
      render: (row) => formatNumber(row[bucket], locale),
    })),
    {
      field: 'lastMovementAt',
      title: 'sku.detail.lastMovementAt',
      width: 170,
      render: (row) => formatDateTime(row.lastMovementAt, locale),
    },
  ];
  const query = `sku=${encodeURIComponent(sku.sku)}`;
  return (
    <BusinessList
      list={list}
      aria-label={t('sku.detail.stockTitle')}
      columns={columns}
      emptyMessage={t('sku.detail.stockEmpty')}
      toolbar={
        <Group gap="md">
          <Anchor href={`#/inventory/list?${query}`} fz="sm">
            {t('sku.detail.openInventory')}
          </Anchor>
          <Anchor href={`#/inventory/flow?${query}`} fz="sm">
            {t('business.home.viewFlow')}
          </Anchor>
        </Group>
      }
    />
  );
}
