import { useTranslate } from '@tolgee/react';
import { getReturnedSkus, type ReturnedSku } from '@/api/business/rma';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { HashLink } from '@/views/Business/shared/HashLink';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { skuReturnsPath } from './sku-returns-query';

/** The start page without a SKU: the SKUs that came back, most returned units first. */
export function ReturnedSkuList({ operator }: { operator: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<ReturnedSku, Parameters<typeof getReturnedSkus>[0]>({
    listId: 'rma.returnedSkus',
    fetch: getReturnedSkus,
    rowKey: (row) => row.id,
    defaultSort: { field: 'units', order: 'desc' },
    inUrl: false,
  });
  return (
    <BusinessList
      list={list}
      aria-label={t('rma.sku.returned.title')}
      columns={[
        {
          field: 'sku',
          title: 'rma.sku.returned.sku',
          width: 180,
          sortable: true,
          render: (row) => (
            <HashLink to={skuReturnsPath(row.sku, operator ? row.customerId : undefined)}>{row.sku}</HashLink>
          ),
        },
        {
          field: 'name',
          title: 'rma.sku.returned.name',
          minWidth: 200,
          render: (row) => (locale.startsWith('zh') ? row.nameCn || row.nameEn : row.nameEn || row.nameCn),
        },
        { field: 'customerId', title: 'rma.sku.returned.customer', width: 110, hidden: !operator },
        {
          field: 'rmas',
          title: 'rma.sku.returned.rmas',
          width: 110,
          align: 'right',
          sortable: true,
          render: (row) => formatNumber(row.rmas, locale),
        },
        {
          field: 'units',
          title: 'rma.sku.returned.units',
          width: 130,
          align: 'right',
          sortable: true,
          render: (row) => formatNumber(row.units, locale),
        },
      ]}
      searchSchema={[{ field: 'keyword', kind: 'text', label: 'rma.sku.returned.keyword' }]}
      emptyMessage={t('rma.sku.returned.empty')}
    />
  );
}
