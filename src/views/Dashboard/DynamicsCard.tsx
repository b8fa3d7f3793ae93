import { Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { WorkplaceDynamic } from '@/api/sample-types';
import { formatRelative } from '@/i18n/format';

/** What happened lately: "{name} {action}" with how long ago, newest first. */
export function DynamicsCard({
  dynamics,
  now,
  locale,
}: {
  dynamics?: WorkplaceDynamic[];
  now: Date;
  locale: string;
}) {
  const { t } = useTranslate();
  const newestFirst = dynamics ? [...dynamics].sort((a, b) => b.time.localeCompare(a.time)) : undefined;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('workplace.dynamics')}
      </Title>
      {newestFirst ? (
        <Timeline bulletSize={12} lineWidth={2} active={newestFirst.length}>
          {newestFirst.map(({ keys: [action = '', ...names], time }) => (
            <Timeline.Item key={`${time}-${action}`}>
              <Text fz="sm">{t('workplace.dynamic', { name: names.join(' '), action: t(action) })}</Text>
              <Text fz="xs" c="dimmed" component="time" dateTime={time}>
                {formatRelative(time, now, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={36} radius="sm" />
          ))}
        </Stack>
      )}
    </Card>
  );
}
