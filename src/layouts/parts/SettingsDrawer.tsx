import {
  Button,
  ColorInput,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconDatabase, IconRestore } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { RefObject } from 'react';
import type { LayoutKind } from '@machines/types';
import type { LayoutSettings, ThemeColors } from '@machines/layout/settings';
import { useLayout, useLayoutRef, useTabs, useTabsRef } from '@/app/actor-context';
import { resetDemoData } from '@/api/business/demo-data';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { LayoutThumbnail } from './LayoutThumbnail';
import { PRIMARY_PRESETS, MENU_PRESETS, SWITCHES, THEME_FIELDS } from './settings-options';
import classes from './SettingsDrawer.module.css';

const LAYOUTS: LayoutKind[] = ['classic', 'topLeft', 'top', 'cutMenu'];

/** Every application setting of seed §3, applied at once and remembered. */
export function SettingsDrawer({
  opened,
  onClose,
  opener,
}: {
  opened: boolean;
  onClose: () => void;
  /** what had the focus when the drawer was asked for: it has it back once the drawer has closed */
  opener?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const tabs = useTabsRef();
  const settings = useLayout((s) => s.context);
  const clipboard = useClipboard({ timeout: 1500 });

  const set = (patch: Partial<LayoutSettings>) => layout.send({ type: 'layout.set', patch });
  const setTheme = (patch: Partial<ThemeColors>) => layout.send({ type: 'layout.setTheme', patch });

  const copy = () => {
    const { mobile: _mobile, pageLoading: _pageLoading, ...rest } = settings;
    clipboard.copy(JSON.stringify(rest, null, 2));
  };

  const reset = () =>
    modals.openConfirmModal({
      title: t('settings.resetTitle'),
      children: <Text fz="sm">{t('settings.resetMessage')}</Text>,
      labels: { confirm: t('settings.reset'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        layout.send({ type: 'layout.reset' });
        tabs.send({ type: 'tabs.closeAll' });
      },
    });

  const selectedTab = useTabs((s) => s.context.selected);
  const operator = useBusinessRole() === 'operator';
  // The mock's business data back to its seed, then the open page loads its data again.
  const resetDemo = () =>
    modals.openConfirmModal({
      title: t('businessAdmin.demoData.confirmTitle'),
      children: <Text fz="sm">{t('businessAdmin.demoData.confirmMessage')}</Text>,
      labels: { confirm: t('businessAdmin.demoData.reset'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void resetDemoData().then(
          () => {
            notifications.show({ color: 'teal', message: t('businessAdmin.demoData.done') });
            if (selectedTab) tabs.send({ type: 'tabs.refresh', path: selectedTab });
          },
          // The request client has already shown the error.
          () => undefined,
        ),
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={() => {
        // unless the person has moved on elsewhere (the focus is still in the closing drawer, or lost)
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="dialog"]'))
          opener?.current?.focus({ preventScroll: true });
      }}
      position="right"
      size={340}
      title={t('settings.title')}
      padding="md"
    >
      <Stack gap="lg">
        <section aria-labelledby="settings-theme">
          <Text id="settings-theme" fw={600} mb="xs">
            {t('settings.theme')}
          </Text>
          <Switch
            label={t('settings.darkMode')}
            checked={settings.isDark}
            onChange={(event) => layout.send({ type: 'layout.setDark', isDark: event.currentTarget.checked })}
            mb="sm"
          />
          <Text fz="sm" mb={6}>
            {t('settings.primary')}
          </Text>
          <Group gap={6} mb="xs">
            {PRIMARY_PRESETS.map((color) => (
              <UnstyledButton
                key={color}
                className={classes.swatch}
                style={{ background: color }}
                aria-label={color}
                aria-pressed={settings.theme.elColorPrimary === color}
                onClick={() => setTheme({ elColorPrimary: color })}
              >
                {settings.theme.elColorPrimary === color ? <IconCheck size={14} color="white" /> : null}
              </UnstyledButton>
            ))}
          </Group>
          <Text fz="sm" mb={6} mt="sm">
            {t('settings.menuBackground')}
          </Text>
          <Group gap={6}>
            {MENU_PRESETS.map((preset) => (
              <UnstyledButton
                key={preset.leftMenuBgColor}
                className={classes.swatch}
                style={{ background: preset.leftMenuBgColor }}
                aria-label={preset.leftMenuBgColor}
                aria-pressed={settings.theme.leftMenuBgColor === preset.leftMenuBgColor}
                onClick={() => setTheme(preset)}
              >
                {settings.theme.leftMenuBgColor === preset.leftMenuBgColor ? (
                  <IconCheck size={14} color={preset.leftMenuTextActiveColor} />
                ) : null}
              </UnstyledButton>
            ))}
          </Group>
          <Stack gap={6} mt="sm">
            {THEME_FIELDS.map((field) => (
              <ColorInput
                key={field}
                size="xs"
                label={t(`settings.colors.${field}`)}
                value={settings.theme[field].startsWith('#') ? settings.theme[field] : ''}
                placeholder={settings.theme[field]}
                onChangeEnd={(value) => value && setTheme({ [field]: value })}
              />
            ))}
          </Stack>
        </section>
        <Divider />
        <section aria-labelledby="settings-layout">
          <Text id="settings-layout" fw={600} mb="xs">
            {t('settings.layout')}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {LAYOUTS.map((kind) => (
              <LayoutThumbnail
                key={kind}
                kind={kind}
                label={t(`settings.layouts.${kind}`)}
                selected={settings.layout === kind}
                onSelect={() => layout.send({ type: 'layout.setLayout', layout: kind })}
              />
            ))}
          </SimpleGrid>
        </section>
        <Divider />
        <section aria-labelledby="settings-interface">
          <Text id="settings-interface" fw={600} mb="xs">
            {t('settings.interface')}
          </Text>
          <Stack gap={10}>
            {SWITCHES.map((key) => (
              <Switch
                key={key}
                labelPosition="left"
                classNames={{ body: classes.switchBody }}
                label={t(`settings.switches.${key}`)}
                checked={Boolean(settings[key])}
                onChange={(event) => set({ [key]: event.currentTarget.checked })}
              />
            ))}
          </Stack>
          <Text fz="xs" c="dimmed" mt="xs">
            {t('settings.routerHint')}
          </Text>
        </section>
        {/* "reset demo data" wipes every account's work in this browser: the operator's alone, and
            only in the embedded demo (a served back-end's data is everyone's, and it refuses) */}
        {operator && __USE_MOCK__ ? (
          <>
            <Divider />
            <section aria-labelledby="settings-demo-data">
              <Text id="settings-demo-data" fw={600} mb={4}>
                {t('businessAdmin.demoData.title')}
              </Text>
              <Text fz="xs" c="dimmed" mb="xs">
                {t('businessAdmin.demoData.hint')}
              </Text>
              <Button
                fullWidth
                color="red"
                variant="light"
                leftSection={<IconDatabase size={16} />}
                onClick={resetDemo}
              >
                {t('businessAdmin.demoData.reset')}
              </Button>
            </section>
          </>
        ) : null}
        <Group grow>
          <Button
            variant="default"
            leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {clipboard.copied ? t('settings.copied') : t('settings.copy')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconRestore size={16} />} onClick={reset}>
            {t('settings.reset')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
