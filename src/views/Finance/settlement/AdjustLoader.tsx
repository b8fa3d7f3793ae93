import { Loader, Modal } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Settlement } from '@/api/business/types/documents';
import { AdjustDialog, type AdjustDialogProps } from './AdjustDialog';
import { useDisputedItems } from './use-disputed-items';

/** The adjust dialog once the disputed items it answers have loaded. */
export function AdjustLoader({
  settlement,
  send,
  onClose,
}: {
  settlement: Settlement;
  send: AdjustDialogProps['send'];
  onClose: () => void;
}) {
  const { t } = useTranslate();
  const items = useDisputedItems(settlement);
  if (!items.data) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('finance.settlement.adjust.title', { settlementNo: settlement.settlementNo })}
      >
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Modal>
    );
  }
  return <AdjustDialog settlement={settlement} items={items.data} send={send} onClose={onClose} />;
}
