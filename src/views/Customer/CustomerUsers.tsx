import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getCustomerUsers, type CustomerUser, type InvitationSent } from '@/api/business/customer';
import type { CustomerRole } from '@/api/customer-roles';
import { useServerData } from '@/app/use-server-data';
import { DemoMailbox } from '@/views/Access/DemoMailbox';
import { InviteUser } from './InviteUser';

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
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('customer.users.title')} fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customer.users.user')}</Table.Th>
                <Table.Th>{t('customer.users.role')}</Table.Th>
                <Table.Th>{t('customer.users.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                      {user.username || user.nickname}
                    </Text>
                    {(user.username || user.nickname) !== user.email ? (
                      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {user.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(`customer.role.${user.customerRole}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[user.state]} variant="light">
                      {t(`customer.users.stateName.${user.state}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {inviting ? (
        <InviteUser
          customerId={customerId}
          customerName={customerName}
          defaultRole={firstRole}
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
