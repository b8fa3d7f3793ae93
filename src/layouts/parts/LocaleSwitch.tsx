import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useLayout, useLayoutRef } from '@/app/actor-context';
import { LANGUAGE_NAMES } from '@/i18n/language-names';
import { LOCALES } from '@/i18n/tolgee';

export function LocaleSwitch() {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const current = useLayout((s) => s.context.language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('header.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')}>
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            fw={locale === current ? 700 : undefined}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => layout.send({ type: 'layout.setLocale', locale })}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
