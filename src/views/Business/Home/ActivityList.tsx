import { Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { HashLink } from '@/views/Business/shared/HashLink';
import { formatDateTime } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useLocale } from '@/i18n/use-locale';
import type { Activity } from './home-data';
import { useReachable } from './use-reachable';

/** The documents changed last, newest first, each opening its detail page. */
export function ActivityList({ items }: { items: Activity[] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const reachable = useReachable();
  if (items.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('business.home.activityEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={`${item.kind}-${item.id}`} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed">
              {t(`business.docType.${item.kind === 'inbound' ? 'INBOUND' : 'OUTBOUND'}`)} ·{' '}
              {formatDateTime(item.at, locale)}
            </Text>
            {reachable(item.to) ? (
              <HashLink to={item.to} fz="sm" fw={500} truncate>
                {item.no}
              </HashLink>
            ) : (
              <Text fz="sm" fw={500} truncate>
                {item.no}
              </Text>
            )}
          </Stack>
          <StatusBadge kind={item.kind} status={item.status} />
        </Group>
      ))}
    </Stack>
  );
}
