import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeeTrendPoint } from '@/api/business/finance';
import { FeeChart } from '@/views/Finance/bill/FeeChart';
// the chart the view loads lazily, loaded with the story: the catalogue test's last render must not
// leave its import running when the test environment is torn down
import '@/views/Dashboard/LineChart';

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const points: FeeTrendPoint[] = months.flatMap((month, i) => [
  { month, business: 'INBOUND', amount: 120 + i * 14.5 },
  { month, business: 'OUTBOUND', amount: 860 + i * 61.2 },
  { month, business: 'STORAGE', amount: 410 + i * 8.75 },
  ...(i % 2 === 0 ? [{ month, business: 'RETURN' as const, amount: 42.5 + i }] : []),
]);

const meta = {
  title: 'Views/Finance/FeeChart',
  component: FeeChart,
  parameters: { path: '/finance/bill' },
  args: { points },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof FeeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six months of fees per business (the chart loads nivo on first show; "Table" holds the same figures). */
export const SixMonths: Story = {};

/** One month only: a single point per business. */
export const OneMonth: Story = { args: { points: points.filter((p) => p.month === '2026-11') } };

/** Filters that select no fee. */
export const Empty: Story = { args: { points: [] } };
