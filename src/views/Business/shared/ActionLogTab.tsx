import { Badge, EmptyState, Group, Table, Text, Timeline } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ActionLogEntry } from '@/api/business/types/documents';
import { formatDateTime } from '@/i18n/format';
import { statusKey, type StatusKind } from './StatusBadge';
import { useLocale } from '@/i18n/use-locale';

export interface ActionLogTabProps {
  entries: readonly ActionLogEntry[];
  /** which statuses the from/to columns name */
  kind: StatusKind;
  /** 'auto': a timeline on a phone, a table wider up */
  view?: 'auto' | 'timeline' | 'table';
}

const actionKey = (action: string) => `business.action.${action}`;

/** A document's action log (business.md §2), newest first: who did what, when, and from which status. */
export function ActionLogTab({ entries, kind, view = 'auto' }: ActionLogTabProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  const status = (value: string) => (value ? t(statusKey(kind, value)) : t('business.log.created'));
  const action = (name: string) => {
    const label = t(actionKey(name));
    return label === actionKey(name) ? name : label;
  };

  if (entries.length === 0) {
    return <EmptyState py="xl" size="sm" icon={<IconHistory size={24} />} title={t('business.log.empty')} />;
  }
  if (view === 'timeline' || (view === 'auto' && phone)) {
    return (
      <Timeline
        active={newestFirst.length}
        bulletSize={18}
        lineWidth={2}
        aria-label={t('business.log.title')}
      >
        {newestFirst.map((entry, index) => (
          <Timeline.Item
            key={`${entry.at}-${index}`}
            title={
              <Group gap={6}>
                <Text fw={600} fz="sm">
                  {action(entry.action)}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {t(`business.role.${entry.role}`)}
                </Badge>
              </Group>
            }
          >
            <Text fz="xs" c="dimmed">
              {formatDateTime(entry.at, locale)} · {entry.by}
            </Text>
            <Text fz="sm">
              {t('business.log.change', { from: status(entry.fromStatus), to: status(entry.toStatus) })}
            </Text>
            {entry.note && (
              <Text fz="sm" c="dimmed">
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('business.log.title')} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business.log.at')}</Table.Th>
            <Table.Th>{t('business.log.by')}</Table.Th>
            <Table.Th>{t('business.log.action')}</Table.Th>
            <Table.Th>{t('business.log.from')}</Table.Th>
            <Table.Th>{t('business.log.to')}</Table.Th>
            <Table.Th>{t('business.log.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, locale)}</Table.Td>
              <Table.Td>
                {entry.by}{' '}
                <Text span fz="xs" c="dimmed">
                  ({t(`business.role.${entry.role}`)})
                </Text>
              </Table.Td>
              <Table.Td>{action(entry.action)}</Table.Td>
              <Table.Td>{status(entry.fromStatus)}</Table.Td>
              <Table.Td>{status(entry.toStatus)}</Table.Td>
              <Table.Td>{entry.note || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
