import { StepFormButtons } from './StepFormButtons';
import { Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { isText } from '@machines/business/payload';
import { getOutboundTrackingNo } from '@/api/business/outbound';
import { fieldErrors } from '@/api/errors';
import { OUTBOUND_FIELDS } from '@/api/rules/outbound';
import type { OutboundOrder } from '@/api/business/types/documents';
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
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('outbound.ship.title', { document: order.outboundNo }) : ''}
      centered
    >
      {order ? <ShipLoader order={order} onConfirm={onConfirm} onClose={onClose} /> : null}
    </Modal>
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const value = trackingNo.trim();
    if (!isText(value)) return setError(t('outbound.ship.numberRequired'));
    if (value.length > MAX_TRACKING) return setError(t('outbound.ship.numberTooLong', { max: MAX_TRACKING }));
    setBusy(true);
    const outcome = await onConfirm(order, { trackingNo: value });
    setBusy(false);
    if (outcome.ok) onClose();
    else setError(fieldErrors(outcome.error).trackingNo ?? t('outbound.ship.failed'));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{initial ? t('outbound.ship.introAssigned') : t('outbound.ship.intro')}</Text>
        <TextInput
          label={t('outbound.ship.trackingNo')}
          value={trackingNo}
          onChange={(event) => {
            setTrackingNo(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-autofocus
        />
        <StepFormButtons confirm={t('outbound.ship.confirm')} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
