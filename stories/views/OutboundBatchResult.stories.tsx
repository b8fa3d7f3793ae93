import type { Meta, StoryObj } from '@storybook/react-vite';
import { BatchResultDialog } from '@/views/Outbound/lists/BatchResultDialog';

/** What "add to a batch" on the outbound list answers: the mix refused in words, a refusal, the batch made. */
const meta = {
  title: 'Views/Outbound/BatchResultDialog',
  component: BatchResultDialog,
  parameters: { path: '/outbound/list' },
  args: {
    result: { kind: 'created', batchNo: 'LB20261124-0007', count: 12 },
    onClose: () => undefined,
  },
} satisfies Meta<typeof BatchResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {};

/** Orders of two warehouses and two carriers: a batch holds one of each. */
export const MixedRoute: Story = {
  args: { result: { kind: 'mixed', warehouses: ['USEA', 'USWE'], carriers: ['FEDEX-HOME', 'UPS-GROUND'] } },
};

/** The server's own words (an order already in another batch). */
export const Refused: Story = {
  args: {
    result: {
      kind: 'failed',
      message: 'OB20261122-0002 is already in batch LB20261120-0003: remove it there first',
    },
  },
};

export const Dark: Story = { parameters: { dark: true } };
