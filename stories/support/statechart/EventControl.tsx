import { Button, Stack, Text, Textarea } from '@mantine/core';
import { parsePayload } from './payload';

interface EventControlProps {
  type: string;
  /** The payload as JSON text; undefined when the event carries nothing. */
  payload: string | undefined;
  onPayload: (text: string) => void;
  /** Why the event cannot be sent now, in words; undefined when it can. */
  disabledReason: string | undefined;
  onSend: (payload: Record<string, unknown>) => void;
}

/** One event: its button (disabled with the reason) and, where it carries data, a JSON editor. */
export function EventControl({ type, payload, onPayload, disabledReason, onSend }: EventControlProps) {
  const parsed = parsePayload(payload ?? '');
  const reasonId = `reason-${type.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <Stack gap={4} data-event={type}>
      <Button
        size="xs"
        variant={disabledReason === undefined ? 'filled' : 'default'}
        disabled={disabledReason !== undefined || !parsed.ok}
        aria-describedby={disabledReason === undefined ? undefined : reasonId}
        onClick={() => parsed.ok && onSend(parsed.value)}
        style={{ alignSelf: 'flex-start' }}
      >
        {type}
      </Button>
      {disabledReason !== undefined && (
        <Text id={reasonId} size="xs" c="dimmed">
          {disabledReason}
        </Text>
      )}
      {payload !== undefined && (
        <Textarea
          size="xs"
          rows={2}
          label={`Payload of ${type}`}
          value={payload}
          onChange={(event) => onPayload(event.currentTarget.value)}
          error={parsed.ok ? undefined : parsed.error}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
    </Stack>
  );
}
