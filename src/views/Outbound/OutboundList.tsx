import { SegmentedControl } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { navigate } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useUrlListFilter } from '@/views/Business/shared/use-list-url-state';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { AllOrders } from './lists/AllOrders';
import { NewOrderMenu } from './lists/NewOrderMenu';
import { outboundSearch } from './lists/outbound-search';
import { ALL_ORDERS, QUEUE_VIEW } from './list-sources';
import { WarehouseQueue } from './lists/WarehouseQueue';
import { OUTBOUND_LIST_PATH } from './parts/outbound-paths';

/**
 * `/outbound/list`: every outbound order the user may see, with status tabs, filters and actions; for
 * the operator also the warehouse's work (`?view=queue&warehouseCode=USEA`).
 */
export default function OutboundList() {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  // the mode and the queue's warehouse only: the header is not redrawn with each search of the list
  const view = useUrlListFilter('view');
  const warehouseCode = useUrlListFilter('warehouseCode');
  const queue = role === 'operator' && view === QUEUE_VIEW.view;
  const canAdd = role === 'customer' && hasPermission('outbound:add');
  const addButton = canAdd && <NewOrderMenu />;
  const modes = role === 'operator' && (
    <SegmentedControl
      aria-label={t('outbound.list.modes.label')}
      value={queue ? 'queue' : 'all'}
      onChange={(mode) =>
        navigate(mode === 'queue' ? `${OUTBOUND_LIST_PATH}?view=${QUEUE_VIEW.view}` : OUTBOUND_LIST_PATH)
      }
      data={[
        { value: 'all', label: t('outbound.list.modes.all') },
        { value: 'queue', label: t('outbound.list.modes.queue') },
      ]}
    />
  );
  return (
    <BusinessPage title={t('businessMenu.outboundList')} intro={t('outbound.list.intro')} extra={modes}>
      {queue ? (
        <WarehouseQueue warehouseCode={warehouseCode ?? ''} />
      ) : (
        <AllOrders
          source={ALL_ORDERS}
          label={t('businessMenu.outboundList')}
          search={outboundSearch}
          addButton={addButton}
          emptyMessage={t(canAdd ? 'outbound.list.emptyAdd' : 'outbound.list.empty')}
          exportName="outbound-orders"
        />
      )}
    </BusinessPage>
  );
}
