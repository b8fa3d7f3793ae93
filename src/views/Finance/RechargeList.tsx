import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { RECHARGE_STATUSES } from '@machines/business/recharge.machine';
import { exportRecharges, type RechargeQuery } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { useLocale } from '@/i18n/use-locale';
import { rowActionsColumn } from '@/views/Business/shared/row-actions-column';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { RECHARGE_HANDLERS, RECHARGE_LIST_ACTIONS, useRechargeActions } from './parts/recharge-actions';
import { RECHARGE_ADD_PATH, rechargeDetailPath } from './parts/recharge-paths';
import { RECHARGE_SEARCH, rechargeColumns } from './recharge/recharge-columns';
import { RECHARGES } from './list-sources';

/** `/finance/recharge`: the recharges the user may see, with status tabs, filters, export and actions. */
export default function RechargeList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const list = useBusinessList<Recharge, RechargeQuery>({ ...RECHARGES, rowKey: (row) => row.id });
  const actions = useRechargeActions(RECHARGE_LIST_ACTIONS, list.reload, RECHARGE_HANDLERS);
  const canAdd = role === 'customer' && hasPermission('recharge:add');
  const columns = useMemo<TableColumn<Recharge>[]>(
    () => [
      ...rechargeColumns(locale, role === 'operator'),
      rowActionsColumn(actions, (row) => ({
        label: t('finance.recharge.list.viewOne', { no: row.rechargeNo }),
        onClick: () => navigate(rechargeDetailPath(row.id)),
      })),
    ],
    [locale, role, actions, t],
  );
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(RECHARGE_ADD_PATH)}>
      {t('finance.recharge.list.add')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.rechargeList')} intro={t('finance.recharge.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.rechargeList')}
        columns={columns}
        searchSchema={RECHARGE_SEARCH}
        statusTabs={{ kind: 'recharge', statuses: RECHARGE_STATUSES }}
        exporter={exportRecharges}
        exportName="recharges"
        actions={actions}
        onRowClick={(row) => navigate(rechargeDetailPath(row.id))}
        toolbar={addButton}
        emptyMessage={t(canAdd ? 'finance.recharge.list.emptyAdd' : 'finance.recharge.list.empty')}
        emptyAction={addButton}
      />
    </BusinessPage>
  );
}
