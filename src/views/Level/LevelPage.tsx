import { Card, Code, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useHashLocation } from '@/app/router/hash-location';

/**
 * The multi-level menu demo (seed §2): each page names where it sits, and its input shows whether the
 * page kept its state when you come back through a tab.
 */
export function LevelPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslate();
  const [path] = useHashLocation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" maw={520}>
        <Title order={2} fz={20}>
          {t(titleKey)}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('level.description')} <Code>{path}</Code>
        </Text>
        <TextInput label={t('level.inputLabel')} placeholder={t('level.inputPlaceholder')} />
      </Stack>
    </Card>
  );
}
