import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DECLARATION_RECORDS } from './declarations/declaration-records';
import { RecordList } from './parts/RecordList';

/** `/sku/declarations`: every SKU's customs declarations, filtered in the address (business.md §4). */
export default function SkuDeclarations() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:declaration');
  return (
    <BusinessPage title={t('businessMenu.skuDeclarations')} intro={t('sku.declaration.pageIntro')}>
      <RecordList kind={DECLARATION_RECORDS} can={can} />
    </BusinessPage>
  );
}
