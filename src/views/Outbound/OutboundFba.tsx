import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { navigate } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { AllOrders } from './lists/AllOrders';
import { FBA_ORDERS } from './list-sources';
import { fbaColumns } from './lists/outbound-columns';
import { fbaSearch } from './lists/outbound-search';
import { addPath } from './parts/outbound-paths';

/** `/outbound/fba`: the FBA shipments, with their Amazon details as columns. */
export default function OutboundFba() {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const canAdd = role === 'customer' && hasPermission('outbound:add');
  const addButton = canAdd && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(addPath('FBA'))}>
      {t('outbound.fba.add')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.outboundFba')} intro={t('outbound.fba.intro')}>
      <AllOrders
        source={FBA_ORDERS}
        label={t('businessMenu.outboundFba')}
        search={fbaSearch}
        extraColumns={fbaColumns}
        addButton={addButton}
        emptyMessage={t(canAdd ? 'outbound.fba.emptyAdd' : 'outbound.fba.empty')}
        exportName="fba-shipments"
      />
    </BusinessPage>
  );
}
