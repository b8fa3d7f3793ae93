import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Rma } from '@/api/business/types/documents';
import type { FlowEntry } from '@/api/business/types/ledger';
import type { AppliedStrategy } from '@/api/business/types/sku';
import { RmaOutcome } from '@/views/Rma/detail/RmaOutcome';

const rma = {
  id: 'RMA20261124-0012',
  rmaNo: 'RMA20261124-0012',
  customerId: 'C001',
  status: 'COMPLETED',
  warehouseCode: 'USEA',
  updatedAt: '2026-11-24T09:30:00Z',
  lines: [
    { sku: 'APRL-0013', expectedQty: 3, goodQty: 2, defectiveQty: 1, unidentifiedQty: 0 },
    { sku: 'HOME-0042', expectedQty: 2, goodQty: 1, defectiveQty: 0, unidentifiedQty: 1 },
  ],
  actionLog: [],
} as unknown as Rma;

const strategies: AppliedStrategy[] = [
  {
    sku: 'APRL-0013',
    source: 'SKU',
    strategy: { id: 'S-1', name: 'Destroy defective' },
    onGood: 'RESTOCK',
    onDefective: 'DESTROY',
    photoRequired: true,
  },
  {
    sku: 'HOME-0042',
    source: 'CUSTOMER_DEFAULT',
    strategy: { id: 'S-0', name: 'Default' },
    onGood: 'HOLD',
    onDefective: 'HOLD',
    photoRequired: false,
  },
];

const row = (id: string, sku: string, bucket: FlowEntry['bucket'], qtyChange: number, qtyAfter: number) =>
  ({
    id,
    at: '2026-11-24T09:30:00Z',
    customerId: 'C001',
    warehouseCode: 'USEA',
    sku,
    bucket,
    reason: 'RETURN_PUTAWAY',
    docType: 'RMA',
    docNo: rma.rmaNo,
    qtyBefore: qtyAfter - qtyChange,
    qtyChange,
    qtyAfter,
    operator: 'admin',
    remark: '',
  }) satisfies FlowEntry;

const loaded = (data: FlowEntry[]) => ({ status: 'loaded' as const, data, reload: () => undefined });

/** What became of each unit of a completed return: outcomes in words, the stock movements it posted. */
const meta = {
  title: 'Views/Rma/Outcome',
  component: RmaOutcome,
  parameters: { path: `/rma/detail/${rma.id}` },
  args: {
    rma,
    strategies,
    fees: false,
    flow: loaded([
      row('F1', 'APRL-0013', 'available', 2, 14),
      row('F2', 'HOME-0042', 'frozen', 1, 1),
      row('F3', 'HOME-0042', 'unsellable', 1, 3),
    ]),
  },
} satisfies Meta<typeof RmaOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};

/** Everything went back to the seller: nothing moved in stock. */
export const NothingRestocked: Story = {
  args: {
    strategies: strategies.map((s) => ({
      ...s,
      onGood: 'RETURN_TO_SELLER',
      onDefective: 'RETURN_TO_SELLER',
    })),
    flow: loaded([]),
  },
};

export const FlowLoading: Story = { args: { flow: { status: 'loading', reload: () => undefined } } };

export const FlowFailed: Story = {
  args: { flow: { status: 'failed', message: 'Network error', reload: () => undefined } },
};

export const Dark: Story = { parameters: { dark: true } };
