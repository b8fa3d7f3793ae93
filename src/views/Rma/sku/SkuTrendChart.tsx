import type { SkuReturns } from '@/api/business/rma';
import { useSeriesColors } from '@/views/Dashboard/chart-theme';
import { LineChart } from '@/views/Dashboard/LineChart';

/** The nivo line of returns per month: its own chunk, loaded only by the SKU page of returns. */
export default function SkuTrendChart({
  months,
  label,
  locale,
  monthLabel,
}: {
  months: SkuReturns['months'];
  /** the series' name (returned units) */
  label: string;
  locale: string;
  monthLabel: (month: string) => string;
}) {
  const colors = useSeriesColors(1);
  // whole units only: at most six marks from zero to the busiest month
  const top = Math.max(1, ...months.map((m) => m.units));
  const step = Math.ceil(top / 5);
  const yTicks = Array.from({ length: Math.floor(top / step) + 1 }, (_, index) => index * step);
  return (
    <LineChart
      series={[{ id: label, data: months.map((m) => ({ x: monthLabel(m.month), y: m.units })) }]}
      colors={colors}
      locale={locale}
      yTicks={yTicks}
    />
  );
}
