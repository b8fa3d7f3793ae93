import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '@tolgee/react';
import { checkResetToken, resetPassword, tokenRefusal, type TokenFailure } from '@/api/access';
import { confirmRule, passwordRule } from '@/api/rules/account';
import { AuthShell } from '@/views/Login/AuthShell';
import { AuthNotice } from './AuthNotice';
import { doneToSignIn } from './notify-done';
import { NewPasswordFields } from './NewPasswordFields';
import { showServerFieldErrors, useRuleMessage } from './rule-message';
import { useSearchParam } from './use-search-param';

type LinkState = 'checking' | 'valid' | TokenFailure;

/** Whether the emailed link still works, asked before the new password is typed. */
function useLinkState(token: string): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'unknown');
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetToken(token).then(
      () => {
        if (current) setState('valid');
      },
      (error: unknown) => {
        if (current) setState(tokenRefusal(error)?.reason ?? 'unknown');
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return [state, setState];
}

/** A new password from an emailed reset link (`#/reset-password?token=…`). */
export default function ResetPassword() {
  const { t } = useTranslate();
  const token = useSearchParam('token');
  const [state, setState] = useLinkState(token);
  return (
    <AuthShell
      title={t('access.reset.title')}
      subtitle={state === 'valid' ? t('access.reset.subtitle') : undefined}
      footer={
        <Anchor href="#/login" inherit underline="always">
          {t('access.common.backToLogin')}
        </Anchor>
      }
    >
      {state === 'checking' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('access.reset.checking')}</Text>
        </Group>
      ) : null}
      {state === 'valid' ? <NewPasswordForm token={token} onRefused={setState} /> : null}
      {state !== 'checking' && state !== 'valid' ? <LinkRefused reason={state} /> : null}
    </AuthShell>
  );
}

function NewPasswordForm({ token, onRefused }: { token: string; onRefused: (reason: TokenFailure) => void }) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => rule(passwordRule(value)),
      confirm: (value, values) => rule(confirmRule(value, values.password)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { encryptPassword } = await import('@/api/crypto');
      await resetPassword({ token, newPassword: encryptPassword(values.password) });
      doneToSignIn(t('access.forget.done'));
    } catch (error) {
      const refusal = tokenRefusal(error);
      if (refusal) onRefused(refusal.reason);
      else showServerFieldErrors(form, error, { newPassword: 'password' });
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('access.reset.title')}>
      <Stack gap="md">
        <NewPasswordFields
          label="newPassword"
          autoFocus
          value={form.values.password}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('access.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function LinkRefused({ reason }: { reason: TokenFailure }) {
  const { t } = useTranslate();
  return (
    <AuthNotice
      tone="refused"
      title={t(`access.reset.${reason}Title`)}
      action={{ href: '#/forget-password', label: t('access.reset.requestNew'), primary: true }}
    >
      {t(`access.reset.${reason}`)}
    </AuthNotice>
  );
}
