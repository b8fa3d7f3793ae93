import { useMemo } from 'react';
import type { LineSeries, LineSvgProps } from '@nivo/line';
import { useLayout } from '@/app/actor-context';

export type ChartTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/**
 * Chart text, grid and tooltip take Mantine's CSS variables, so they follow the colour scheme without
 * re-rendering; series take the primary palette of the layout settings.
 */
export const chartTheme: ChartTheme = {
  text: { fill: 'var(--mantine-color-text)', fontSize: 12, fontFamily: 'inherit' },
  axis: {
    domain: { line: { stroke: 'var(--mantine-color-default-border)', strokeWidth: 1 } },
    ticks: {
      line: { stroke: 'var(--mantine-color-default-border)', strokeWidth: 1 },
      text: { fill: 'var(--mantine-color-dimmed)' },
    },
  },
  grid: { line: { stroke: 'var(--mantine-color-default-border)', strokeWidth: 1 } },
  labels: { text: { fill: 'var(--mantine-color-white)', fontWeight: 600 } },
  tooltip: {
    container: {
      background: 'var(--mantine-color-body)',
      color: 'var(--mantine-color-text)',
      border: '1px solid var(--mantine-color-default-border)',
      borderRadius: 'var(--mantine-radius-sm)',
      boxShadow: 'var(--mantine-shadow-md)',
      fontSize: 12,
    },
  },
};

/** `count` series colours from the primary palette, strongest first. */
export function seriesColors(shades: readonly string[], count: number): string[] {
  // neighbours alternate strong and light so adjacent slices stay apart; 0–2 are too close to the
  // light background to read
  const order = [6, 3, 8, 4, 9, 5];
  return Array.from({ length: count }, (_, index) => shades[order[index % order.length]] ?? shades[6]);
}

export function useSeriesColors(count: number): string[] {
  const shades = useLayout((s) => s.context.primaryShades);
  return useMemo(() => seriesColors(shades, count), [shades, count]);
}
