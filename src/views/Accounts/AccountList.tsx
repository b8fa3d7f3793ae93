import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  ACCOUNT_STATES,
  endSessions,
  getAccounts,
  inviteOperator,
  setAccountDisabled,
  setOperatorRole,
  type AccountOverview,
  type AccountQuery,
  type AccountState,
} from '@/api/accounts';
import { useSession } from '@/app/actor-context';
import { usePermission } from '@/components/Permission/use-permission';
import { InviteModal } from '@/views/Access/InviteModal';
import { DemoMailbox } from '@/views/Access/DemoMailbox';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '@/api/roles';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { useBusinessList } from '@/views/Business/shared/use-business-list';

const STATE_COLORS: Record<AccountState, string> = {
  active: 'teal',
  invited: 'blue',
  awaitingActivation: 'orange',
  disabled: 'gray',
};

/** An invited account has no username until its person accepts: its address names it meanwhile. */
const nameOf = (row: AccountOverview): string => row.username || row.email;

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'accounts.field.account', placeholder: 'accounts.keywordHint' },
  {
    field: 'state',
    kind: 'select',
    label: 'accounts.field.state',
    options: ACCOUNT_STATES.map((state) => ({ value: state, labelKey: `accounts.state.${state}` })),
  },
];

/**
 * `/system/accounts` (operators): every account that can sign in, with its live sessions. An operator
 * ends an account's sessions (a lost phone, a shared password) or disables it (someone who left),
 * which signs its person out at their next call; enabling lets it sign in again (issue #41).
 */
export default function AccountList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const { hasPermission } = usePermission();
  const ownId = useSession((snapshot) => snapshot.context.userInfo?.id);
  const [busy, setBusy] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [mail, setMail] = useState<{ to: string; link: string } | null>(null);
  const list = useBusinessList<AccountOverview, AccountQuery>({
    listId: 'accounts.list',
    fetch: getAccounts,
    rowKey: (row) => row.id,
    defaultSort: null,
  });

  const run = async (row: AccountOverview, work: () => Promise<string>) => {
    setBusy(row.id);
    try {
      notifications.show({ color: 'teal', message: await work() });
    } catch {
      // the request client said why; the list shows the account as it is now
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  const confirm = (row: AccountOverview, action: 'endSessions' | 'disable' | 'enable') =>
    modals.openConfirmModal({
      title: t(`accounts.confirm.${action}.title`, { name: nameOf(row) }),
      children: <Text fz="sm">{t(`accounts.confirm.${action}.message`, { name: nameOf(row) })}</Text>,
      labels: { confirm: t(`accounts.action.${action}`), cancel: t('common.cancel') },
      confirmProps: action === 'enable' ? undefined : { color: 'red' },
      onConfirm: () =>
        void run(row, async () => {
          if (action === 'endSessions') {
            const { ended } = await endSessions(row.id);
            return ended === 0
              ? t('accounts.done.noSessions', { name: nameOf(row) })
              : t('accounts.done.endSessions', { name: nameOf(row), count: ended });
          }
          await setAccountDisabled(row.id, action === 'disable');
          return t(`accounts.done.${action}`, { name: nameOf(row) });
        }),
    });

  const changeRole = (row: AccountOverview, role: OperatorRole) =>
    modals.openConfirmModal({
      title: t('accounts.confirm.role.title', {
        name: nameOf(row),
        role: t(`accounts.operatorRole.${role}`),
      }),
      children: <Text fz="sm">{t('accounts.confirm.role.message', { name: nameOf(row) })}</Text>,
      labels: { confirm: t('accounts.confirm.role.action'), cancel: t('common.cancel') },
      onConfirm: () =>
        void run(row, async () => {
          await setOperatorRole(row.id, role);
          return t('accounts.done.role', { name: nameOf(row), role: t(`accounts.operatorRole.${role}`) });
        }),
    });

  const inviteButton = hasPermission('account:invite') ? (
    <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
      {t('accounts.inviteOperator')}
    </Button>
  ) : null;

  return (
    <BusinessPage title={t('businessMenu.accountList')} intro={t('accounts.intro')}>
      {mail ? <DemoMailbox mail={mail} action="accept" /> : null}
      {inviting ? (
        <InviteModal
          title={t('accounts.inviteOperator')}
          roles={OPERATOR_ROLES}
          defaultRole="warehouse"
          roleName={(role) => `accounts.operatorRole.${role}`}
          roleHint={(role) => `accounts.operatorRoleHint.${role}`}
          roleField="operatorRole"
          send={({ role, ...values }) => inviteOperator({ ...values, operatorRole: role })}
          sentTo={(sent) => sent.account.email}
          onClose={() => setInviting(false)}
          onInvited={(sent) => {
            setInviting(false);
            setMail(sent.mail);
            list.reload();
          }}
        />
      ) : null}
      <BusinessList
        list={list}
        aria-label={t('accounts.listTitle')}
        searchSchema={SEARCH}
        toolbar={inviteButton}
        emptyMessage={t('accounts.empty')}
        columns={[
          {
            field: 'username',
            title: 'accounts.field.account',
            width: 200,
            render: (row) => (
              <Stack gap={2}>
                <Text fz="sm" fw={500}>
                  {nameOf(row)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {row.nickname}
                </Text>
              </Stack>
            ),
          },
          {
            field: 'role',
            title: 'accounts.field.role',
            width: 180,
            render: (row) => (
              <Stack gap={2}>
                <Text fz="sm">{t(`accounts.role.${row.role}`, row.role)}</Text>
                {row.role === 'operator' &&
                isOperatorRole(row.subRole) &&
                hasPermission('account:invite') &&
                row.id !== ownId ? (
                  <Select
                    size="xs"
                    w={150}
                    allowDeselect={false}
                    aria-label={t('accounts.roleOf', { name: nameOf(row) })}
                    data={OPERATOR_ROLES.map((role) => ({
                      value: role,
                      label: t(`accounts.operatorRole.${role}`),
                    }))}
                    value={row.subRole}
                    disabled={busy === row.id}
                    onChange={(role) => {
                      if (isOperatorRole(role) && role !== row.subRole) changeRole(row, role);
                    }}
                  />
                ) : row.role === 'operator' && isOperatorRole(row.subRole) ? (
                  <Text fz="xs" c="dimmed">
                    {t(`accounts.operatorRole.${row.subRole}`)}
                  </Text>
                ) : null}
                {row.customerName ? (
                  <Text fz="xs" c="dimmed">
                    {row.customerName}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            field: 'email',
            title: 'accounts.field.email',
            width: 220,
            render: (row) => (
              <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                {row.email}
              </Text>
            ),
          },
          {
            field: 'state',
            title: 'accounts.field.state',
            width: 120,
            render: (row) => (
              <Badge color={STATE_COLORS[row.state]} variant="light">
                {t(`accounts.state.${row.state}`)}
              </Badge>
            ),
          },
          {
            field: 'sessions',
            title: 'accounts.field.sessions',
            width: 100,
            align: 'right',
            render: (row) => formatNumber(row.sessions, locale),
          },
          {
            field: 'actions',
            alwaysShown: true,
            fixed: 'right',
            width: 250,
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                {hasPermission('account:endSessions') && row.sessions > 0 && row.id !== ownId ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconLogout size={14} />}
                    loading={busy === row.id}
                    onClick={() => confirm(row, 'endSessions')}
                    aria-label={t('accounts.actionFor.endSessions', { name: nameOf(row) })}
                  >
                    {t('accounts.action.endSessions')}
                  </Button>
                ) : null}
                {hasPermission('account:disable') && row.id !== ownId ? (
                  row.state === 'disabled' ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconUserCheck size={14} />}
                      loading={busy === row.id}
                      onClick={() => confirm(row, 'enable')}
                      aria-label={t('accounts.actionFor.enable', { name: nameOf(row) })}
                    >
                      {t('accounts.action.enable')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconUserOff size={14} />}
                      loading={busy === row.id}
                      onClick={() => confirm(row, 'disable')}
                      aria-label={t('accounts.actionFor.disable', { name: nameOf(row) })}
                    >
                      {t('accounts.action.disable')}
                    </Button>
                  )
                ) : null}
              </Group>
            ),
          },
        ]}
      />
    </BusinessPage>
  );
}
