import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { FieldErrors } from '@/api/rules/fields';
import { readAdjustment } from '@/api/rules/settlement';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { describeFailure } from '@/views/Business/shared/action-error';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { feeCodeKey } from '../parts/fee-words';

interface Line {
  amount: string | number;
  note: string;
}

export interface AdjustDialogProps {
  settlement: Settlement;
  /** the disputed items, each answered with an adjustment */
  items: FeeItem[];
  send: (payload: { items: { feeNo: string; amount: number; note: string }[] }) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** The operator's answer to a dispute: per disputed item a signed amount (− credits, + charges) and a note. */
export function AdjustDialog({ settlement, items, send, onClose }: AdjustDialogProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [lines, setLines] = useState<Line[]>(() => items.map(() => ({ amount: '', note: '' })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const setLine = (index: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const submit = async () => {
    const found: FieldErrors = {};
    const payload = readAdjustment(
      { items: items.map((item, i) => ({ feeNo: item.feeNo, amount: lines[i].amount, note: lines[i].note })) },
      found,
    );
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`finance.settlement.rules.${key}`)])),
      );
      return;
    }
    setRunning(true);
    const outcome = await send(payload);
    setRunning(false);
    if (outcome.ok) onClose();
    else setErrors(describeFailure(outcome.error).fields);
  };
  return (
    <Modal
      opened
      size="lg"
      onClose={onClose}
      title={t('finance.settlement.adjust.title', { settlementNo: settlement.settlementNo })}
    >
      <Stack>
        <Text fz="sm">{t('finance.settlement.adjust.message', { note: settlement.disputeNote })}</Text>
        {items.map((item, index) => (
          <Paper key={item.feeNo} withBorder p="sm" role="group" aria-label={item.feeNo} data-testid={`adjust-${item.feeNo}`}>
            <Text fz="sm" fw={600} mb="xs">
              {item.feeNo} · {t(feeCodeKey(item.feeCode))} · {formatMoney(item.amount, item.currency, locale)}
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label={t('finance.settlement.adjust.amount')}
                description={t('finance.settlement.adjust.amountHint')}
                required
                decimalScale={2}
                value={lines[index].amount}
                error={errors[`items.${index}.amount`]}
                onChange={(value) => setLine(index, { amount: value })}
                miw={160}
              />
              <TextInput
                label={t('finance.settlement.adjust.note')}
                required
                value={lines[index].note}
                error={errors[`items.${index}.note`] ?? errors[`items.${index}.feeNo`]}
                onChange={(event) => setLine(index, { note: event.currentTarget.value })}
                miw={200}
              />
            </Group>
          </Paper>
        ))}
        {errors.items && (
          <Text c="red" fz="sm" role="alert">
            {errors.items}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('common.cancel')}
          </Button>
          <Button loading={running} onClick={() => void submit()}>
            {t('finance.settlement.adjust.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
