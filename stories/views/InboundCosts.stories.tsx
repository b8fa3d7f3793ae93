import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InboundCosts } from '@/api/business/inbound';
import type { FeeItem } from '@/api/business/types/ledger';
import { CostsPanel } from '@/views/Inbound/detail/CostsPanel';

const fee = (
  feeNo: string,
  feeCode: FeeItem['feeCode'],
  quantity: number,
  unit: string,
  unitPrice: number,
): FeeItem => ({
  id: feeNo,
  feeNo,
  customerId: 'C001',
  business: 'INBOUND',
  feeCode,
  docType: 'INBOUND',
  docNo: 'IB20261122-0007',
  warehouseCode: 'USEA',
  quantity,
  unit,
  unitPrice,
  amount: Math.round(quantity * unitPrice * 100) / 100,
  currency: 'USD',
  billingStatus: 'UNBILLED',
  settlementNo: null,
  transactionNo: `T-${feeNo}`,
  tariffRule:
    feeCode === 'UNLOADING'
      ? { key: 'UNLOADING_PER_BOX', params: { loadType: 'PARCEL', perBox: unitPrice, boxes: quantity } }
      : { key: 'INBOUND_HANDLING_PER_UNIT', params: { perUnit: unitPrice, units: quantity } },
  at: '2026-11-24T09:30:00.000Z',
});

const estimate: InboundCosts['estimate'] = {
  currency: 'USD',
  items: [
    {
      feeCode: 'UNLOADING',
      business: 'INBOUND',
      quantity: 2,
      unit: 'BOX',
      unitPrice: 1.5,
      amount: 3,
      tariffRule: { key: 'UNLOADING_PER_BOX', params: { loadType: 'PARCEL', perBox: 1.5, boxes: 2 } },
    },
    {
      feeCode: 'INBOUND_HANDLING',
      business: 'INBOUND',
      quantity: 42,
      unit: 'PCS',
      unitPrice: 0.25,
      amount: 10.5,
      tariffRule: { key: 'INBOUND_HANDLING_PER_UNIT', params: { perUnit: 0.25, units: 42 } },
    },
  ],
  total: 13.5,
};

const meta = {
  title: 'Views/Inbound/Costs',
  component: CostsPanel,
  parameters: { path: '/inbound/detail/IB20261122-0007' },
  args: {
    costs: {
      estimate,
      posted: [fee('FE-1', 'UNLOADING', 2, 'BOX', 1.5), fee('FE-2', 'INBOUND_HANDLING', 41, 'PCS', 0.25)],
      postedTotal: 13.25,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CostsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before arrival: the estimate only, nothing posted yet. */
export const EstimateOnly: Story = { args: { costs: { estimate, posted: [], postedTotal: 0 } } };

export const Dark: Story = { parameters: { dark: true } };
