import { Badge, Group, ScrollArea, Text } from '@mantine/core';

export interface LogEntry {
  id: number;
  kind: 'event' | 'state' | 'call' | 'refused' | 'note';
  text: string;
}

const COLORS: Record<LogEntry['kind'], string> = {
  event: 'blue',
  state: 'teal',
  call: 'grape',
  refused: 'red',
  note: 'gray',
};

/** What happened, newest last. */
export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet.
        </Text>
      ) : (
        <ol aria-label="Log" data-testid="event-log" style={{ margin: 0, paddingLeft: 24 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Group gap={6} wrap="nowrap" align="baseline">
                <Badge size="xs" variant="light" color={COLORS[entry.kind]} style={{ flexShrink: 0 }}>
                  {entry.kind}
                </Badge>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {entry.text}
                </Text>
              </Group>
            </li>
          ))}
        </ol>
      )}
    </ScrollArea.Autosize>
  );
}
