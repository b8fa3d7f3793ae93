import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a demo page: the route's title, what the page shows, then the page itself. */
export function DemoPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {description}
        </Text>
      </Card>
      {children}
    </Stack>
  );
}

/** One section of a demo page. */
export function DemoSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      {title ? (
        <Title order={3} fz={16} mb="sm">
          {title}
        </Title>
      ) : null}
      {children}
    </Card>
  );
}

/** A demo's on/off option. */
export function DemoSwitch({
  label,
  checked,
  onChange,
}: {
  /** display text */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch label={label} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
  );
}
