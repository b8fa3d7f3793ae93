import { useMemo } from 'react';
import { useTranslate } from '@tolgee/react';
import type { MonthlySalesItem } from '@/api/sample-types';
import { ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { LineChart } from './LineChart';
import { useSeriesColors } from './chart-theme';

/** Estimated against actual sales, January to December. */
export function MonthlySalesLine({ items, locale }: { items?: MonthlySalesItem[]; locale: string }) {
  const { t } = useTranslate();
  const colors = useSeriesColors(2);
  const series = useMemo(() => {
    const months = items ?? [];
    return [
      { id: t('analysis.estimate'), data: months.map((m) => ({ x: t(m.name), y: m.estimate })) },
      { id: t('analysis.actual'), data: months.map((m) => ({ x: t(m.name), y: m.actual })) },
    ];
  }, [items, t]);
  return (
    <ChartCard
      title={t('analysis.monthlySales')}
      loading={!items}
      footer={
        <ChartLegend entries={series.map((serie, index) => ({ label: serie.id, color: colors[index] }))} />
      }
    >
      <LineChart series={series} colors={colors} locale={locale} />
    </ChartCard>
  );
}
