import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { fieldErrors } from '@/api/errors';
import {
  adjustInventory,
  freezeInventory,
  unfreezeInventory,
  type BalanceRow,
} from '@/api/business/inventory';
import { ADJUSTABLE_BUCKETS, MAX_STOCK_CHANGE as MAX, STOCK_REASON_MAX_LENGTH } from '@/api/rules/inventory';
import { describeFailure, type ActionFailure } from '@/views/Business/shared/action-error';

export type StockOperation = 'adjust' | 'freeze' | 'unfreeze';

type Adjustable = (typeof ADJUSTABLE_BUCKETS)[number];

export interface StockOperationDialogProps {
  operation: StockOperation;
  balance: BalanceRow;
  onClose: () => void;
  onDone: () => void;
}

/** An operator's adjustment, freeze or unfreeze of one balance (business.md §7), reason required. */
export function StockOperationDialog({ operation, balance, onClose, onDone }: StockOperationDialogProps) {
  const { t } = useTranslate();
  const [bucket, setBucket] = useState<Adjustable>('available');
  const [qty, setQty] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const names = { sku: balance.sku, warehouse: balance.warehouseCode };
  const amount = typeof qty === 'number' ? qty : Number.NaN;

  const qtyError = (() => {
    if (!Number.isInteger(amount))
      return operation === 'adjust'
        ? t('inventory.operate.qtyChangeInvalid')
        : t('inventory.operate.qtyInvalid', { max: MAX });
    if (operation === 'adjust') {
      if (amount === 0 || Math.abs(amount) > MAX) return t('inventory.operate.qtyChangeInvalid');
      if (balance[bucket] + amount < 0)
        return t('inventory.operate.belowZero', { bucket: t(`business.bucket.${bucket}`) });
      return null;
    }
    if (amount < 1 || amount > MAX) return t('inventory.operate.qtyInvalid', { max: MAX });
    const from = operation === 'freeze' ? 'available' : 'frozen';
    return balance[from] - amount < 0
      ? t('inventory.operate.belowZero', { bucket: t(`business.bucket.${from}`) })
      : null;
  })();
  const reasonError = reason.trim() === '' ? t('business.actionDialog.reasonRequired') : null;
  const server = failure?.fields ?? {};

  const submit = async () => {
    setTouched(true);
    if (qtyError || reasonError) return;
    const target = {
      customerId: balance.customerId,
      warehouseCode: balance.warehouseCode,
      sku: balance.sku,
      reason: reason.trim(),
    };
    setRunning(true);
    setFailure(null);
    try {
      if (operation === 'adjust') await adjustInventory({ ...target, bucket, qtyChange: amount });
      else if (operation === 'freeze') await freezeInventory({ ...target, qty: amount });
      else await unfreezeInventory({ ...target, qty: amount });
      notifications.show({ color: 'green', message: t('inventory.operate.done', names) });
      onDone();
    } catch (error) {
      setFailure({ ...describeFailure(error), fields: fieldErrors(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal opened onClose={onClose} centered title={t(`inventory.operate.${operation}Title`, names)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('inventory.operate.current', {
              available: balance.available,
              frozen: balance.frozen,
              unsellable: balance.unsellable,
            })}
          </Text>
          {operation === 'adjust' && (
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="adjust-bucket">
                {t('inventory.operate.bucket')}
              </Text>
              <SegmentedControl
                aria-labelledby="adjust-bucket"
                value={bucket}
                onChange={(value) => setBucket(value as Adjustable)}
                data={ADJUSTABLE_BUCKETS.map((name) => ({
                  value: name,
                  label: t(`business.bucket.${name}`),
                }))}
              />
            </Stack>
          )}
          <NumberInput
            label={t(operation === 'adjust' ? 'inventory.operate.qtyChange' : 'inventory.operate.qty')}
            withAsterisk
            allowDecimal={false}
            allowNegative={operation === 'adjust'}
            value={qty}
            onChange={setQty}
            error={(touched && qtyError) || server.qtyChange || server.qty}
            data-autofocus
          />
          <Textarea
            label={t('inventory.operate.reason')}
            description={t('inventory.operate.reasonHint')}
            withAsterisk
            rows={3}
            maxLength={STOCK_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={(touched && reasonError) || server.reason}
          />
          {failure && (
            <Alert color="red" variant="light" title={t(failure.titleKey)} role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('business.common.cancel')}
            </Button>
            <Button type="submit" loading={running}>
              {t('inventory.operate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
