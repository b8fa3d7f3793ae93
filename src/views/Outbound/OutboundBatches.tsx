import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { BATCH_STATUSES } from '@machines/business/outbound-batch.machine';
import { type OutboundBatchQuery } from '@/api/business/outbound-batch';
import type { OutboundBatch } from '@/api/business/types/documents';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { BatchDrawer } from './batches/BatchDrawer';
import { BATCH_SEARCH, batchColumns } from './batches/batch-columns';
import { CreateBatchModal } from './batches/CreateBatchModal';
import { BATCH_PERMISSIONS, BATCH_ROW_ACTIONS, useBatchActions } from './parts/batch-actions';
import { BATCHES } from './list-sources';

/**
 * `/outbound/batches`: label and handover batches (business.md §6) with status tabs; a batch opens in a
 * drawer (its orders, labels, log); a new one is made from orders of one warehouse and carrier.
 */
export default function OutboundBatches() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useBusinessList<OutboundBatch, OutboundBatchQuery>({ ...BATCHES, rowKey: (row) => row.id });
  const actions = useBatchActions(BATCH_ROW_ACTIONS, list.reload, {
    printLabels: (batch) => setOpen(batch.id),
  });
  const withCustomer = role === 'operator';
  const canCreate = hasPermission(BATCH_PERMISSIONS.print);
  const columns = useMemo<TableColumn<OutboundBatch>[]>(
    () => [
      ...batchColumns(locale, withCustomer),
      {
        field: 'actions',
        title: 'business.field.actions',
        alwaysShown: true,
        fixed: 'right',
        width: 220,
        render: (row) => (
          <RowActions
            doc={row}
            actions={actions}
            view={{
              label: t('outbound.batch.list.viewOne', { no: row.batchNo }),
              onClick: () => setOpen(row.id),
            }}
          />
        ),
      },
    ],
    [locale, withCustomer, actions, t],
  );
  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('outbound.batch.create.open')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.outboundBatches')} intro={t('outbound.batch.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.outboundBatches')}
        columns={columns}
        searchSchema={BATCH_SEARCH}
        statusTabs={{ kind: 'outboundBatch', statuses: BATCH_STATUSES }}
        actions={actions}
        onRowClick={(row) => setOpen(row.id)}
        toolbar={createButton}
        emptyMessage={t('outbound.batch.list.empty')}
        emptyAction={createButton}
      />
      <BatchDrawer
        batchId={open}
        onClose={() => setOpen(null)}
        onChanged={list.reload}
        withCustomer={withCustomer}
      />
      <CreateBatchModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(batch) => {
          list.reload();
          setOpen(batch.id);
        }}
        withCustomer={withCustomer}
      />
    </BusinessPage>
  );
}
