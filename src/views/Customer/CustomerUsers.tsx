import { Alert, Badge, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSend, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  getCustomerUsers,
  inviteCustomerUser,
  updateCustomerUser,
  type CustomerUser,
  type InvitationSent,
} from '@/api/business/customer';
import { CUSTOMER_ROLES, isCustomerRole, type CustomerRole } from '@/api/roles';
import { useSession } from '@/app/actor-context';
import { useServerData } from '@/app/use-server-data';
import { DemoMailbox } from '@/views/Access/DemoMailbox';
import { InviteModal } from '@/views/Access/InviteModal';

const STATE_COLORS: Record<CustomerUser['state'], string> = {
  active: 'teal',
  invited: 'blue',
  awaitingActivation: 'orange',
  disabled: 'gray',
};

export interface CustomerUsersProps {
  customerId: string;
  customerName: string;
  /** whether the caller may invite (the `customer:invite` permission) */
  canInvite: boolean;
  /** an operator reads the outbox, where an invitation waits when the service sends no mail */
  readsOutbox: boolean;
}

/**
 * A customer's users and their roles, and the invitations that bring new ones (issue #41 §3): in the
 * operator's customer drawer and on a customer administrator's team page.
 */
export function CustomerUsers({ customerId, customerName, canInvite, readsOutbox }: CustomerUsersProps) {
  const { t } = useTranslate();
  const users = useServerData(['customer', 'users', customerId], () => getCustomerUsers(customerId));
  const [inviting, setInviting] = useState(false);
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const firstRole: CustomerRole = users.data?.length ? 'viewer' : 'admin';
  const ownId = useSession((snapshot) => snapshot.context.userInfo?.id);
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (user: CustomerUser) => user.username || user.nickname;

  /** A new link for someone who has not accepted yet (the earlier one stops working). */
  const sendAgain = async (user: CustomerUser) => {
    setBusy(user.id);
    try {
      const invitation = await inviteCustomerUser({
        customerId,
        email: user.email,
        nickname: '',
        customerRole: user.customerRole,
      });
      setSent(invitation);
      notifications.show({ color: 'teal', message: t('customer.users.invited', { email: user.email }) });
    } catch {
      // the request client said why
    } finally {
      setBusy(null);
      users.reload();
    }
  };

  const change = (user: CustomerUser, patch: { customerRole?: CustomerRole; disabled?: boolean }) => {
    const what = patch.customerRole
      ? { key: 'role', params: { name: nameOf(user), role: t(`customer.role.${patch.customerRole}`) } }
      : { key: patch.disabled ? 'disable' : 'enable', params: { name: nameOf(user) } };
    modals.openConfirmModal({
      title: t(`customer.users.confirm.${what.key}.title`, what.params),
      children: <Text fz="sm">{t(`customer.users.confirm.${what.key}.message`, what.params)}</Text>,
      labels: { confirm: t(`customer.users.confirm.${what.key}.action`), cancel: t('common.cancel') },
      confirmProps: patch.disabled ? { color: 'red' } : undefined,
      onConfirm: () => {
        setBusy(user.id);
        updateCustomerUser({ customerId, id: user.id, ...patch })
          .then(() =>
            notifications.show({ color: 'teal', message: t(`customer.users.done.${what.key}`, what.params) }),
          )
          .catch(() => undefined) // the request client said why; the list shows the user as it is
          .finally(() => {
            setBusy(null);
            users.reload();
          });
      },
    });
  };
  return (
    <Stack gap="sm">
      {canInvite ? (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            leftSection={<IconUserPlus size={14} />}
            onClick={() => setInviting(true)}
            disabled={users.status === 'loading'}
          >
            {t('customer.users.invite')}
          </Button>
        </Group>
      ) : null}
      {sent?.mail ? <DemoMailbox mail={sent.mail} action="accept" /> : null}
      {sent && !sent.mail ? (
        <Alert color="teal" variant="light" role="status">
          {t(readsOutbox ? 'customer.users.sentToOutbox' : 'customer.users.sent', { email: sent.user.email })}
        </Alert>
      ) : null}
      {users.status === 'failed' ? (
        <Alert color="red" role="alert" title={t('customer.users.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={users.reload}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {users.status === 'loading' && !users.data ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={16} />
          <Skeleton h={16} w="70%" />
        </Stack>
      ) : null}
      {users.data && users.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('customer.users.none')}
        </Text>
      ) : null}
      {users.data && users.data.length > 0 ? (
        <Table.ScrollContainer minWidth={canInvite ? 520 : 360}>
          <Table aria-label={t('customer.users.title')} fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customer.users.user')}</Table.Th>
                <Table.Th>{t('customer.users.role')}</Table.Th>
                <Table.Th>{t('customer.users.state')}</Table.Th>
                {canInvite ? <Table.Th>{t('customer.users.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                      {nameOf(user)}
                    </Text>
                    {nameOf(user) !== user.email ? (
                      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {user.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {canInvite && user.id !== ownId && user.state !== 'disabled' ? (
                      <Select
                        size="xs"
                        w={150}
                        allowDeselect={false}
                        aria-label={t('customer.users.roleOf', { name: nameOf(user) })}
                        data={CUSTOMER_ROLES.map((role) => ({
                          value: role,
                          label: t(`customer.role.${role}`),
                        }))}
                        value={user.customerRole}
                        disabled={busy === user.id}
                        onChange={(role) => {
                          if (isCustomerRole(role) && role !== user.customerRole)
                            change(user, { customerRole: role });
                        }}
                      />
                    ) : (
                      t(`customer.role.${user.customerRole}`)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[user.state]} variant="light">
                      {t(`customer.users.stateName.${user.state}`)}
                    </Badge>
                  </Table.Td>
                  {canInvite ? (
                    <Table.Td>
                      {user.state === 'invited' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          mr={6}
                          leftSection={<IconSend size={14} />}
                          loading={busy === user.id}
                          onClick={() => void sendAgain(user)}
                          aria-label={t('customer.users.sendAgainNamed', { name: nameOf(user) })}
                        >
                          {t('customer.users.sendAgain')}
                        </Button>
                      ) : null}
                      {user.id === ownId ? null : user.state === 'disabled' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconUserCheck size={14} />}
                          loading={busy === user.id}
                          onClick={() => change(user, { disabled: false })}
                          aria-label={t('customer.users.enableNamed', { name: nameOf(user) })}
                        >
                          {t('customer.users.enable')}
                        </Button>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="default"
                          leftSection={<IconUserOff size={14} />}
                          loading={busy === user.id}
                          onClick={() => change(user, { disabled: true })}
                          aria-label={t('customer.users.disableNamed', { name: nameOf(user) })}
                        >
                          {t('customer.users.disable')}
                        </Button>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {inviting ? (
        <InviteModal
          title={t('customer.users.inviteTitle', { name: customerName })}
          roles={CUSTOMER_ROLES}
          defaultRole={firstRole}
          roleName={(role) => `customer.role.${role}`}
          roleHint={(role) => `customer.roleHint.${role}`}
          roleField="customerRole"
          send={({ role, ...values }) => inviteCustomerUser({ customerId, ...values, customerRole: role })}
          sentTo={(invitation) => invitation.user.email}
          onClose={() => setInviting(false)}
          onInvited={(invitation) => {
            setInviting(false);
            setSent(invitation);
            users.reload();
          }}
        />
      ) : null}
    </Stack>
  );
}
