import { useMemo } from 'react';
import { ResponsivePie } from '@nivo/pie';
import { useTranslate } from '@tolgee/react';
import type { SeriesItem } from '@/api/sample-types';
import { ChartCard } from './ChartCard';
import { ChartLegend } from './ChartLegend';
import { chartTheme, useSeriesColors } from './chart-theme';
import { formatNumber } from '@/i18n/format';

/** Where users come from, as a doughnut with the names and counts listed under it. */
export function AccessSourcePie({ items, locale }: { items?: SeriesItem[]; locale: string }) {
  const { t } = useTranslate();
  const colors = useSeriesColors(items?.length ?? 0);
  const data = useMemo(
    () => (items ?? []).map((item) => ({ id: t(item.name), label: t(item.name), value: item.value })),
    [items, t],
  );

  return (
    <ChartCard
      title={t('analysis.userAccessSource')}
      loading={!items}
      footer={
        <ChartLegend
          entries={data.map((datum, index) => ({
            label: datum.label,
            color: colors[index],
            value: formatNumber(datum.value, locale),
          }))}
        />
      }
    >
      <ResponsivePie
        data={data}
        colors={colors}
        theme={chartTheme}
        margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
        innerRadius={0.55}
        padAngle={1.5}
        cornerRadius={4}
        activeOuterRadiusOffset={6}
        enableArcLinkLabels={false}
        arcLabelsSkipAngle={14}
        valueFormat={(value) => formatNumber(value, locale)}
        // the card is the image, named by its title
        role="presentation"
      />
    </ChartCard>
  );
}
