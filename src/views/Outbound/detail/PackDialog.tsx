import { StepFormButtons } from './StepFormButtons';
import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { isPositive } from '@machines/business/payload';
import { fieldErrors } from '@/api/errors';
import type { OutboundOrder } from '@/api/business/types/documents';
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
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('outbound.pack.title', { document: order.outboundNo }) : ''}
      centered
    >
      {order ? <PackForm order={order} onConfirm={onConfirm} onClose={onClose} /> : null}
    </Modal>
  );
}

export function PackForm({ order, onConfirm, onClose }: PackDialogProps & { order: OutboundOrder }) {
  const { t } = useTranslate();
  const [weight, setWeight] = useState<string | number>(order.actualWeightKg ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const value = typeof weight === 'number' ? weight : Number.NaN;
    if (!isPositive(value)) {
      setError(t('outbound.pack.weightInvalid'));
      return;
    }
    setBusy(true);
    const outcome = await onConfirm(order, { actualWeightKg: value });
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(fieldErrors(outcome.error).actualWeightKg ?? t('outbound.pack.failed'));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('outbound.pack.intro')}</Text>
        <NumberInput
          label={t('outbound.pack.weight')}
          description={t('outbound.pack.weightHint')}
          value={weight}
          onChange={(value) => {
            setWeight(value);
            setError(null);
          }}
          min={0}
          decimalScale={3}
          step={0.1}
          suffix=" kg"
          error={error}
          withAsterisk
          data-autofocus
        />
        <StepFormButtons confirm={t('outbound.pack.confirm')} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
