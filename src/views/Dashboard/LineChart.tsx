import { ResponsiveLine } from '@nivo/line';
import { chartTheme } from './chart-theme';
import { formatNumber } from '@/i18n/format';

export interface LineSerie {
  id: string;
  data: Array<{ x: string; y: number }>;
}

/** The dashboards' line chart: categories along x, one line per series, a shared tooltip per category. */
export function LineChart({
  series,
  colors,
  locale,
  rotateTicks = false,
  yTicks,
}: {
  series: LineSerie[];
  colors: string[];
  locale: string;
  /** for many or long category names on a narrow screen */
  rotateTicks?: boolean;
  /** the values marked along y (whole counts: no 0.5 of a parcel); default: nivo's choice */
  yTicks?: number[];
}) {
  return (
    <ResponsiveLine
      data={series}
      colors={colors}
      theme={chartTheme}
      margin={{ top: 16, right: 20, bottom: rotateTicks ? 60 : 36, left: 56 }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      yFormat={(value) => formatNumber(Number(value), locale)}
      curve="monotoneX"
      enableArea
      areaOpacity={0.08}
      pointSize={7}
      pointBorderWidth={2}
      pointColor="var(--mantine-color-body)"
      pointBorderColor={{ from: 'seriesColor' }}
      axisLeft={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: yTicks,
        format: (value) => formatNumber(Number(value), locale),
      }}
      gridYValues={yTicks}
      axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: rotateTicks ? -40 : 0 }}
      enableGridX={false}
      enableSlices="x"
      // the container is the image, named by its caller
      role="presentation"
    />
  );
}
