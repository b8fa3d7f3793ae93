import { Button } from '@mantine/core';
import { IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { availableActions } from '@machines/business/lifecycle';
import { SKU_STATUSES, skuReviewMachine } from '@machines/business/sku-review.machine';
import { navigate } from '@/app/router/hash-location';
import { deleteSkus, type SkuQuery } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useConfirmDelete } from '@/views/Business/shared/use-confirm-delete';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useLocale } from '@/i18n/use-locale';
import { SkuCard } from './list/SkuCard';
import { SKU_SEARCH, skuColumns } from './list/sku-columns';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { skuDetailPath } from './parts/sku-paths';
import { SKU_CONTEXT, useSkuActions } from './parts/sku-actions';
import { SKU_LIST } from './list-sources';

export const labelsPathFor = (ids: string[]) =>
  `/sku/barcode?skuIds=${ids.map(encodeURIComponent).join(',')}`;

/** `/sku/list`: the SKUs with status tabs, their lifecycle actions, labels and the way to add one. */
export default function SkuList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const list = useBusinessList<Sku, SkuQuery>({ ...SKU_LIST, rowKey: (row) => row.id });
  const actions = useSkuActions({ onChanged: list.reload });
  // a destructive action (discard) waits in the row's menu rather than standing out on every row
  const inlineCount = (row: Sku) => (actions.actionsFor(row)[0]?.confirm ? 0 : 1);
  const canAdd = role === 'customer' && hasPermission('sku:add');
  const canDelete = hasPermission('sku:delete');
  // the chart says which SKUs may be deleted, and by whom (drafts, by their customer)
  const deletable = (row: Sku) =>
    role !== null && availableActions(skuReviewMachine, row.status, SKU_CONTEXT, role).includes('delete');

  const columns: TableColumn<Sku>[] = [
    ...skuColumns(locale, { withCustomer: role === 'operator' }),
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right',
      width: 150,
      render: (row) => <RowActions doc={row} actions={actions} inline={inlineCount(row)} />,
    },
  ];

  const confirmDelete = useConfirmDelete();
  const deleteDrafts = (rows: Sku[]) => {
    const drafts = rows.filter(deletable);
    confirmDelete(
      {
        title: t('sku.list.deleteTitle', { count: drafts.length }),
        message: t('sku.list.deleteMessage', { codes: drafts.map((row) => row.sku).join(', ') }),
        deleted: (result) => t('sku.list.deleted', { count: result.removed }),
      },
      () => deleteSkus(drafts.map((row) => row.id)),
      (deleted) => {
        if (deleted) list.selection.clear();
        list.reload();
      },
    );
  };

  return (
    <BusinessPage title={t('businessMenu.skuList')} intro={t('sku.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.skuList')}
        columns={columns}
        searchSchema={SKU_SEARCH}
        statusTabs={{ kind: 'sku', statuses: SKU_STATUSES }}
        actions={actions}
        onRowClick={(row) => navigate(skuDetailPath(row.id))}
        cardRender={(row, context) => (
          <SkuCard
            sku={row}
            context={context}
            customer={role === 'operator'}
            actions={<RowActions doc={row} actions={actions} inline={inlineCount(row)} />}
          />
        )}
        bulkActions={(rows) => (
          <>
            {hasPermission('sku:print') && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPrinter size={14} />}
                onClick={() => navigate(labelsPathFor(rows.map((row) => row.id)))}
              >
                {t('sku.barcode.printLabels')}
              </Button>
            )}
            {canDelete && rows.some(deletable) && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => deleteDrafts(rows)}
              >
                {t('sku.list.deleteDrafts')}
              </Button>
            )}
          </>
        )}
        toolbar={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/sku/add')}>
              {t('sku.list.add')}
            </Button>
          )
        }
        emptyMessage={t(canAdd ? 'sku.list.emptyAdd' : 'sku.list.empty')}
        emptyAction={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/sku/add')}>
              {t('sku.list.add')}
            </Button>
          )
        }
      />
    </BusinessPage>
  );
}
