import { Badge, Card, Group, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { searchIcons } from '@/components/IconPicker/icon-search';

/** The seed's clipboard flag lasts 1500 ms (§9). */
export const COPIED_MS = 1500;

/** `/components/icon`: the offline icon set, searchable; clicking an icon copies its name. */
export default function IconDemo() {
  const { t } = useTranslate();
  const [query, setQuery] = useState('');
  const [copiedName, setCopiedName] = useState('');
  const clipboard = useClipboard({ timeout: COPIED_MS });
  const names = searchIcons(query);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={20}>
            {t('router.icon')}
          </Title>
          <Badge variant="light">{t('iconGallery.count', { count: names.length })}</Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {t('iconGallery.description')}
        </Text>
        <TextInput
          maw={360}
          aria-label={t('iconPicker.search')}
          placeholder={t('iconPicker.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Text fz="sm" c="teal" role="status" mih={20}>
          {clipboard.copied ? t('iconGallery.copied', { name: copiedName }) : ''}
        </Text>
        {names.length === 0 ? <Text c="dimmed">{t('iconPicker.noMatch')}</Text> : null}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6, lg: 8 }} spacing="xs">
          {names.map((name) => (
            <UnstyledButton
              key={name}
              aria-label={t('iconGallery.copy', { name })}
              onClick={() => {
                clipboard.copy(name);
                setCopiedName(name);
              }}
              p="sm"
              style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack align="center" gap={6}>
                <Icon name={name} size={26} />
                <Text fz="xs" ta="center" style={{ wordBreak: 'break-all' }}>
                  {name}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
