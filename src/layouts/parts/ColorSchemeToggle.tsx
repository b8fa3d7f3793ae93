import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useLayout, useLayoutRef } from '@/app/actor-context';

export function ColorSchemeToggle() {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const isDark = useLayout((s) => s.context.isDark);
  const label = isDark ? t('header.lightMode') : t('header.darkMode');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => layout.send({ type: 'layout.setDark', isDark: !isDark })}
      >
        {isDark ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
