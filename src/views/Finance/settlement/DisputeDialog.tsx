import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { FieldErrors } from '@/api/rules/fields';
import { readDispute } from '@/api/rules/settlement';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { feeCodeKey } from '../parts/fee-words';
import { useAnswerForm } from './use-answer-form';

export interface DisputeDialogProps {
  settlement: Settlement;
  /** the items chosen in the statement's table */
  items: FeeItem[];
  send: (payload: { note: string; feeNos: string[] }) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** The customer's dispute: the chosen fee items and a note saying what is wrong (both required). */
export function DisputeDialog({ settlement, items, send, onClose }: DisputeDialogProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [note, setNote] = useState('');
  const { errors, running, submit: answer } = useAnswerForm(send, onClose);
  const submit = async () => {
    const found: FieldErrors = {};
    const payload = readDispute({ note, feeNos: items.map((item) => item.feeNo) }, found);
    await answer(payload, found);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.settlement.dispute.title', { settlementNo: settlement.settlementNo })}
    >
      <Stack>
        <Text fz="sm">{t('finance.settlement.dispute.message')}</Text>
        <div>
          <Text fz="sm" fw={600}>
            {t('finance.settlement.dispute.items', { count: items.length })}
          </Text>
          {items.length > 0 ? (
            <List size="sm" aria-label={t('finance.settlement.dispute.itemsLabel')}>
              {items.map((item) => (
                <List.Item key={item.feeNo}>
                  {item.feeNo} · {t(feeCodeKey(item.feeCode))} ·{' '}
                  {formatMoney(item.amount, item.currency, locale)}
                </List.Item>
              ))}
            </List>
          ) : null}
          {errors.feeNos && (
            <Alert color="red" mt="xs" role="alert" p="xs">
              {errors.feeNos}
            </Alert>
          )}
        </div>
        <Textarea
          label={t('finance.settlement.dispute.note')}
          required
          rows={3}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" loading={running} onClick={() => void submit()}>
            {t('finance.settlement.dispute.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
