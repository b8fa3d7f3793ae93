import { List } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { Rma } from '@/api/business/types/documents';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { FALLBACK_STRATEGY } from '@/api/rules/return-outcome';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { StepDialog, StepForm, useStepSubmit } from '@/views/Business/shared/StepDialog';
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
  return (
    <StepDialog
      document={rma}
      title={(r) => t('rma.outcome.process.title', { document: r.rmaNo })}
      onClose={onClose}
    >
      {(r) => <ProcessForm rma={r} strategies={strategies} onConfirm={onConfirm} onClose={onClose} />}
    </StepDialog>
  );
}

function ProcessForm({ rma, strategies, onConfirm, onClose }: ProcessDialogProps & { rma: Rma }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const step = useStepSubmit(onClose);
  const rows = outcomeRows(rma.lines, rulesBySku(strategies), FALLBACK_STRATEGY);
  return (
    <StepForm
      intro={t('rma.outcome.process.intro')}
      confirm={t('rma.outcome.process.confirm')}
      confirmColor="green"
      focusConfirm
      busy={step.busy}
      onCancel={onClose}
      onSubmit={() => void step.submit({}, () => onConfirm(rma))}
    >
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
    </StepForm>
  );
}
