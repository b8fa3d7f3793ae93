import { ActionIcon, Group, SegmentedControl } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Locale } from '@machines/types';
import { useLayout, useLayoutRef } from '@/app/actor-context';
import { LANGUAGE_SHORT_NAMES } from '@/i18n/language-names';
import { LOCALES } from '@/i18n/tolgee';

/**
 * Language and colour scheme on the sign-in page. Plain controls, no menus or tooltips: popover
 * positioning code would be the page's largest dependency.
 */
export function LoginToolbar() {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const language = useLayout((s) => s.context.language);
  const isDark = useLayout((s) => s.context.isDark);
  const schemeLabel = isDark ? t('header.lightMode') : t('header.darkMode');
  return (
    <Group gap="xs">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={schemeLabel}
        title={schemeLabel}
        onClick={() => layout.send({ type: 'layout.setDark', isDark: !isDark })}
      >
        {isDark ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
      <SegmentedControl
        size="xs"
        aria-label={t('header.language')}
        value={language}
        onChange={(locale) => layout.send({ type: 'layout.setLocale', locale: locale as Locale })}
        data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_SHORT_NAMES[locale] }))}
      />
    </Group>
  );
}
