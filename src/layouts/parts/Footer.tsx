import { Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

export function Footer() {
  const { t } = useTranslate();
  return (
    <Text component="footer" fz="xs" c="dimmed" ta="center" py="sm">
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </Text>
  );
}
