import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { SkuPage } from './parts/SkuPage';
import { CertificatesList } from './certificates/CertificatesList';

/** `/sku/certificates`: every SKU's certificates, filtered in the address (business.md §4). */
export default function SkuCertificates() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:certificate');
  return (
    <SkuPage title={t('businessMenu.skuCertificates')} intro={t('sku.certificate.pageIntro')}>
      <CertificatesList can={can} />
    </SkuPage>
  );
}
