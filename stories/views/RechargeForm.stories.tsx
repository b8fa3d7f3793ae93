import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReleasePreview } from '@/api/business/types/documents';
import { RechargeForm } from '@/views/Finance/recharge/RechargeForm';
import { emptyRecharge, type RechargeFormValues } from '@/views/Finance/recharge/recharge-form';

// The release preview comes from the story (two orders held for ARREARS, the older one released by
// the amount); nothing is saved: Save and Submit meet no server in a story.

const preview = (currency: string, amount: number): Promise<ReleasePreview> =>
  Promise.resolve({
    customerId: 'C001',
    currency,
    amount,
    spendable: 1,
    orders: [
      {
        id: 'OB20261120-0003',
        outboundNo: 'OB20261120-0003',
        referenceNo: '113-4567890-1234567',
        createdAt: '2026-11-20T08:15:00.000Z',
        estimate: 9.94,
        shortfall: 8.94,
        released: amount >= 8.94,
      },
      {
        id: 'OB20261122-0011',
        outboundNo: 'OB20261122-0011',
        referenceNo: '114-0098712-7654321',
        createdAt: '2026-11-22T14:40:00.000Z',
        estimate: 24.6,
        shortfall: 23.6,
        released: amount >= 23.6,
      },
    ],
    releaseAllAmount: 23.6,
  });

function RechargeFormStory({ values }: { values: RechargeFormValues }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <RechargeForm
        label="Recharge"
        initialValues={values}
        currencies={['USD']}
        onDone={() => undefined}
        loadPreview={preview}
      />
    </QueryClientProvider>
  );
}

/** The customer's recharge: receiving account, the orders the amount would release, the receipt. */
const meta = {
  title: 'Views/Finance/RechargeForm',
  component: RechargeFormStory,
  parameters: { path: '/finance/recharge/add' },
  args: {
    values: {
      ...emptyRecharge(new URLSearchParams('currency=USD&amount=10')),
      payerName: 'Northwind Trading LLC',
    },
  },
} satisfies Meta<typeof RechargeFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank transfer of 10 USD: the older held order is released, the amount that releases both is offered. */
export const BankTransfer: Story = {};

/** An online card payment: no receipt, credited at once when submitted. */
export const OnlineCard: Story = {
  args: {
    values: {
      ...emptyRecharge(new URLSearchParams('currency=USD&amount=25&method=ONLINE_CARD')),
      payerName: 'Northwind Trading LLC',
    },
  },
};

export const Dark: Story = { parameters: { dark: true } };
