import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OutboundOrder } from '@/api/business/types/documents';
import { ExceptionPanel } from '@/views/Outbound/detail/ExceptionPanel';

const order = (patch: Partial<OutboundOrder>): OutboundOrder => ({
  id: 'OB20261124-0031',
  customerId: 'C001',
  referenceNo: 'PO-88123',
  status: 'EXCEPTION',
  createdAt: '2026-11-24T08:10:00.000Z',
  updatedAt: '2026-11-24T08:12:00.000Z',
  actionLog: [],
  outboundNo: 'OB20261124-0031',
  type: 'B2C',
  platform: 'AMAZON',
  storeName: 'Northwind US',
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  businessMode: 'WAREHOUSE_AND_DELIVERY',
  waybillUploaded: false,
  consignee: {
    name: 'Ada Lovelace',
    company: '',
    phone: '+1 555 0100',
    email: '',
    countryCode: 'US',
    state: 'NY',
    city: 'New York',
    address1: '1 Main St',
    address2: '',
    postcode: '1000',
  },
  services: { signature: false, insuranceValue: 0 },
  remark: '',
  lines: [
    { sku: 'ELEC-0001-BK', qty: 12, declaredValue: 19.9, fnsku: '' },
    { sku: 'HOME-0298', qty: 3, declaredValue: 8.5, fnsku: '' },
  ],
  trackingNo: '',
  actualWeightKg: null,
  exceptionReason: 'OUT_OF_STOCK',
  cancelReason: '',
  cancelRequestReason: '',
  fba: null,
  ...patch,
});

const meta = {
  title: 'Views/Outbound/ExceptionPanel',
  component: ExceptionPanel,
  parameters: { path: '/outbound/detail/OB20261124-0031' },
  args: {
    order: order({}),
    facts: {
      reason: 'OUT_OF_STOCK',
      shortages: [
        { index: 0, sku: 'ELEC-0001-BK', asked: 12, available: 7, short: 5 },
        { index: 1, sku: 'HOME-0298', asked: 3, available: 0, short: 3 },
      ],
      incoming: [
        {
          id: 'IB20261120-0004',
          inboundNo: 'IB20261120-0004',
          sku: 'ELEC-0001-BK',
          qty: 48,
          eta: '2026-12-02',
        },
      ],
    },
    canFix: true,
    busy: null,
    onReduce: fn(),
    onRemove: fn(),
    onSaveAddress: fn(() => Promise.resolve({})),
    onResubmit: fn(),
    inboundPath: (id: string) => `/inbound/detail/${id}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ExceptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines short at USEA: reduce to what is there, remove the line, or wait for the inbound order. */
export const OutOfStock: Story = {};

/** As the warehouse sees it: the reason in words, the fix left to the customer. */
export const OutOfStockForTheWarehouse: Story = { args: { canFix: false } };

/** The fees come to more than the purse can spend: the shortfall and the top-up with it filled in. */
export const Arrears: Story = {
  args: {
    order: order({ exceptionReason: 'ARREARS' }),
    facts: { reason: 'ARREARS', estimate: 27.24, spendable: 14.9, currency: 'USD' },
  },
};

/** The same, for a user whose role sees no money (the orders role): the cost, no purse, no top-up. */
export const ArrearsPurseHidden: Story = {
  args: {
    order: order({ exceptionReason: 'ARREARS' }),
    facts: { reason: 'ARREARS', estimate: 27.24, spendable: null, currency: 'USD' },
  },
};

/** The carrier cannot deliver (a US postcode of four digits): the address opens in place. */
export const Address: Story = {
  args: { order: order({ exceptionReason: 'ADDRESS' }), facts: { reason: 'ADDRESS' } },
};

/** Working out the reason's facts. */
export const Checking: Story = { args: { facts: null } };

export const Dark: Story = { parameters: { dark: true } };
