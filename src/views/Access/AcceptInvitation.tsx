import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconUser } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import {
  acceptInvitation,
  getInvitation,
  tokenRefusal,
  type InvitationView,
  type TokenFailure,
} from '@/api/access';
import { confirmRule, passwordRule, usernameRule } from '@/api/rules/account';
import { AuthShell } from '@/views/Login/AuthShell';
import { AuthNotice } from './AuthNotice';
import { doneToSignIn } from './notify-done';
import { NewPasswordFields } from './NewPasswordFields';
import { showServerFieldErrors, useRuleMessage } from './rule-message';
import { useSearchParam } from './use-search-param';

type LinkState = { state: 'checking' } | { state: 'valid'; view: InvitationView } | { state: TokenFailure };

/** Whom the mailed invitation is for, asked before the invitee chooses a username and password. */
function useInvitation(token: string): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>(token ? { state: 'checking' } : { state: 'unknown' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    getInvitation(token).then(
      (view) => {
        if (current) setState({ state: 'valid', view });
      },
      (error: unknown) => {
        if (current) setState({ state: tokenRefusal(error)?.reason ?? 'unknown' });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return [state, setState];
}

/**
 * `#/accept-invitation?token=…` (issue #41 §3): a customer's invitation, from the mail or the outbox.
 * The invitee sees whose it is, chooses a username and a password, and signs in as that customer's
 * user with the role they were invited with.
 */
export default function AcceptInvitation() {
  const { t } = useTranslate();
  const token = useSearchParam('token');
  const [link, setLink] = useInvitation(token);
  return (
    <AuthShell
      title={t('access.invitation.title')}
      subtitle={
        link.state === 'valid'
          ? link.view.customerName === null
            ? t('access.invitation.operatorSubtitle', {
                role: t(`access.invitation.operatorRole.${link.view.role}`),
              })
            : t('access.invitation.subtitle', {
                customer: link.view.customerName,
                role: t(`access.invitation.role.${link.view.role}`),
              })
          : undefined
      }
      footer={
        <Anchor href="#/login" inherit underline="always">
          {t('access.common.backToLogin')}
        </Anchor>
      }
    >
      {link.state === 'checking' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('access.invitation.checking')}</Text>
        </Group>
      ) : null}
      {link.state === 'valid' ? (
        <AcceptForm token={token} view={link.view} onRefused={(reason) => setLink({ state: reason })} />
      ) : null}
      {link.state !== 'checking' && link.state !== 'valid' ? <LinkRefused reason={link.state} /> : null}
    </AuthShell>
  );
}

interface Values {
  username: string;
  password: string;
  confirm: string;
}

function AcceptForm({
  token,
  view,
  onRefused,
}: {
  token: string;
  view: InvitationView;
  onRefused: (reason: TokenFailure) => void;
}) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '', confirm: '' },
    validate: {
      username: (value) => rule(usernameRule(value)),
      password: (value) => rule(passwordRule(value)),
      confirm: (value, values) => rule(confirmRule(value, values.password)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { encryptPassword } = await import('@/api/crypto');
      await acceptInvitation({
        token,
        username: values.username.trim(),
        password: encryptPassword(values.password),
      });
      doneToSignIn(t('access.invitation.done', { username: values.username.trim() }));
    } catch (error) {
      const refusal = tokenRefusal(error);
      if (refusal) onRefused(refusal.reason);
      else showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('access.invitation.title')}>
      <Stack gap="md">
        <TextInput
          label={t('access.fields.email')}
          leftSection={<IconAt size={16} />}
          value={view.email}
          readOnly
          description={t('access.invitation.emailHint')}
        />
        <TextInput
          label={t('access.fields.username')}
          placeholder={t('access.fields.usernamePlaceholder')}
          description={t('access.fields.usernameHint')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          autoFocus
          withAsterisk
          {...form.getInputProps('username')}
        />
        <NewPasswordFields
          label="password"
          value={form.values.password}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('access.invitation.submit')}
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
      title={t(`access.invitation.${reason}Title`)}
      action={
        reason === 'used'
          ? { href: '#/login', label: t('access.invitation.signIn'), primary: true }
          : undefined
      }
    >
      {t(`access.invitation.${reason}`)}
    </AuthNotice>
  );
}
