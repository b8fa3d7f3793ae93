import { Badge, Button, Group, Progress, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { requestUrl, type RequestId, type RequestRow, type RowStatus } from './use-request-rows';

const COLORS: Record<RowStatus, string> = {
  idle: 'gray',
  pending: 'blue',
  done: 'teal',
  cancelled: 'yellow',
  failed: 'red',
};

interface RequestRowViewProps {
  id: RequestId;
  row: RequestRow;
  now: number;
  onStart: () => void;
  onCancel: () => void;
}

/** One request: its URL, state, how long it has run, and start or cancel. */
export function RequestRowView({ id, row, now, onStart, onCancel }: RequestRowViewProps) {
  const { t } = useTranslate();
  const url = requestUrl(id);
  const pending = row.status === 'pending';
  const elapsed = row.startedAt === undefined ? 0 : (row.endedAt ?? now) - row.startedAt;
  return (
    <div role="row" aria-label={url} data-status={row.status}>
      {/* on a phone the state and the button go under the address, each whole */}
      <Group justify="space-between" gap="xs">
        <Text ff="monospace" fz="sm" role="rowheader" truncate>
          {url}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Badge color={COLORS[row.status]} variant="light" role="cell">
            {t(`widgets.request.status.${row.status}`)}
          </Badge>
          <Text
            fz="xs"
            c="dimmed"
            w={56}
            ta="right"
            role="cell"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {row.startedAt === undefined
              ? ''
              : t('widgets.request.elapsed', { seconds: (elapsed / 1000).toFixed(1) })}
          </Text>
          <div role="cell">
            {pending ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={onCancel}
                aria-label={`${t('widgets.request.cancel')} ${url}`}
              >
                {t('widgets.request.cancel')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                onClick={onStart}
                aria-label={`${t('widgets.request.start')} ${url}`}
              >
                {t('widgets.request.start')}
              </Button>
            )}
          </div>
        </Group>
      </Group>
      <Progress
        mt={6}
        size="sm"
        value={row.status === 'idle' ? 0 : 100}
        color={COLORS[row.status]}
        striped={pending}
        animated={pending}
        aria-hidden
      />
    </div>
  );
}
