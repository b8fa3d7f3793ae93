import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { emailRule, phoneRule } from '@/api/rules/account';
import { showServerFieldErrors, useRuleMessage } from './rule-message';
import { RESEND_SECONDS, sendCode, type CodeMethod } from './send-code';
import type { Countdown } from './use-countdown';

interface CodeRequestFormProps {
  method: CodeMethod;
  address: string;
  countdown: Countdown;
  onSent: (address: string, notice: string) => void;
}

/** Step 1 of a forgotten password: where to send the code. */
export function CodeRequestForm({ method, address, countdown, onSent }: CodeRequestFormProps) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { address },
    validate: { address: (value) => rule(method === 'email' ? emailRule(value) : phoneRule(value)) },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const notice = await sendCode(method, values.address);
      countdown.start(RESEND_SECONDS);
      onSent(values.address.trim(), notice);
    } catch (error) {
      showServerFieldErrors(form, error, { [method]: 'address' });
      setSending(false);
    }
  });

  const waiting = countdown.remaining > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('access.forget.title')}>
      <Stack gap="md">
        <TextInput
          label={t(method === 'email' ? 'access.fields.email' : 'access.fields.phone')}
          placeholder={t(
            method === 'email' ? 'access.fields.emailPlaceholder' : 'access.fields.phonePlaceholder',
          )}
          leftSection={method === 'email' ? <IconAt size={16} /> : <IconPhone size={16} />}
          type={method === 'email' ? 'email' : 'tel'}
          autoComplete={method === 'email' ? 'email' : 'tel'}
          autoFocus
          withAsterisk
          {...form.getInputProps('address')}
        />
        <Button type="submit" fullWidth size="md" loading={sending} disabled={waiting}>
          {waiting
            ? t('access.forget.resendIn', { seconds: countdown.remaining })
            : t('access.forget.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
