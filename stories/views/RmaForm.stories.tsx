import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { Warehouse } from '@/api/business/types/master';
import type { ReturnStrategy, Sku } from '@/api/business/types/sku';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';
import { RmaForm } from '@/views/Rma/edit/RmaForm';
import { blankLine, emptyRma, type RmaFormValues } from '@/views/Rma/edit/rma-form';
import {
  originalKey,
  ordersKey,
  skuStrategyKey,
  STRATEGIES_KEY,
  WAREHOUSES_KEY,
  type OriginalOrder,
} from '@/views/Rma/edit/use-rma-refs';

// The form asks the server for the order, its other returns, the strategies and the warehouses; the
// story answers from a cache filled up front, so every state renders without one.

const ORDER_NO = 'OB20261120-0042';

const ORDER = {
  id: ORDER_NO,
  outboundNo: ORDER_NO,
  referenceNo: '113-4567890-1234567',
  trackingNo: '1Z999AA10123456784',
  warehouseCode: 'USEA',
  status: 'DELIVERED',
  createdAt: '2026-11-20T09:30:00.000Z',
  lines: [
    { sku: 'ELEC-0001-BK', qty: 3, declaredValue: 25, fnsku: '' },
    { sku: 'HOME-0298', qty: 1, declaredValue: 18, fnsku: '' },
  ],
} as OutboundOrder;

const ORIGINAL: OriginalOrder = {
  order: ORDER,
  skus: [
    { sku: 'ELEC-0001-BK', shipped: 3, elsewhere: 1, returnable: 2 },
    { sku: 'HOME-0298', shipped: 1, elsewhere: 0, returnable: 1 },
  ],
};

const strategy = (
  id: string,
  name: string,
  scope: ReturnStrategy['scope'],
  rules: Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'>,
  sku: string | null = null,
): ReturnStrategy => ({
  id,
  customerId: 'C001',
  name,
  scope,
  sku,
  ...rules,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
});

const DEFAULT = strategy('RS-1', 'Default', 'CUSTOMER_DEFAULT', {
  onGood: 'RESTOCK',
  onDefective: 'RESTOCK_AS_DEFECTIVE',
  photoRequired: false,
});
const DESTROY = strategy(
  'RS-2',
  'Restock good, destroy defective',
  'SKU',
  { onGood: 'RESTOCK', onDefective: 'DESTROY', photoRequired: true },
  'HOME-0298',
);

const WAREHOUSES = [
  { id: 'USEA', code: 'USEA', name: 'US East', nameEn: 'US East', status: 'ACTIVE' },
  { id: 'UKLO', code: 'UKLO', name: 'UK London', nameEn: 'UK London', status: 'ACTIVE' },
] as Warehouse[];

const CATALOGUE = [
  { id: 'ELEC-0001-BK', sku: 'ELEC-0001-BK', nameEn: 'Kestrel Compact Smart Plug' },
  { id: 'HOME-0298', sku: 'HOME-0298', nameEn: 'Arbor Lane Eco Wall Clock' },
] as Sku[];

const searchCatalogue: SkuSearch = async (keyword) =>
  CATALOGUE.filter((s) => s.sku.includes(keyword.toUpperCase()));

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(originalKey(ORDER_NO, null), ORIGINAL);
  client.setQueryData(ordersKey(''), [ORDER]);
  client.setQueryData(ordersKey(ORDER_NO), [ORDER]);
  client.setQueryData(STRATEGIES_KEY, [DEFAULT, DESTROY]);
  client.setQueryData(WAREHOUSES_KEY, WAREHOUSES);
  client.setQueryData(skuStrategyKey('ELEC-0001-BK'), DEFAULT);
  client.setQueryData(skuStrategyKey('HOME-0298'), DESTROY);
  return client;
}

const fromOrder = (): RmaFormValues => ({
  ...emptyRma(ORDER_NO),
  trackingNo: '9400111899223197428490',
  reason: 'Wrong size',
  lines: [
    { ...blankLine('ELEC-0001-BK'), expectedQty: 2 },
    { ...blankLine('HOME-0298'), expectedQty: '' },
  ],
});

const carrier = (): RmaFormValues => ({
  ...emptyRma(),
  source: 'CARRIER_RETURN',
  warehouseCode: 'USEA',
  reason: 'Returned to sender by the carrier',
  lines: [{ ...blankLine('HOME-0298'), expectedQty: 1 }],
});

interface RmaFormStoryProps {
  values: RmaFormValues;
  errors?: Record<string, string>;
}

/** The return form as the page holds it, its server questions answered by the story's cache. */
function RmaFormStory({ values, errors }: RmaFormStoryProps) {
  const [client] = useState(seededClient);
  return (
    <QueryClientProvider client={client}>
      <RmaForm
        label="Return"
        initialValues={values}
        initialErrors={errors}
        searchSkus={searchCatalogue}
        onDone={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Views/Rma/RmaForm',
  component: RmaFormStory,
  parameters: { path: '/rma/add' },
  args: { values: fromOrder() },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof RmaFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A forecast from a delivered order: one unit of the plug already on another return. */
export const FromOrder: Story = {};

/** A parcel the carrier brought back: a SKU whose own strategy destroys defective units. */
export const CarrierReturn: Story = { args: { values: carrier() } };

/** A new return: no order chosen yet. */
export const Empty: Story = { args: { values: emptyRma() } };

/** Refused: more than may come back, and no reason given. */
export const WithErrors: Story = {
  args: {
    values: { ...fromOrder(), reason: '', lines: [{ ...blankLine('ELEC-0001-BK'), expectedQty: 3 }] },
    errors: {
      'lines.0.expectedQty': 'At most 2: what was shipped less other returns',
      reason: 'Say why it comes back',
    },
  },
};

export const Dark: Story = { parameters: { dark: true } };
