import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { BATCH_KINDS, type BatchKind } from '@machines/business/outbound-batch.machine';
import { fieldErrors, ApiError } from '@/api/errors';
import { createOutboundBatch } from '@/api/business/outbound-batch';
import type { OutboundBatch, OutboundOrder } from '@/api/business/types/documents';
import { BATCH_FIELDS, readOrderIds } from '@/api/rules/batch';
import { readFields, type FieldErrors } from '@/api/rules/fields';
import { OrderPicker } from './OrderPicker';

export interface CreateBatchModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (batch: OutboundBatch) => void;
  withCustomer: boolean;
}

/** The server's `orderIds.<i>` messages by the order they are about. */
function perOrder(fields: Record<string, string>, orders: OutboundOrder[]): Record<string, string> {
  const byOrder: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const index = /^orderIds\.(\d+)$/.exec(field)?.[1];
    const order = index === undefined ? undefined : orders[Number(index)];
    if (order) byOrder[order.id] = message;
  }
  return byOrder;
}

/** A new batch: its kind, the orders picked (one warehouse and carrier), a remark. */
export function CreateBatchModal({ opened, onClose, onCreated, withCustomer }: CreateBatchModalProps) {
  const { t } = useTranslate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [kind, setKind] = useState<BatchKind>('LABEL_PRINT');
  const [orders, setOrders] = useState<OutboundOrder[]>([]);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setOrders([]);
    setRemark('');
    setErrors({});
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    const input = { kind, orderIds: orders.map((order) => order.id), remark };
    const found: FieldErrors = {};
    readFields(input, { remark: BATCH_FIELDS.remark }, found);
    readOrderIds(input, found);
    const own = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, t(`outbound.batch.rule.${key}`)]),
    );
    setErrors(own);
    setRefusal(null);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      const batch = await createOutboundBatch(input, { silent: true });
      notifications.show({ color: 'green', message: t('outbound.batch.done.create', { no: batch.batchNo }) });
      close();
      onCreated(batch);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const unplaced = Object.keys(fields).length === 0 || fields.orderIds;
      if (unplaced) setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('outbound.batch.create.title')}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="batch-kind-label">
            {t('outbound.batch.field.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="batch-kind-label"
            value={kind}
            onChange={(value) => setKind(value as BatchKind)}
            data={BATCH_KINDS.map((value) => ({ value, label: t(`outbound.batch.kind.${value}`) }))}
          />
          <Text fz="xs" c="dimmed">
            {t(`outbound.batch.kindHint.${kind}`)}
          </Text>
        </Stack>
        <OrderPicker
          selected={orders}
          onChange={(next) => {
            setOrders(next);
            setErrors({});
          }}
          withCustomer={withCustomer}
          errors={perOrder(errors, orders)}
        />
        {errors.orderIds ? (
          <Text fz="sm" c="red" role="alert">
            {errors.orderIds}
          </Text>
        ) : null}
        <Textarea
          label={t('business.field.remark')}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          error={errors.remark}
          rows={3}
        />
        {refusal && refusal !== errors.orderIds ? (
          <Alert color="red" role="alert" title={t('outbound.batch.create.refused')}>
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('outbound.batch.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            {t('outbound.batch.create.submit', { count: orders.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
