import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ContentCardProps {
  /** the page's title, as a heading */
  title: string;
  /** one sentence of what the page is for, under the title */
  intro: string;
  children: ReactNode;
}

/** A page's content in a card: its title, what it is for, then the content (management and demo pages). */
export function ContentCard({ title, intro, children }: ContentCardProps) {
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
        {children}
      </Stack>
    </Card>
  );
}
