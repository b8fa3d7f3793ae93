import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { CARTON_RECORDS } from './cartons/carton-records';
import { RecordList } from './parts/RecordList';

/** `/sku/cartons`: the full-box SKUs, filtered in the address (business.md §4). */
export default function SkuCartons() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:carton');
  return (
    <BusinessPage title={t('businessMenu.skuCartons')} intro={t('sku.carton.pageIntro')}>
      <RecordList kind={CARTON_RECORDS} can={can} />
    </BusinessPage>
  );
}
