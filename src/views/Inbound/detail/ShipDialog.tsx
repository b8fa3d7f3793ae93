import { TagsInput, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { InboundOrder } from '@/api/business/types/documents';
import { StepDialog, StepForm, useStepSubmit } from '@/views/Business/shared/StepDialog';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';

interface ShipDialogProps {
  order: InboundOrder | null;
  onConfirm: (
    order: InboundOrder,
    shipment: { trackingNos: string[]; containerNo: string },
  ) => Promise<ActionOutcome>;
  onClose: () => void;
}

/** Mark shipped: a tracking number or a container number is required (business.md §5). */
export function ShipDialog({ order, onConfirm, onClose }: ShipDialogProps) {
  const { t } = useTranslate();
  return (
    <StepDialog document={order} title={() => t('inbound.ship.title')} onClose={onClose}>
      {(o) => <ShipForm order={o} onConfirm={onConfirm} onClose={onClose} />}
    </StepDialog>
  );
}

function ShipForm({ order, onConfirm, onClose }: ShipDialogProps & { order: InboundOrder }) {
  const { t } = useTranslate();
  const [trackingNos, setTrackingNos] = useState<string[]>(order.trackingNos);
  const [containerNo, setContainerNo] = useState(order.containerNo);
  const step = useStepSubmit<'trackingNos' | 'containerNo'>(onClose);
  const confirm = () => {
    const none = trackingNos.every((no) => no.trim() === '') && containerNo.trim() === '';
    void step.submit({ trackingNos: none ? t('inbound.ship.numberRequired') : undefined }, () =>
      onConfirm(order, { trackingNos, containerNo: containerNo.trim().toUpperCase() }),
    );
  };
  return (
    <StepForm
      intro={t('inbound.ship.intro')}
      confirm={t('inbound.ship.confirm')}
      busy={step.busy}
      onCancel={onClose}
      onSubmit={confirm}
    >
      <TagsInput
        label={t('inbound.field.trackingNos')}
        description={t('inbound.edit.trackingHint')}
        value={trackingNos}
        onChange={(value) => {
          setTrackingNos(value);
          step.clear();
        }}
        error={step.errors.trackingNos}
        acceptValueOnBlur
        data-autofocus
      />
      <TextInput
        label={t('inbound.field.containerNo')}
        description={t('inbound.edit.containerNoHint')}
        value={containerNo}
        onChange={(event) => {
          setContainerNo(event.currentTarget.value);
          step.clear();
        }}
        error={step.errors.containerNo}
      />
    </StepForm>
  );
}
