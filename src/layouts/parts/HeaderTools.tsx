import { Group } from '@mantine/core';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LocaleSwitch } from './LocaleSwitch';
import { Screenfull } from './Screenfull';
import { SizeSwitch } from './SizeSwitch';
import { UserMenu } from './UserMenu';

interface HeaderToolsProps {
  settings: { screenfull: boolean; size: boolean; locale: boolean; mobile: boolean };
}

/** The right side of the header; each control can be switched off in the settings (seed §3). */
export function HeaderTools({ settings }: HeaderToolsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {settings.screenfull && !settings.mobile ? <Screenfull /> : null}
      {settings.size ? <SizeSwitch /> : null}
      {settings.locale ? <LocaleSwitch /> : null}
      <ColorSchemeToggle />
      <UserMenu />
    </Group>
  );
}
