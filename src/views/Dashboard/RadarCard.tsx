import { useMemo } from 'react';
import { ResponsiveRadar, type RadarSliceTooltipProps } from '@nivo/radar';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { RadarItem } from '@/api/sample-types';
import { ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { chartTheme, useSeriesColors } from './chart-theme';
import { normaliseRadar, type RadarRow } from './radar-data';
import { formatNumber } from '@/i18n/format';

const KEYS = ['personalShare', 'teamShare'] as const;

/** Personal against team over the five indicators, each axis as a share of its own maximum. */
export function RadarCard({ items, locale }: { items?: RadarItem[]; locale: string }) {
  const { t } = useTranslate();
  const colors = useSeriesColors(2);
  const rows = useMemo(() => normaliseRadar(items ?? [], t), [items, t]);
  const names = { personalShare: t('workplace.personal'), teamShare: t('workplace.teamSeries') };

  const Tooltip = ({ index }: RadarSliceTooltipProps) => {
    const row = rows.find((r) => r.label === index);
    if (!row) return null;
    return (
      <Paper withBorder shadow="md" p="xs" radius="sm">
        <Text fz="sm" fw={600} mb={4}>
          {row.label}
        </Text>
        {KEYS.map((key, i) => (
          <Group key={key} gap={6} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: 2, background: colors[i] }}
            />
            <Text fz="xs">
              {names[key]}: {formatNumber(key === 'personalShare' ? row.personal : row.team, locale)} /{' '}
              {formatNumber(row.max, locale)}
            </Text>
          </Group>
        ))}
      </Paper>
    );
  };

  return (
    <ChartCard
      title={t('workplace.index')}
      loading={!items}
      footer={
        <>
          <ChartLegend entries={KEYS.map((key, i) => ({ label: names[key], color: colors[i] }))} />
          <Text fz="xs" c="dimmed" ta="center" mt={4}>
            {t('workplace.radarHint')}
          </Text>
        </>
      }
    >
      <ResponsiveRadar<RadarRow>
        data={rows}
        keys={KEYS}
        indexBy="label"
        maxValue={100}
        valueFormat={(value) => `${formatNumber(value, locale)}%`}
        colors={colors}
        theme={chartTheme}
        margin={{ top: 28, right: 84, bottom: 28, left: 84 }}
        gridLabelOffset={12}
        dotSize={7}
        dotBorderWidth={2}
        dotBorderColor={{ from: 'color' }}
        dotColor="var(--mantine-color-body)"
        fillOpacity={0.2}
        borderWidth={2}
        sliceTooltip={Tooltip}
        // the card is the image, named by its title
        role="presentation"
      />
    </ChartCard>
  );
}
