import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Rma } from '@/api/business/types/documents';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { FALLBACK_STRATEGY } from '@/api/rules/return-outcome';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { outcomeRows, rulesBySku } from './rma-facts';

export interface ProcessDialogProps {
  rma: Rma | null;
  strategies: AppliedStrategy[];
  onConfirm: (rma: Rma) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** Process: asks first, saying what the strategy will do with every counted unit. */
export function ProcessDialog({ rma, strategies, onConfirm, onClose }: ProcessDialogProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const rows = rma ? outcomeRows(rma.lines, rulesBySku(strategies), FALLBACK_STRATEGY) : [];
  const confirm = async () => {
    if (!rma) return;
    setBusy(true);
    const outcome = await onConfirm(rma);
    setBusy(false);
    if (outcome.ok) onClose();
  };
  return (
    <Modal
      opened={rma !== null}
      onClose={onClose}
      title={rma ? t('rma.outcome.process.title', { document: rma.rmaNo }) : ''}
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{t('rma.outcome.process.intro')}</Text>
        <List spacing={4} fz="sm" aria-label={t('rma.detail.tabs.outcome')}>
          {rows.map((row) => (
            <List.Item key={`${row.sku}:${row.grade}`}>
              {t('rma.outcome.process.line', {
                sku: row.sku,
                grade: t(`rma.outcome.grade.${row.grade}`),
                qty: formatNumber(row.qty, locale),
                result: t(`rma.outcome.result.${row.result}`),
              })}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="green" loading={busy} onClick={() => void confirm()} data-autofocus>
            {t('rma.outcome.process.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
