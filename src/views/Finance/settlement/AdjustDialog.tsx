import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { FieldErrors } from '@/api/rules/fields';
import { readAdjustment, readWholeAdjustment } from '@/api/rules/settlement';
import type { Settlement } from '@/api/business/types/documents';
import type { FeeItem } from '@/api/business/types/ledger';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { feeCodeKey } from '../parts/fee-words';
import { useAnswerForm } from './use-answer-form';

interface Line {
  amount: string | number;
  note: string;
}

export interface AdjustDialogProps {
  settlement: Settlement;
  /** the disputed items, each answered with an adjustment */
  items: FeeItem[];
  send: (
    payload: { items: { feeNo: string; amount: number; note: string }[] } | { amount: number; note: string },
  ) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** The operator's answer to a dispute: per disputed item a signed amount (− credits, + charges) and a note. */
export function AdjustDialog({ settlement, items, send, onClose }: AdjustDialogProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  // a dispute of the statement as a whole is answered with one line
  const whole = items.length === 0;
  const [lines, setLines] = useState<Line[]>(() =>
    whole ? [{ amount: '', note: '' }] : items.map(() => ({ amount: '', note: '' })),
  );
  const { errors, running, submit: answer } = useAnswerForm(send, onClose);
  const setLine = (index: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const submit = async () => {
    const found: FieldErrors = {};
    const payload = whole
      ? readWholeAdjustment(lines[0], found)
      : readAdjustment(
          {
            items: items.map((item, i) => ({
              feeNo: item.feeNo,
              amount: lines[i].amount,
              note: lines[i].note,
            })),
          },
          found,
        );
    await answer(payload, found);
  };
  const errorAt = (index: number, field: string) =>
    whole
      ? errors[field]
      : (errors[`items.${index}.${field}`] ??
        (field === 'note' ? errors[`items.${index}.feeNo`] : undefined));
  const headings = whole
    ? [{ key: 'whole', label: t('finance.settlement.adjust.whole') }]
    : items.map((item) => ({
        key: item.feeNo,
        label: `${item.feeNo} · ${t(feeCodeKey(item.feeCode))} · ${formatMoney(item.amount, item.currency, locale)}`,
      }));
  return (
    <Modal
      opened
      size="lg"
      onClose={onClose}
      title={t('finance.settlement.adjust.title', { settlementNo: settlement.settlementNo })}
    >
      <Stack>
        <Text fz="sm">{t('finance.settlement.adjust.message', { note: settlement.disputeNote })}</Text>
        {headings.map((heading, index) => (
          <Paper
            key={heading.key}
            withBorder
            p="sm"
            role="group"
            aria-label={heading.key}
            data-testid={`adjust-${heading.key}`}
          >
            <Text fz="sm" fw={600} mb="xs">
              {heading.label}
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label={t('finance.settlement.adjust.amount')}
                description={t('finance.settlement.adjust.amountHint')}
                required
                decimalScale={2}
                value={lines[index].amount}
                error={errorAt(index, 'amount')}
                onChange={(value) => setLine(index, { amount: value })}
                miw={160}
              />
              <TextInput
                label={t('finance.settlement.adjust.note')}
                required
                value={lines[index].note}
                error={errorAt(index, 'note')}
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
