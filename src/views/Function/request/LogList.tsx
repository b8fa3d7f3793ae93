import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { LogEntry } from './use-log';
import { formatTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

const TONES: Record<LogEntry['tone'], string> = {
  info: 'dimmed',
  success: 'teal',
  warning: 'yellow',
  error: 'red',
};

/** The log of the page, newest first. */
export function LogList({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} fz={16}>
          {t('widgets.request.log')}
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={onClear} disabled={entries.length === 0}>
          {t('widgets.request.clearLog')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={280}>
        {entries.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('widgets.request.emptyLog')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ol"
            role="log"
            aria-label={t('widgets.request.log')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {entries.map((entry) => (
              <Text key={entry.id} component="li" fz="sm" c={TONES[entry.tone]}>
                <Text span c="dimmed" ff="monospace" fz="xs" mr={6}>
                  {formatTime(entry.at, locale, { seconds: true })}
                </Text>
                {t(`widgets.request.logs.${entry.key}`, entry.params)}
              </Text>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
