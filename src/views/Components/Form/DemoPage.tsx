import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface DemoPageProps {
  title: string;
  intro: string;
  /** controls that change the demo's props, shown under the intro */
  controls?: ReactNode;
  children: ReactNode;
}

/** The frame of a form/table demo page: title, what it shows, its controls, then the demo. */
export function DemoPage({ title, intro, controls, children }: DemoPageProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {intro}
          </Text>
        </div>
        {controls && (
          <Group gap="md" wrap="wrap" align="flex-end">
            {controls}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** A labelled block of values (submitted values, the last filter…) as formatted JSON. */
export function ValuesBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <Text fz="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Text
        component="pre"
        fz="xs"
        p="sm"
        m={0}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflowX: 'auto', whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(value, null, 2)}
      </Text>
    </div>
  );
}

export interface DemoChoiceProps<V extends string> {
  /** display text naming the choice */
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** the values, or the values with their display text */
  data: V[] | { value: V; label: string }[];
}

/** A demo's control: one of a few values, as a segmented control its label names. */
export function DemoChoice<V extends string>({ label, value, onChange, data }: DemoChoiceProps<V>) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as V)}
        data={data}
      />
    </Stack>
  );
}
