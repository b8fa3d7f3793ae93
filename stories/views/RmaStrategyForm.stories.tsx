import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReturnStrategy } from '@/api/business/types/sku';
import { StrategyForm } from '@/views/Rma/strategy/StrategyForm';

const DEFAULT_STRATEGY: ReturnStrategy = {
  id: 'RS0001',
  customerId: 'C001',
  name: 'Default',
  scope: 'CUSTOMER_DEFAULT',
  sku: null,
  onGood: 'RELABEL_AND_RESTOCK',
  onDefective: 'DESTROY',
  photoRequired: false,
  createdAt: '2026-10-01T08:00:00Z',
  updatedAt: '2026-10-01T08:00:00Z',
};

const meta = {
  title: 'Views/Rma/StrategyForm',
  component: StrategyForm,
  parameters: { path: '/rma/strategy' },
  args: { strategy: null, onSubmit: () => undefined, onCancel: () => undefined, skuSearch: async () => [] },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof StrategyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new strategy: for a single SKU (or none yet), with what each choice does said below. */
export const Default: Story = {};

/** Editing the customer default: it names no SKU, so the SKU field is gone. */
export const EditingDefault: Story = { args: { strategy: DEFAULT_STRATEGY } };

/** What the server's 422 looks like at a field: the only default cannot stop being one. */
export const ServerErrors: Story = {
  args: {
    strategy: DEFAULT_STRATEGY,
    initialErrors: { scope: 'you need one default return strategy: make another one the default instead' },
  },
};

export const Dark: Story = { parameters: { dark: true } };
