import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { CertificatesList } from './certificates/CertificatesList';

/** `/sku/certificates`: every SKU's certificates, filtered in the address (business.md §4). */
export default function SkuCertificates() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:certificate');
  return (
    <BusinessPage title={t('businessMenu.skuCertificates')} intro={t('sku.certificate.pageIntro')}>
      <CertificatesList can={can} />
    </BusinessPage>
  );
}
