import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { LISTING_RECORDS } from './listings/listing-records';
import { RecordList } from './parts/RecordList';

/** `/sku/listings`: where every SKU sells, and at what price, filtered in the address (business.md §4). */
export default function SkuListings() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:listing');
  return (
    <BusinessPage title={t('businessMenu.skuListings')} intro={t('sku.listing.pageIntro')}>
      <RecordList kind={LISTING_RECORDS} can={can} />
    </BusinessPage>
  );
}
