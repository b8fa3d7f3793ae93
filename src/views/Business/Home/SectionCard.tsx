import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import type { Section } from './use-section';

export interface SectionCardProps<T> {
  title: string;
  section: Section<T>;
  /** right of the title */
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A titled card around one home section: skeleton, error with retry, or its content. */
export function SectionCard<T>({ title, section, extra, children }: SectionCardProps<T>) {
  const { t } = useTranslate();
  const body =
    section.data !== null ? (
      children(section.data)
    ) : section.error ? (
      <Stack gap="xs" align="flex-start" role="alert">
        <Group gap={6}>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" />
          <Text fz="sm">{t('business.home.loadFailed')}</Text>
        </Group>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={section.reload}>
          {t('common.retry')}
        </Button>
      </Stack>
    ) : (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={18} w="60%" />
        <Skeleton h={18} />
        <Skeleton h={18} w="80%" />
      </Stack>
    );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {extra}
      </Group>
      {body}
    </Card>
  );
}
