import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { freezeFunds, setCreditLimit, unfreezeFunds } from '@/api/business/finance';
import type { Purse } from '@/api/business/types/ledger';
import type { FieldErrors } from '@/api/rules/fields';
import { readCreditLimit, readFunds } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { showPurseFormError } from './purse-form-errors';

export type FundsAction = 'creditLimit' | 'freeze' | 'unfreeze';

interface Values {
  amount: number | string;
  remark: string;
}

const SHOWN = new Set(['amount', 'remark']);
const numeric = (value: number | string) => (value === '' ? Number.NaN : Number(value));

function send(action: FundsAction, purse: Purse, values: { amount: number; remark: string }) {
  if (action === 'creditLimit') return setCreditLimit(purse.customerId, purse.currency, values.amount);
  const call = action === 'freeze' ? freezeFunds : unfreezeFunds;
  return call(purse.customerId, purse.currency, values.amount, values.remark);
}

/**
 * The operator's dialog for one purse: a new credit limit, or funds to freeze or unfreeze with the
 * reason. The shared rules check first; the server's 422 lands at its field.
 */
export function FundsDialog({
  action,
  purse,
  onClose,
  onDone,
}: {
  action: FundsAction;
  purse: Purse;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: action === 'creditLimit' ? purse.creditLimit : '', remark: '' },
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (value: number) => formatMoney(value, purse.currency, locale);

  const submit = async (values: Values) => {
    const errors: FieldErrors = {};
    const input = { amount: numeric(values.amount), remark: values.remark };
    const read =
      action === 'creditLimit'
        ? { ...readCreditLimit(input, errors), remark: '' }
        : readFunds(input, purse, action, errors);
    form.setErrors(
      Object.fromEntries(
        Object.entries(errors).map(([path, key]) => [path, t(`finance.purse.rules.${key}`)]),
      ),
    );
    setNotice(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await send(action, purse, read);
      notifications.show({
        color: 'green',
        message: t(`finance.purse.${action}.done`, { currency: purse.currency }),
      });
      onDone();
    } catch (error) {
      showPurseFormError(error, (path) => SHOWN.has(path), form.setErrors, setNotice);
    } finally {
      setBusy(false);
    }
  };

  const room =
    action === 'freeze'
      ? t('finance.purse.freeze.room', { amount: money(purse.balance - purse.frozen) })
      : action === 'unfreeze'
        ? t('finance.purse.unfreeze.room', { amount: money(purse.frozen) })
        : t('finance.purse.creditLimit.hint');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`finance.purse.${action}.title`, { currency: purse.currency, customer: purse.customerId })}
    >
      <form
        noValidate
        aria-label={t(`finance.purse.${action}.title`, {
          currency: purse.currency,
          customer: purse.customerId,
        })}
        onSubmit={form.onSubmit((values) => void submit(values))}
      >
        <Stack gap="sm">
          {notice ? (
            <Alert color="red" role="alert">
              {notice}
            </Alert>
          ) : null}
          <Text fz="sm" c="dimmed">
            {room}
          </Text>
          <NumberInput
            label={t(action === 'creditLimit' ? 'finance.purse.creditLimit.label' : 'business.field.amount')}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            data-autofocus
            {...form.getInputProps('amount')}
          />
          {action === 'creditLimit' ? null : (
            <TextInput
              label={t('finance.purse.reason')}
              required
              maxLength={255}
              {...form.getInputProps('remark')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('finance.common.cancel')}
            </Button>
            <Button type="submit" loading={busy} color={action === 'freeze' ? 'orange' : undefined}>
              {t(`finance.purse.${action}.run`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
