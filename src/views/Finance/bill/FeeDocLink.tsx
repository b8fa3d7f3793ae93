import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import type { FeeItem } from '@/api/business/types/ledger';
import { hasFeeDocument, openFeeDocument } from '../parts/fee-links';

/** A fee item's document number, opening the document that posted it. */
export function FeeDocLink({ fee }: { fee: FeeItem }) {
  const { t } = useTranslate();
  if (!hasFeeDocument(fee)) return <>{fee.docNo}</>;
  const open = () =>
    void openFeeDocument(fee).then(
      (found) =>
        found ||
        notifications.show({
          color: 'yellow',
          message: t('finance.bill.documentNotFound', { docNo: fee.docNo }),
        }),
      () => undefined,
    );
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      onClick={open}
      title={t(`business.docType.${fee.docType}`)}
      aria-label={t('finance.bill.openDocument', { docNo: fee.docNo })}
    >
      {fee.docNo}
    </Anchor>
  );
}
