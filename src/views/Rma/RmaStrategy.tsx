import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { deleteReturnStrategies, getReturnStrategies, saveReturnStrategy } from '@/api/business/rma';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useConfirmDelete } from '@/views/Business/shared/use-confirm-delete';
import { RecordDialog } from '@/views/Sku/parts/RecordDialog';
import { strategyColumns } from './strategy/strategy-columns';
import { isDefault } from './strategy/strategy-options';
import { toStrategyBody, type StrategyValues } from './strategy/strategy-schema';
import { StrategyForm } from './strategy/StrategyForm';
import { StrategyRowActions, type StrategyPermissions } from './strategy/StrategyRowActions';
import { RMA_STRATEGIES } from './list-sources';

/** Editing: a new strategy (null) or one of the list's. */
type Editing = { strategy: ReturnStrategy | null } | null;

function useStrategyPermissions(): StrategyPermissions {
  const customer = useBusinessRole() === 'customer';
  const { hasPermission } = usePermission();
  return {
    add: customer && hasPermission('rma:strategy:add'),
    edit: customer && hasPermission('rma:strategy:edit'),
    delete: customer && hasPermission('rma:strategy:delete'),
  };
}

/**
 * `/rma/strategy`: the customer's return strategies (business.md §8): what happens to good and
 * defective units, the one default, and which SKU follows which. The operator reads every customer's.
 */
export default function RmaStrategy() {
  const { t } = useTranslate();
  const can = useStrategyPermissions();
  const operator = useBusinessRole() === 'operator';
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useConfirmDelete();
  const list = useBusinessList<ReturnStrategy, Parameters<typeof getReturnStrategies>[0]>({
    ...RMA_STRATEGIES,
    rowKey: (row) => row.id,
  });
  const defaultOf = (s: ReturnStrategy) =>
    list.rows.find((row) => row.customerId === s.customerId && isDefault(row));

  const save = async (values: StrategyValues) => {
    const saved = await saveReturnStrategy(toStrategyBody(values, editing?.strategy?.id));
    notifications.show({ color: 'green', message: t('rma.strategy.saved', { name: saved.name }) });
    setEditing(null);
    list.reload();
  };

  const makeDefault = (s: ReturnStrategy) =>
    modals.openConfirmModal({
      title: t('rma.strategy.makeDefaultTitle', { name: s.name }),
      children: (
        <Text fz="sm">
          {t(s.sku ? 'rma.strategy.makeDefaultMessageSku' : 'rma.strategy.makeDefaultMessage', {
            name: s.name,
            former: defaultOf(s)?.name ?? '—',
            sku: s.sku ?? '',
          })}
        </Text>
      ),
      labels: { confirm: t('rma.strategy.makeDefault'), cancel: t('business.common.cancel') },
      onConfirm: () => {
        saveReturnStrategy({ ...s, scope: 'CUSTOMER_DEFAULT', sku: null }).then(
          (saved) => {
            notifications.show({
              color: 'green',
              message: t('rma.strategy.nowDefault', { name: saved.name }),
            });
            list.reload();
          },
          () => list.reload(),
        );
      },
    });

  const remove = (s: ReturnStrategy) =>
    confirmDelete(
      {
        title: t('rma.strategy.deleteTitle', { name: s.name }),
        message: [
          s.sku
            ? t('rma.strategy.deleteFallsBack', { sku: s.sku, fallback: defaultOf(s)?.name ?? '—' })
            : t('rma.strategy.deleteUnused'),
          t('rma.strategy.deleteRefusedInUse'),
        ].join(' '),
        deleted: t('rma.strategy.deleted', { name: s.name }),
      },
      () => deleteReturnStrategies([s.id]),
      () => list.reload(),
    );

  return (
    <BusinessPage title={t('businessMenu.rmaStrategy')} intro={t('rma.strategy.intro')}>
      <BusinessList
        list={list}
        aria-label={t('rma.strategy.listTitle')}
        columns={[
          ...strategyColumns(t, operator),
          {
            field: 'actions',
            alwaysShown: true,
            fixed: 'right',
            width: 150,
            render: (row) => (
              <StrategyRowActions
                strategy={row}
                can={can}
                onEdit={(strategy) => setEditing({ strategy })}
                onMakeDefault={makeDefault}
                onDelete={remove}
              />
            ),
          },
        ]}
        searchSchema={[{ field: 'keyword', kind: 'text', label: 'rma.strategy.keyword' }]}
        toolbar={
          can.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ strategy: null })}>
              {t('rma.strategy.add')}
            </Button>
          )
        }
        emptyMessage={t('rma.strategy.empty')}
        emptyAction={
          can.add ? (
            <Button onClick={() => setEditing({ strategy: null })}>{t('rma.strategy.addFirst')}</Button>
          ) : undefined
        }
      />
      <RecordDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.strategy ? 'rma.strategy.editTitle' : 'rma.strategy.addTitle')}
      >
        <StrategyForm
          strategy={editing?.strategy ?? null}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </RecordDialog>
    </BusinessPage>
  );
}
