import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAt, IconSend } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { inviteCustomerUser, type InvitationSent } from '@/api/business/customer';
import { CUSTOMER_ROLES, type CustomerRole } from '@/api/customer-roles';
import { emailRule } from '@/api/rules/account';
import { showServerFieldErrors, useRuleMessage } from '@/views/Access/rule-message';

interface Values {
  email: string;
  nickname: string;
  customerRole: CustomerRole;
}

export interface InviteUserProps {
  customerId: string;
  customerName: string;
  /** the first user of a customer is its administrator; colleagues start as viewers */
  defaultRole: CustomerRole;
  onClose: () => void;
  onInvited: (sent: InvitationSent) => void;
}

/**
 * Invites a person to a customer with a role (issue #41 §3): their account waits, and the link goes
 * to the outbox (and by mail where the service sends mail). A 422 lands at its field.
 */
export function InviteUser({ customerId, customerName, defaultRole, onClose, onInvited }: InviteUserProps) {
  const { t } = useTranslate();
  const rule = useRuleMessage();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', nickname: '', customerRole: defaultRole },
    validate: { email: (value) => rule(emailRule(value)) },
  });
  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const sent = await inviteCustomerUser({ customerId, ...values, email: values.email.trim() });
      notifications.show({ color: 'teal', message: t('customer.users.invited', { email: sent.user.email }) });
      onInvited(sent);
    } catch (error) {
      showServerFieldErrors(form, error);
      setSending(false);
    }
  });
  const title = t('customer.users.inviteTitle', { name: customerName });
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
            data={CUSTOMER_ROLES.map((role) => ({ value: role, label: t(`customer.role.${role}`) }))}
            description={t(`customer.roleHint.${form.values.customerRole}`)}
            {...form.getInputProps('customerRole')}
          />
          <Button type="submit" leftSection={<IconSend size={16} />} loading={sending}>
            {t('customer.users.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
