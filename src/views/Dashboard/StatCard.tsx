import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { CountTo } from '@/components/CountTo/CountTo';

/** One headline figure: an icon, what it counts, and the count (a skeleton until it is known). */
export function StatCard({
  icon,
  label,
  value,
  locale,
}: {
  icon: ReactNode;
  label: string;
  value?: number;
  locale: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size={48} radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text c="dimmed" fz="sm" truncate>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={96} radius="sm" />
          ) : (
            <Text fz={24} fw={700} lh={1.2} data-testid="stat-value">
              <CountTo end={value} locale={locale} />
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
