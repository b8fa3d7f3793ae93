import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessage2 } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { forgetPassword } from '@/api/access';
import { codeRule, confirmRule, passwordRule } from '@/api/rules/account';
import { CodeInput } from './CodeInput';
import { NewPasswordFields } from './NewPasswordFields';
import { showServerFieldErrors, useRuleMessage } from './rule-message';
import { codeTarget, RESEND_SECONDS, sendCode, type CodeMethod } from './send-code';
import type { Countdown } from './use-countdown';

interface CodeResetFormProps {
  method: CodeMethod;
  address: string;
  /** the server's answer to the last code sent (the demo's names the code) */
  notice: string;
  countdown: Countdown;
  onNotice: (notice: string) => void;
  onChangeAddress: () => void;
  onDone: () => void;
}

/** Step 2 of a forgotten password: the code and the new password. */
export function CodeResetForm(props: CodeResetFormProps) {
  const { method, address, notice, countdown, onNotice, onChangeAddress, onDone } = props;
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirm: '' },
    validate: {
      code: (value) => rule(codeRule(value)),
      password: (value) => rule(passwordRule(value)),
      confirm: (value, values) => rule(confirmRule(value, values.password)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { encryptPassword } = await import('@/api/crypto');
      await forgetPassword({
        ...codeTarget(method, address),
        code: values.code,
        newPassword: encryptPassword(values.password),
      });
      onDone();
    } catch (error) {
      showServerFieldErrors(form, error, { newPassword: 'password' });
      setSubmitting(false);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      onNotice(await sendCode(method, address));
      countdown.start(RESEND_SECONDS);
      form.setFieldValue('code', '');
      form.clearFieldError('code');
    } catch {
      // the client has shown the error
    } finally {
      setResending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  const code = form.getInputProps('code');
  return (
    <form onSubmit={submit} noValidate aria-label={t('access.forget.title')}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('access.forget.sentTo', { target: address })}
          </Text>
          <Anchor component="button" type="button" fz="sm" onClick={onChangeAddress}>
            {t('access.forget.change')}
          </Anchor>
        </Group>
        <Alert color="blue" variant="light" icon={<IconMessage2 size={18} />} role="status">
          {notice}
        </Alert>
        <div>
          <CodeInput
            autoFocus
            value={form.values.code}
            onChange={(value) => form.setFieldValue('code', value)}
            error={typeof code.error === 'string' ? code.error : undefined}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            mt={6}
            onClick={resend}
            loading={resending}
            disabled={waiting}
          >
            {waiting
              ? t('access.forget.resendIn', { seconds: countdown.remaining })
              : t('access.forget.resend')}
          </Button>
        </div>
        <NewPasswordFields
          label="newPassword"
          value={form.values.password}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('access.forget.submit')}
        </Button>
      </Stack>
    </form>
  );
}
