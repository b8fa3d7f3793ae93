import { useTranslate } from '@tolgee/react';
import type { Rma } from '@/api/business/types/documents';
import { DocumentFees } from '@/views/Business/shared/DocumentFees';

/** The fee items posted for the RMA (handling and destruction, at processing). */
export function RmaFees({ rma, label }: { rma: Rma; label: string }) {
  const { t } = useTranslate();
  return (
    <DocumentFees
      docType="RMA"
      docNo={rma.rmaNo}
      customerId={rma.customerId}
      version={rma.updatedAt}
      emptyMessage={t('rma.detail.fees.none')}
      label={label}
    />
  );
}
