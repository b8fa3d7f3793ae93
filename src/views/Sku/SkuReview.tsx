import { useTranslate } from '@tolgee/react';
import { navigate } from '@/app/router/hash-location';
import { type SkuQuery } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { formatDateTime } from '@/i18n/format';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { SkuCard } from './list/SkuCard';
import { SKU_SEARCH, skuColumns } from './list/sku-columns';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { skuDetailPath } from './parts/sku-paths';
import { REVIEW_ACTIONS, useSkuActions } from './parts/sku-actions';
import { SKU_REVIEW } from './list-sources';

const SHOWN = ['sku', 'customerId', 'nameEn', 'category', 'cargoAttribute', 'weightKg', 'size'];

/**
 * `/sku/review`: the operator's queue of SKUs waiting for review, oldest first: approve, or reject
 * with a reason the customer reads (business.md §4). Battery SKUs without valid MSDS and UN38.3 are
 * refused by the server with its reason.
 */
export default function SkuReview() {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<Sku, SkuQuery>({ ...SKU_REVIEW, rowKey: (row) => row.id });
  const actions = useSkuActions({ specs: REVIEW_ACTIONS, onChanged: list.reload });
  const columns: TableColumn<Sku>[] = [
    ...skuColumns(locale, { withCustomer: true })
      .filter((column) => SHOWN.includes(column.field))
      .map((column) => ({ ...column, hidden: false })),
    {
      field: 'updatedAt',
      title: 'sku.review.submittedAt',
      width: 170,
      sortable: true,
      render: (row) => formatDateTime(row.updatedAt, locale),
    },
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      width: 240,
      render: (row) => (
        <RowActions
          doc={row}
          actions={actions}
          inline={2}
          view={{
            label: t('sku.review.viewOne', { sku: row.sku }),
            onClick: () => navigate(skuDetailPath(row.id)),
          }}
        />
      ),
    },
  ];
  return (
    <BusinessPage title={t('businessMenu.skuReview')} intro={t('sku.review.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.skuReview')}
        columns={columns}
        searchSchema={SKU_SEARCH.filter((field) => field.field !== 'created')}
        actions={actions}
        onRowClick={(row) => navigate(skuDetailPath(row.id))}
        cardRender={(row, context) => (
          <SkuCard
            sku={row}
            context={context}
            customer
            actions={<RowActions doc={row} actions={actions} inline={2} />}
          />
        )}
        emptyMessage={t('sku.review.empty')}
      />
    </BusinessPage>
  );
}
