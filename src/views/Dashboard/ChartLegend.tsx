import { Group, Text } from '@mantine/core';

export interface LegendEntry {
  label: string;
  color: string;
  value?: string;
}

/** The legend as page text (not SVG), so it wraps on a phone and reads in the page's language. */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <Group component="ul" gap="md" mt="sm" p={0} style={{ listStyle: 'none' }} justify="center">
      {entries.map((entry) => (
        <Group component="li" key={entry.label} gap={6} wrap="nowrap">
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: 2, background: entry.color, flexShrink: 0 }}
          />
          <Text fz="sm">{entry.label}</Text>
          {entry.value ? (
            <Text fz="sm" c="dimmed">
              {entry.value}
            </Text>
          ) : null}
        </Group>
      ))}
    </Group>
  );
}
