import { Alert, Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, useState } from 'react';
import { setLowBalanceAlert } from '@/api/business/finance';
import type { Purse } from '@/api/business/types/ledger';
import type { FieldErrors } from '@/api/rules/fields';
import { amountToAlert, isBelowAlert, readLowBalanceAlert } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { RECHARGE_ADD_PATH } from '../parts/recharge-paths';
import { showPurseFormError } from './purse-form-errors';

/** The recharge form filled in with the currency and the amount that brings the purse to its alert. */
export const rechargeToAlertHref = (purse: Purse): string =>
  `#${RECHARGE_ADD_PATH}?currency=${purse.currency}&amount=${amountToAlert(purse).toFixed(2)}`;

/**
 * The warning of a purse below the merchant's alert, in words: what it can pay, the alert, and (for
 * the merchant) the recharge that brings it back up. Nothing when it is not below.
 */
export function LowBalanceWarning({ purse, canRecharge }: { purse: Purse; canRecharge: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (!isBelowAlert(purse)) return null;
  const money = (value: number) => formatMoney(value, purse.currency, locale);
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('finance.purse.lowAlert.warningTitle', { currency: purse.currency })}
    >
      <Stack gap={4}>
        <Text fz="sm">
          {t('finance.purse.lowAlert.warning', {
            alert: money(purse.lowBalanceAlert ?? 0),
            missing: money(amountToAlert(purse)),
          })}
        </Text>
        {canRecharge ? (
          <Anchor href={rechargeToAlertHref(purse)} fz="sm" fw={600}>
            {t('finance.purse.lowAlert.recharge', { amount: money(amountToAlert(purse)) })}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}

interface Values {
  amount: number | string;
}

/**
 * The purse's low-balance alert: shown to everyone who sees the purse; the merchant sets, changes or
 * clears it in place (the shared rule checks first, the server's 422 lands at the field).
 */
export function LowBalanceAlertSetting({
  purse,
  editable,
  onSaved,
}: {
  purse: Purse;
  editable: boolean;
  onSaved?: (purse: Purse) => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: purse.lowBalanceAlert ?? '' },
  });
  const label = t('finance.purse.lowAlert.label');

  const save = async (amount: number | string) => {
    const errors: FieldErrors = {};
    const { amount: alert } = readLowBalanceAlert({ amount }, errors);
    form.setErrors(errors.amount ? { amount: t(`finance.purse.rules.${errors.amount}`) } : {});
    setNotice(null);
    if (errors.amount) return;
    setBusy(true);
    try {
      const saved = await setLowBalanceAlert(purse.currency, alert);
      notifications.show({
        color: 'green',
        message: t(alert === null ? 'finance.purse.lowAlert.cleared' : 'finance.purse.lowAlert.saved', {
          currency: purse.currency,
        }),
      });
      setEditing(false);
      onSaved?.(saved);
    } catch (error) {
      showPurseFormError(error, (path) => path === 'amount', form.setErrors, setNotice);
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} role="group" aria-label={label}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text fz="sm" fw={600}>
            {purse.lowBalanceAlert === null
              ? t('finance.purse.lowAlert.none')
              : formatMoney(purse.lowBalanceAlert, purse.currency, locale)}
          </Text>
        </Stack>
        {editable ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              form.setValues({ amount: purse.lowBalanceAlert ?? '' });
              form.clearErrors();
              setNotice(null);
              setEditing(true);
            }}
          >
            {t(
              purse.lowBalanceAlert === null ? 'finance.purse.lowAlert.set' : 'finance.purse.lowAlert.change',
            )}
          </Button>
        ) : null}
      </Group>
    );
  }
  return (
    <form
      id={formId}
      noValidate
      aria-label={t('finance.purse.lowAlert.formTitle', { currency: purse.currency })}
      onSubmit={form.onSubmit((values) => void save(values.amount))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false);
      }}
    >
      <Stack gap="xs">
        {notice ? (
          <Alert color="red" role="alert">
            {notice}
          </Alert>
        ) : null}
        <NumberInput
          label={label}
          description={t('finance.purse.lowAlert.hint')}
          // the shared rule judges what was typed: no clamping or rounding of a slip on the way
          clampBehavior="none"
          decimalScale={4}
          thousandSeparator=","
          data-autofocus
          autoFocus
          {...form.getInputProps('amount')}
        />
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            {t('finance.common.cancel')}
          </Button>
          {purse.lowBalanceAlert === null ? null : (
            <Button size="xs" variant="light" color="gray" loading={busy} onClick={() => void save('')}>
              {t('finance.purse.lowAlert.clear')}
            </Button>
          )}
          <Button size="xs" type="submit" loading={busy}>
            {t('finance.purse.lowAlert.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
