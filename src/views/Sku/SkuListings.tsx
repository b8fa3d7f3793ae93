import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { ListingsList } from './listings/ListingsList';

/** `/sku/listings`: where every SKU sells, and at what price, filtered in the address (business.md §4). */
export default function SkuListings() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:listing');
  return (
    <BusinessPage title={t('businessMenu.skuListings')} intro={t('sku.listing.pageIntro')}>
      <ListingsList can={can} />
    </BusinessPage>
  );
}
