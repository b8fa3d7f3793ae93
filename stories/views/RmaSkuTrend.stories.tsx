import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkuTrend } from '@/views/Rma/sku/SkuTrend';
// the chart the view loads lazily, loaded with the story: the catalogue test's last render must not
// leave its import running when the test environment is torn down
import '@/views/Rma/sku/SkuTrendChart';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const UNITS = [2, 0, 4, 3, 7, 5, 9, 6, 4, 8, 12, 5];

const meta = {
  title: 'Views/Rma/SkuTrend',
  component: SkuTrend,
  parameters: { path: '/rma/sku' },
  args: {
    months: MONTHS.map((month, index) => ({ month, rmas: Math.ceil(UNITS[index] / 2), units: UNITS[index] })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof SkuTrend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A SKU that comes back every month: the line, and the same figures as a table for screen readers. */
export const Default: Story = {};

/** A SKU that has not come back in the last twelve months: a flat line at zero. */
export const NoReturns: Story = {
  args: { months: MONTHS.map((month) => ({ month, rmas: 0, units: 0 })) },
};

export const Dark: Story = { parameters: { dark: true } };
