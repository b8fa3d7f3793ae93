import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAt, IconSend } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { emailRule } from '@/api/rules/account';
import { showServerFieldErrors, useRuleMessage } from './rule-message';

export interface InviteValues<R extends string> {
  email: string;
  nickname: string;
  role: R;
}

export interface InviteModalProps<R extends string, T> {
  title: string;
  /** the roles to choose from, each worded as `customer.role.<role>` or the like */
  roles: readonly R[];
  defaultRole: R;
  /** the translation keys of a role's name and of what it may do */
  roleName: (role: R) => string;
  roleHint: (role: R) => string;
  /** the field the back-end names the role by (`customerRole`, `operatorRole`): its 422 lands there */
  roleField: string;
  send: (values: InviteValues<R>) => Promise<T>;
  /** the address the answer was sent to, for the notice */
  sentTo: (sent: T) => string;
  onClose: () => void;
  onInvited: (sent: T) => void;
}

/**
 * Invites a person with a role (issue #41 §3): a customer's user, or an operator. Their account
 * waits, and the link goes to the outbox (and by mail where the service sends mail). A 422 lands at
 * its field.
 */
export function InviteModal<R extends string, T>({
  title,
  roles,
  defaultRole,
  roleName,
  roleHint,
  roleField,
  send,
  sentTo,
  onClose,
  onInvited,
}: InviteModalProps<R, T>) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [sending, setSending] = useState(false);
  const form = useForm<InviteValues<R>>({
    mode: 'controlled',
    initialValues: { email: '', nickname: '', role: defaultRole },
    validate: { email: (value) => rule(emailRule(value)) },
  });
  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const sent = await send({ ...values, email: values.email.trim() });
      notifications.show({ color: 'teal', message: t('customer.users.invited', { email: sentTo(sent) }) });
      onInvited(sent);
    } catch (error) {
      showServerFieldErrors(form, error, { [roleField]: 'role' });
      setSending(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="md">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('customer.users.inviteHint')}
          </Text>
          <TextInput
            label={t('customer.users.email')}
            leftSection={<IconAt size={16} />}
            type="email"
            autoComplete="off"
            autoFocus
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('customer.users.nickname')}
            description={t('customer.users.nicknameHint')}
            maxLength={50}
            {...form.getInputProps('nickname')}
          />
          <Select
            label={t('customer.users.role')}
            withAsterisk
            allowDeselect={false}
            data={roles.map((role) => ({ value: role, label: t(roleName(role)) }))}
            description={t(roleHint(form.values.role))}
            {...form.getInputProps('role')}
          />
          <Button type="submit" leftSection={<IconSend size={16} />} loading={sending}>
            {t('customer.users.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
