import type { ReactNode } from 'react';
import { Card, Skeleton, Title } from '@mantine/core';

/** A titled card whose chart area has a fixed height, so nivo's responsive charts can measure it. */
export function ChartCard({
  title,
  height = 300,
  loading = false,
  children,
  footer,
}: {
  title: string;
  height?: number;
  loading?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {loading ? (
        <Skeleton height={height} radius="md" data-testid="chart-skeleton" />
      ) : (
        <div style={{ height, minWidth: 0 }}>{children}</div>
      )}
      {loading ? null : footer}
    </Card>
  );
}
