import { Group, Loader, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { isText } from '@machines/business/payload';
import { getOutboundTrackingNo } from '@/api/business/outbound';
import { OUTBOUND_FIELDS } from '@/api/rules/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
import { StepDialog, StepForm, useStepSubmit } from '@/views/Business/shared/StepDialog';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';

interface ShipDialogProps {
  order: OutboundOrder | null;
  onConfirm: (order: OutboundOrder, payload: { trackingNo: string }) => Promise<ActionOutcome>;
  onClose: () => void;
}

const MAX_TRACKING = OUTBOUND_FIELDS.trackingNo.max?.[0] ?? 50;

/** Ship: the carrier's tracking number, filled in with the one the carrier assigned. */
export function ShipDialog({ order, onConfirm, onClose }: ShipDialogProps) {
  const { t } = useTranslate();
  return (
    <StepDialog
      document={order}
      title={(o) => t('outbound.ship.title', { document: o.outboundNo })}
      onClose={onClose}
    >
      {(o) => <ShipLoader order={o} onConfirm={onConfirm} onClose={onClose} />}
    </StepDialog>
  );
}

function ShipLoader(props: ShipDialogProps & { order: OutboundOrder }) {
  const { t } = useTranslate();
  const { order } = props;
  const assigned = useQuery({
    queryKey: ['outbound.detail', 'trackingNo', order.id, order.updatedAt],
    queryFn: () => getOutboundTrackingNo(order.id),
    retry: false,
  });
  if (assigned.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text fz="sm">{t('outbound.ship.assigning')}</Text>
      </Group>
    );
  }
  return <ShipForm {...props} initial={assigned.data?.trackingNo || order.trackingNo} />;
}

export function ShipForm({
  order,
  onConfirm,
  onClose,
  initial,
}: ShipDialogProps & { order: OutboundOrder; initial: string }) {
  const { t } = useTranslate();
  const [trackingNo, setTrackingNo] = useState(initial);
  const step = useStepSubmit<'trackingNo'>(onClose);
  const confirm = () => {
    const value = trackingNo.trim();
    const problem = !isText(value)
      ? t('outbound.ship.numberRequired')
      : value.length > MAX_TRACKING
        ? t('outbound.ship.numberTooLong', { max: MAX_TRACKING })
        : undefined;
    void step.submit({ trackingNo: problem }, () => onConfirm(order, { trackingNo: value }), {
      field: 'trackingNo',
      message: t('outbound.ship.failed'),
    });
  };
  return (
    <StepForm
      intro={initial ? t('outbound.ship.introAssigned') : t('outbound.ship.intro')}
      confirm={t('outbound.ship.confirm')}
      busy={step.busy}
      onCancel={onClose}
      onSubmit={confirm}
    >
      <TextInput
        label={t('outbound.ship.trackingNo')}
        value={trackingNo}
        onChange={(event) => {
          setTrackingNo(event.currentTarget.value);
          step.clear();
        }}
        error={step.errors.trackingNo}
        withAsterisk
        data-autofocus
      />
    </StepForm>
  );
}
