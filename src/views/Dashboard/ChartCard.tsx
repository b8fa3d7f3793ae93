import { useId, type ReactNode } from 'react';
import { Card, Skeleton, Title } from '@mantine/core';

/**
 * A titled card whose chart area has a fixed height, so nivo's responsive charts can measure it. The
 * area is an image named by the card's title (the charts inside draw for the eye only; the legend
 * under them says the figures in words).
 */
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
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={3} fz="md" mb="sm" id={titleId}>
        {title}
      </Title>
      {loading ? (
        <Skeleton height={height} radius="md" data-testid="chart-skeleton" />
      ) : (
        <div style={{ height, minWidth: 0 }} role="img" aria-labelledby={titleId}>
          {children}
        </div>
      )}
      {loading ? null : footer}
    </Card>
  );
}
