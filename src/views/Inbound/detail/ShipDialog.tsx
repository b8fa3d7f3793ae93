import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { fieldErrors } from '@/api/errors';
import type { InboundOrder } from '@/api/business/types/documents';
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
    <Modal opened={order !== null} onClose={onClose} title={t('inbound.ship.title')} centered>
      {order ? <ShipForm order={order} onConfirm={onConfirm} onClose={onClose} /> : null}
    </Modal>
  );
}

function ShipForm({ order, onConfirm, onClose }: ShipDialogProps & { order: InboundOrder }) {
  const { t } = useTranslate();
  const [trackingNos, setTrackingNos] = useState<string[]>(order.trackingNos);
  const [containerNo, setContainerNo] = useState(order.containerNo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (trackingNos.every((no) => no.trim() === '') && containerNo.trim() === '') {
      setErrors({ trackingNos: t('inbound.ship.numberRequired') });
      return;
    }
    setBusy(true);
    const outcome = await onConfirm(order, { trackingNos, containerNo: containerNo.trim().toUpperCase() });
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors(fieldErrors(outcome.error));
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{t('inbound.ship.intro')}</Text>
      <TagsInput
        label={t('inbound.field.trackingNos')}
        description={t('inbound.edit.trackingHint')}
        value={trackingNos}
        onChange={(value) => {
          setTrackingNos(value);
          setErrors({});
        }}
        error={errors.trackingNos}
        acceptValueOnBlur
        data-autofocus
      />
      <TextInput
        label={t('inbound.field.containerNo')}
        description={t('inbound.edit.containerNoHint')}
        value={containerNo}
        onChange={(event) => {
          setContainerNo(event.currentTarget.value);
          setErrors({});
        }}
        error={errors.containerNo}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button loading={busy} onClick={() => void confirm()}>
          {t('inbound.ship.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
