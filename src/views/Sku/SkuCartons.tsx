import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { CartonsList } from './cartons/CartonsList';

/** `/sku/cartons`: the full-box SKUs, filtered in the address (business.md §4). */
export default function SkuCartons() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:carton');
  return (
    <BusinessPage title={t('businessMenu.skuCartons')} intro={t('sku.carton.pageIntro')}>
      <CartonsList can={can} />
    </BusinessPage>
  );
}
