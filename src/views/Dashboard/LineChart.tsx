import { useElementSize } from '@mantine/hooks';
import { ResponsiveLine } from '@nivo/line';
import { chartTheme } from './chart-theme';
import { formatNumber } from '@/i18n/format';
import { textEms } from '@/i18n/text-width';

export interface LineSerie {
  id: string;
  data: Array<{ x: string; y: number }>;
}

const MARGIN = { top: 16, right: 20, left: 56 };
/** the axis labels' size (chart-theme.ts), and the room kept between two of them */
const TICK_FONT_PX = 12;
const TICK_GAP_PX = 6;

/** About how wide a label is drawn along x, in pixels. */
export const labelWidth = (label: string): number => textEms(label) * TICK_FONT_PX;

/**
 * Whether the categories' names along x are turned: when the widest no longer fits its share of the
 * chart's width (a week's days on a phone; a year's months nearly anywhere), so that they never run
 * into each other.
 */
export function ticksTurned(labels: readonly string[], width: number): boolean {
  if (labels.length < 2 || width <= 0) return false;
  const share = (width - MARGIN.left - MARGIN.right) / labels.length;
  return Math.max(...labels.map(labelWidth)) + TICK_GAP_PX > share;
}

/** The dashboards' line chart: categories along x, one line per series, a shared tooltip per category. */
export function LineChart({
  series,
  colors,
  locale,
  yTicks,
}: {
  series: LineSerie[];
  colors: string[];
  locale: string;
  /** the values marked along y (whole counts: no 0.5 of a parcel); default: nivo's choice */
  yTicks?: number[];
}) {
  const { ref, width } = useElementSize();
  const turned = ticksTurned(series[0]?.data.map((point) => point.x) ?? [], width);
  return (
    <div ref={ref} style={{ width: '100%', height: '100%' }}>
      <ResponsiveLine
        data={series}
        colors={colors}
        theme={chartTheme}
        margin={{ ...MARGIN, bottom: turned ? 60 : 36 }}
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
        axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: turned ? -40 : 0 }}
        enableGridX={false}
        enableSlices="x"
        // the container is the image, named by its caller
        role="presentation"
      />
    </div>
  );
}
