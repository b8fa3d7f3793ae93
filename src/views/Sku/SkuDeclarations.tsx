import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DeclarationsList } from './declarations/DeclarationsList';

/** `/sku/declarations`: every SKU's customs declarations, filtered in the address (business.md §4). */
export default function SkuDeclarations() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:declaration');
  return (
    <BusinessPage title={t('businessMenu.skuDeclarations')} intro={t('sku.declaration.pageIntro')}>
      <DeclarationsList can={can} />
    </BusinessPage>
  );
}
