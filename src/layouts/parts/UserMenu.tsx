import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useSession, useSessionRef } from '@/app/actor-context';

/** Avatar and name; personal centre; sign-out after a confirmation (seed §4). */
export function UserMenu() {
  const { t } = useTranslate();
  const session = useSessionRef();
  const user = useSession((s) => s.context.userInfo);
  const loggingOut = useSession((s) => s.matches({ signedIn: 'loggingOut' }));

  const confirmLogout = () =>
    modals.openConfirmModal({
      title: t('common.reminder'),
      children: <Text fz="sm">{t('common.loginOutMessage')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'logout-confirm' },
      cancelProps: { 'data-testid': 'logout-cancel' },
      onConfirm: () => session.send({ type: 'session.logout' }),
    });

  const name = user?.nickname || user?.username || '';
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        {/* named by what it shows (the name, when wide enough) and what it is: the initials are decoration */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 6 }} data-guide="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user?.avatar || null}
              name={name}
              color="initials"
              size={30}
              radius="xl"
              aria-hidden
            />
            <Text fz="sm" fw={500} visibleFrom="sm" maw={140} truncate>
              {name}
            </Text>
            <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.customerName ?? t(`role.${user?.role ?? 'unknown'}`)}</Menu.Label>
        <Menu.Item component="a" href="#/personal/personal-center" leftSection={<IconUserCircle size={16} />}>
          {t('router.personalCenter')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLock size={16} />}
          onClick={() => session.send({ type: 'session.lock' })}
        >
          {t('lock.lock')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={confirmLogout}
          disabled={loggingOut}
        >
          {t('common.loginOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
