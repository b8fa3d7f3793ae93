import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListResult } from '@/api/business/types/api';
import type { Carrier, Warehouse } from '@/api/business/types/master';
import type { CartonBinding, Sku } from '@/api/business/types/sku';
import { skuPickerKey } from '@/views/Business/shared/query-keys';
import { OutboundForm } from '@/views/Outbound/edit/OutboundForm';
import {
  emptyOutbound,
  nextKey,
  type OutboundFormValues,
  type SkuFacts,
} from '@/views/Outbound/edit/outbound-form';

// The form reads the warehouse's carriers, the SKUs' weights and the stock through the server; the
// story answers those questions from a cache filled up front, so every state renders without one.

const warehouse = (code: string, name: string, countryCode: string): Warehouse =>
  ({
    id: code,
    code,
    name,
    nameEn: name,
    kind: 'OFFICIAL',
    countryCode,
    currency: 'USD',
    status: 'ACTIVE',
    capabilities: { inbound: true, outbound: true, returns: true, fbaRelabel: true },
  }) as Warehouse;

const WAREHOUSES = [warehouse('USEA', 'US East', 'US'), warehouse('UKLO', 'UK London', 'GB')];

const carrier = (
  code: string,
  name: string,
  maxWeightKg: number,
  supportsSignature: boolean,
  supportsInsurance: boolean,
): Carrier => ({
  id: code,
  code,
  name,
  carrierName: name.split(' ')[0],
  warehouseCodes: ['USEA'],
  type: 'LAST_MILE',
  trackingUrlTemplate: '',
  maxWeightKg,
  supportsSignature,
  supportsInsurance,
  status: 'ACTIVE',
});

const CARRIERS = [
  carrier('UPS-GROUND', 'UPS Ground', 68, true, true),
  carrier('USPS-GA', 'USPS Ground Advantage', 31.5, true, false),
];

const SKUS: Record<string, { name: string; weightKg: number; available: number }> = {
  'ELEC-0001-BK': { name: 'Kestrel Compact Smart Plug', weightKg: 0.35, available: 120 },
  'HOME-0298': { name: 'Arbor Lane Eco Wall Clock', weightKg: 1.2, available: 3 },
};

const page = <T,>(list: T[]): ListResult<T> => ({ list, total: list.length, counts: {} });

function seededClient(warehouseCode: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['outbound-edit', 'carriers', warehouseCode], page(CARRIERS));
  client.setQueryData(['outbound-edit', 'cartons'], page<CartonBinding>([]));
  const skus = Object.entries(SKUS).map(([sku, s]) => ({ id: sku, sku, nameEn: s.name }) as Sku);
  client.setQueryData(skuPickerKey('', 'APPROVED'), skus);
  for (const [sku, s] of Object.entries(SKUS)) {
    // each line's picker looks its chosen SKU's label up by its code
    client.setQueryData(
      skuPickerKey(sku, 'APPROVED'),
      skus.filter((choice) => choice.sku === sku),
    );
    const facts: SkuFacts = { stockSku: sku, units: 1, weightKg: s.weightKg };
    client.setQueryData(['outbound-edit', 'sku-facts', sku], facts);
    client.setQueryData(
      ['outbound-edit', 'available', warehouseCode, sku],
      page([{ sku, available: s.available }]),
    );
  }
  return client;
}

const line = (sku: string, qty: number, fnsku = '') => ({
  key: nextKey(),
  sku,
  qty,
  declaredValue: 25,
  fnsku,
});

const b2c = (): OutboundFormValues => ({
  ...emptyOutbound('B2C'),
  referenceNo: '113-4567890-1234567',
  platform: 'AMAZON',
  storeName: 'Northwind US',
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  consignee: {
    name: 'John Smith',
    company: '',
    phone: '+1 212-555-0147',
    email: 'john@example.com',
    countryCode: 'US',
    state: 'NY',
    city: 'New York',
    address1: '123 Main Street',
    address2: 'Apt 4B',
    postcode: '10001',
  },
  lines: [line('ELEC-0001-BK', 2), line('HOME-0298', 1)],
});

const fba = (): OutboundFormValues => ({
  ...b2c(),
  type: 'FBA',
  referenceNo: 'FBA-REPLENISH-0042',
  lines: [line('ELEC-0001-BK', 48, 'X00ABC1234')],
  fba: {
    fbaWarehouseCode: 'ONT8',
    fbaShipmentId: 'FBA15ABCD123',
    amazonReferenceId: '',
    cartons: [1, 2].map((no) => ({
      key: nextKey(),
      cartonNo: `C00${no}`,
      weightKg: 9.5,
      lengthCm: 50,
      widthCm: 40,
      heightCm: 30,
      contents: [{ key: nextKey(), sku: 'ELEC-0001-BK', qty: 24 }],
    })),
  },
});

interface OutboundFormStoryProps {
  values: OutboundFormValues;
  /** a stored order (its type is fixed) */
  orderId?: string;
}

/** The order form as the page holds it, its server questions answered by the story's cache. */
function OutboundFormStory({ values, orderId }: OutboundFormStoryProps) {
  const [client] = useState(() => seededClient(values.warehouseCode));
  return (
    <QueryClientProvider client={client}>
      <OutboundForm
        label="Outbound order"
        initialValues={values}
        orderId={orderId}
        warehouses={WAREHOUSES}
        warehousesLoading={false}
        onDone={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Views/Outbound/OutboundForm',
  component: OutboundFormStory,
  parameters: { path: '/outbound/add' },
  args: { values: b2c() },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof OutboundFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A B2C order to a US buyer; the wall clock's line asks 1 of 3 available. */
export const B2C: Story = {};

/** A new order: nothing chosen yet, the carrier waits for the warehouse. */
export const Empty: Story = { args: { values: emptyOutbound('B2C') } };

/** A line asking more than the warehouse has: flagged at the line and above the buttons. */
export const OutOfStock: Story = {
  args: { values: { ...b2c(), lines: [line('HOME-0298', 5)] } },
};

/** An FBA replenishment: FNSKU on the line, two cartons of 24. */
export const FBA: Story = { args: { values: fba(), orderId: 'OB20261124-0001' } };

export const Dark: Story = { parameters: { dark: true } };
