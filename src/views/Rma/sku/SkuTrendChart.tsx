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
  return (
    <LineChart
      series={[{ id: label, data: months.map((m) => ({ x: monthLabel(m.month), y: m.units })) }]}
      colors={colors}
      locale={locale}
      rotateTicks
    />
  );
}
