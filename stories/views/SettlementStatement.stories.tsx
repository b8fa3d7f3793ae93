import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementFigures } from '@/views/Finance/settlement/StatementFigures';

const figures = {
  currency: 'USD',
  openingBalance: 1250.4,
  recharges: 3000,
  feesByBusiness: { INBOUND: 182.75, OUTBOUND: 1460.2, STORAGE: 388.65, RETURN: 24, VAS: 0, OTHER: 0 },
  otherMovements: -12.5,
  closingBalance: 2182.3,
};

const meta = {
  title: 'Views/Finance/SettlementStatement',
  component: StatementFigures,
  parameters: { path: '/finance/settlement/detail/ST20261101-0001' },
  args: { figures, label: 'Statement figures' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof StatementFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A generated statement: opening + recharges − fees + other movements = closing. */
export const AddsUp: Story = {};

/** Answered disputes: the adjustments posted after the close are shown apart. */
export const Adjusted: Story = { args: { figures: { ...figures, adjustmentTotal: -18.4 } } };

/** Figures that do not add up are flagged (a statement written by an older back-end). */
export const DoesNotAddUp: Story = { args: { figures: { ...figures, closingBalance: 2100 } } };
