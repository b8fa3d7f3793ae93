import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { RMA_STATUSES } from '@machines/business/rma.machine';
import { exportRmas, type RmaQuery } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { rowActionsColumn } from '@/views/Business/shared/row-actions-column';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { RMA_SEARCH, rmaColumns } from './lists/rma-columns';
import { RMA_LIST_ACTIONS, RMA_LIST_HANDLERS, useRmaActions } from './parts/rma-actions';
import { RMA_ADD_PATH, rmaDetailPath } from './parts/rma-paths';
import { RMA_LIST } from './list-sources';

/** `/rma/list`: every return the user may see, with status tabs, filters, bulk cancel and export. */
export default function RmaList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const list = useBusinessList<Rma, RmaQuery>({ ...RMA_LIST, rowKey: (row) => row.id });
  const actions = useRmaActions(RMA_LIST_ACTIONS, list.reload, RMA_LIST_HANDLERS);
  const canAdd = role === 'customer' && hasPermission('rma:add');
  const columns = useMemo<TableColumn<Rma>[]>(
    () => [
      ...rmaColumns(locale, role === 'operator', {
        expected: (skus, units) => t('rma.list.expectedValue', { skus, units }),
        graded: (good, defective, unidentified) =>
          t('rma.list.gradedValue', { good, defective, unidentified }),
      }),
      rowActionsColumn(actions, (row) => ({
        label: t('rma.list.viewOne', { no: row.rmaNo }),
        onClick: () => navigate(rmaDetailPath(row.id)),
      })),
    ],
    [locale, role, actions, t],
  );
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(RMA_ADD_PATH)}>
      {t('rma.list.add')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.rmaList')} intro={t('rma.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.rmaList')}
        columns={columns}
        searchSchema={RMA_SEARCH}
        statusTabs={{ kind: 'rma', statuses: RMA_STATUSES }}
        exporter={hasPermission('rma:export') ? exportRmas : undefined}
        exportName="returns"
        actions={actions}
        onRowClick={(row) => navigate(rmaDetailPath(row.id))}
        toolbar={addButton}
        emptyMessage={t(canAdd ? 'rma.list.emptyAdd' : 'rma.list.empty')}
        emptyAction={addButton}
      />
    </BusinessPage>
  );
}
