import { useTranslate } from '@tolgee/react';
import { usePagePermissions } from './parts/record-permissions';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { CERTIFICATE_RECORDS } from './certificates/certificate-records';
import { RecordList } from './parts/RecordList';

/** `/sku/certificates`: every SKU's certificates, filtered in the address (business.md §4). */
export default function SkuCertificates() {
  const { t } = useTranslate();
  const can = usePagePermissions('sku:certificate');
  return (
    <BusinessPage title={t('businessMenu.skuCertificates')} intro={t('sku.certificate.pageIntro')}>
      <RecordList kind={CERTIFICATE_RECORDS} can={can} />
    </BusinessPage>
  );
}
