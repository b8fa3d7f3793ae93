import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface BusinessPageProps {
  title: string;
  intro?: ReactNode;
  /** right of the title (a primary action) */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a business page: a title, one line saying what the page is for, the content. */
export function BusinessPage({ title, intro, extra, children }: BusinessPageProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="h3">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" fz="sm">
                {intro}
              </Text>
            )}
          </Stack>
          {extra}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
