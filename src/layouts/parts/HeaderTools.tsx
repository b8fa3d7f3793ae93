import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch, IconSettings } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LocaleSwitch } from './LocaleSwitch';
import { Screenfull } from './Screenfull';
import { SizeSwitch } from './SizeSwitch';
import { UserMenu } from './UserMenu';

interface HeaderToolsProps {
  settings: { screenfull: boolean; size: boolean; locale: boolean; mobile: boolean };
  onOpenSettings: () => void;
}

/** The right side of the header; each control can be switched off in the settings (seed §3). */
export function HeaderTools({ settings, onOpenSettings }: HeaderToolsProps) {
  const { t } = useTranslate();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('search.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('search.open')}
          onClick={spotlight.open}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Tooltip>
      {settings.screenfull && !settings.mobile ? <Screenfull /> : null}
      {settings.size ? <SizeSwitch /> : null}
      {settings.locale ? <LocaleSwitch /> : null}
      <ColorSchemeToggle />
      <Tooltip label={t('settings.title')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('settings.title')}
          onClick={onOpenSettings}
        >
          <IconSettings size={20} />
        </ActionIcon>
      </Tooltip>
      <UserMenu />
    </Group>
  );
}
