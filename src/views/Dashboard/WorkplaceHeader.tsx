import { Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { WorkplaceTotal } from '@/api/sample-types';
import { useSession } from '@/app/actor-context';
import { CountTo } from '@/components/CountTo/CountTo';
import { greetingKey } from './workplace-parts';
import { formatLongDate } from '@/i18n/format';

const TOTALS = ['project', 'access', 'todo'] as const;

/** Who is signed in, today's date, and the three workplace totals. */
export function WorkplaceHeader({ total, locale }: { total?: WorkplaceTotal; locale: string }) {
  const { t } = useTranslate();
  const user = useSession((s) => s.context.userInfo);
  const now = new Date();
  const name = user?.nickname || user?.username || '';

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" gap="lg">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={user?.avatar || null} name={name} color="initials" size={56} radius="xl" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={20}>
              {t(greetingKey(now.getHours()), { name })}
            </Title>
            <Text c="dimmed" fz="sm">
              {formatLongDate(now, locale)}
              {' · '}
              {user?.customerName ?? t(`role.${user?.role ?? 'unknown'}`)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xl" wrap="nowrap">
          {TOTALS.map((key) => (
            <Stack key={key} gap={2} align="flex-end">
              <Text c="dimmed" fz="sm">
                {t(`workplace.${key}`)}
              </Text>
              {total ? (
                <Text fz={22} fw={700} lh={1.2} data-testid={`total-${key}`}>
                  <CountTo end={total[key]} locale={locale} />
                </Text>
              ) : (
                <Skeleton height={26} width={56} radius="sm" />
              )}
            </Stack>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
