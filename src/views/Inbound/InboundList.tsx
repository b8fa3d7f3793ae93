import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { INBOUND_STATUSES } from '@machines/business/inbound-order.machine';
import { exportInbounds, type InboundQuery } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { rowActionsColumn } from '@/views/Business/shared/row-actions-column';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useLocale } from '@/i18n/use-locale';
import { detailPath, INBOUND_ADD_PATH } from './parts/inbound-paths';
import { INBOUND_SEARCH, inboundColumns } from './lists/inbound-columns';
import { LIST_ACTIONS, LIST_HANDLERS, useInboundActions } from './parts/inbound-actions';
import { INBOUND_LIST } from './list-sources';

/** `/inbound/list`: every inbound order the user may see, with status tabs, filters and actions. */
export default function InboundList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const list = useBusinessList<InboundOrder, InboundQuery>({ ...INBOUND_LIST, rowKey: (row) => row.id });
  const actions = useInboundActions(LIST_ACTIONS, list.reload, LIST_HANDLERS);
  const canAdd = role === 'customer' && hasPermission('inbound:add');
  const columns = useMemo<TableColumn<InboundOrder>[]>(
    () => [
      ...inboundColumns(locale, role === 'operator'),
      rowActionsColumn(actions, (row) => ({
        label: t('inbound.list.viewOne', { no: row.inboundNo }),
        onClick: () => navigate(detailPath(row.id)),
      })),
    ],
    [locale, role, actions, t],
  );
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(INBOUND_ADD_PATH)}>
      {t('inbound.list.add')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.inboundList')} intro={t('inbound.list.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.inboundList')}
        columns={columns}
        searchSchema={INBOUND_SEARCH}
        statusTabs={{ kind: 'inbound', statuses: INBOUND_STATUSES }}
        exporter={hasPermission('inbound:export') ? exportInbounds : undefined}
        exportName="inbound-orders"
        actions={actions}
        onRowClick={(row) => navigate(detailPath(row.id))}
        toolbar={addButton}
        emptyMessage={t(canAdd ? 'inbound.list.emptyAdd' : 'inbound.list.empty')}
        emptyAction={addButton}
      />
    </BusinessPage>
  );
}
