import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Recharge } from '@/api/business/types/documents';
import { creditedAmount } from '@/api/rules/purse';
import { readApproval } from '@/api/rules/recharge';
import type { FieldErrors } from '@/api/rules/fields';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { splitServerErrors } from '@/views/Business/shared/server-errors';
import { FormNotices } from '@/views/Business/shared/FormNotices';

interface Values {
  arrivedAmount: number | string;
  serviceCharge: number | string;
}

const APPROVAL_SHOWN = new Set(['arrivedAmount', 'serviceCharge']);
const ruleMessage = (key: string) => `finance.review.rules.${key}`;
const numeric = (value: number | string) => (value === '' ? Number.NaN : Number(value));

export interface ApproveFormProps {
  recharge: Recharge;
  /** sends the approval (the kit's `perform`); a refusal comes back for the fields */
  onApprove: (payload: { arrivedAmount: number; serviceCharge: number }) => Promise<ActionOutcome>;
  busy: boolean;
}

/**
 * The operator's approval: the amount that arrived (the declared amount until changed) and the
 * service charge (0); the credited amount shown as it is typed and confirmed before it is sent.
 */
export function ApproveForm({ recharge, onApprove, busy }: ApproveFormProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { arrivedAmount: recharge.declaredAmount, serviceCharge: 0 },
  });
  const [confirming, setConfirming] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const values = form.getValues();
  const errors: FieldErrors = {};
  const read = readApproval(
    { arrivedAmount: numeric(values.arrivedAmount), serviceCharge: numeric(values.serviceCharge) },
    errors,
  );
  const valid = Object.keys(errors).length === 0;
  const credited = valid ? creditedAmount(read.arrivedAmount, read.serviceCharge) : null;
  const money = (value: number | null) => formatMoney(value, recharge.currency, locale);

  const check = () => {
    form.setErrors(
      Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, t(ruleMessage(key))])),
    );
    if (valid) setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    setNotices([]);
    const outcome = await onApprove({ arrivedAmount: read.arrivedAmount, serviceCharge: read.serviceCharge });
    if (outcome.ok) return;
    const split = splitServerErrors(outcome.error, (path) => APPROVAL_SHOWN.has(path));
    if (split) {
      form.setErrors(split.atFields);
      setNotices(split.elsewhere);
    }
  };

  return (
    <form
      aria-label={t('finance.review.approve.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <Stack gap="sm">
        <FormNotices notices={notices} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('finance.recharge.field.arrivedAmount')}
            description={t('finance.review.approve.declared', { amount: money(recharge.declaredAmount) })}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('arrivedAmount')}
          />
          <NumberInput
            label={t('finance.recharge.field.serviceCharge')}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('serviceCharge')}
          />
        </SimpleGrid>
        <Text fz="sm" aria-live="polite">
          {credited === null
            ? t('finance.review.approve.creditedUnknown')
            : t('finance.review.approve.credited', { amount: money(credited) })}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" color="green" loading={busy}>
            {t('business.action.approve')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('finance.review.approve.confirmTitle', { no: recharge.rechargeNo })}
      >
        <Stack gap="md">
          <Text fz="sm">
            {t('finance.review.approve.confirmMessage', {
              amount: money(credited),
              customer: recharge.customerId,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('finance.common.cancel')}
            </Button>
            <Button color="green" onClick={() => void send()} data-autofocus>
              {t('finance.review.approve.confirmRun', { amount: money(credited) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
