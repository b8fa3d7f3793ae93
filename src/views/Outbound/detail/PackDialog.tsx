import { NumberInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { isPositive } from '@machines/business/payload';
import type { OutboundOrder } from '@/api/business/types/documents';
import { StepDialog, StepForm, useStepSubmit } from '@/views/Business/shared/StepDialog';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';

interface PackDialogProps {
  order: OutboundOrder | null;
  onConfirm: (order: OutboundOrder, payload: { actualWeightKg: number }) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** Pack: the warehouse weighs the parcel; the weight must be above 0 kg (the chart's own check). */
export function PackDialog({ order, onConfirm, onClose }: PackDialogProps) {
  const { t } = useTranslate();
  return (
    <StepDialog
      document={order}
      title={(o) => t('outbound.pack.title', { document: o.outboundNo })}
      onClose={onClose}
    >
      {(o) => <PackForm order={o} onConfirm={onConfirm} onClose={onClose} />}
    </StepDialog>
  );
}

export function PackForm({ order, onConfirm, onClose }: PackDialogProps & { order: OutboundOrder }) {
  const { t } = useTranslate();
  const [weight, setWeight] = useState<string | number>(order.actualWeightKg ?? '');
  const step = useStepSubmit<'actualWeightKg'>(onClose);
  const confirm = () => {
    const value = typeof weight === 'number' ? weight : Number.NaN;
    void step.submit(
      isPositive(value) ? {} : { actualWeightKg: t('outbound.pack.weightInvalid') },
      () => onConfirm(order, { actualWeightKg: value }),
      { field: 'actualWeightKg', message: t('outbound.pack.failed') },
    );
  };
  return (
    <StepForm
      intro={t('outbound.pack.intro')}
      confirm={t('outbound.pack.confirm')}
      busy={step.busy}
      onCancel={onClose}
      onSubmit={confirm}
    >
      <NumberInput
        label={t('outbound.pack.weight')}
        description={t('outbound.pack.weightHint')}
        value={weight}
        onChange={(value) => {
          setWeight(value);
          step.clear();
        }}
        min={0}
        decimalScale={3}
        step={0.1}
        suffix=" kg"
        error={step.errors.actualWeightKg}
        withAsterisk
        data-autofocus
      />
    </StepForm>
  );
}
