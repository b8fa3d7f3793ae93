import { useMemo } from 'react';
import { useTranslate } from '@tolgee/react';
import type { SeriesItem } from '@/api/sample-types';
import { ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { LineChart } from './LineChart';
import { useSeriesColors } from './chart-theme';

/** Active users per weekday, Monday to Sunday. */
export function WeeklyActivityLine({ items, locale }: { items?: SeriesItem[]; locale: string }) {
  const { t } = useTranslate();
  const colors = useSeriesColors(1);
  const series = useMemo(
    () => [
      {
        id: t('analysis.activeUsers'),
        data: (items ?? []).map((item) => ({ x: t(item.name), y: item.value })),
      },
    ],
    [items, t],
  );
  return (
    <ChartCard
      title={t('analysis.weeklyUserActivity')}
      loading={!items}
      footer={<ChartLegend entries={[{ label: series[0].id, color: colors[0] }]} />}
    >
      <LineChart series={series} colors={colors} locale={locale} />
    </ChartCard>
  );
}
