import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurseCard } from '@/views/Finance/purse/PurseCard';

/** One currency's purse: what it holds, what is frozen, its credit limit and what can be spent. */
const meta = {
  title: 'Views/Finance/PurseCard',
  component: PurseCard,
  parameters: { path: '/finance/purse' },
  args: {
    purse: {
      id: 'C001|USD',
      customerId: 'C001',
      currency: 'USD',
      balance: 5049.66,
      frozen: 200,
      creditLimit: 1000,
      lowBalanceAlert: 2000,
      updatedAt: '2026-11-24T09:00:00.000Z',
    },
    rechargeHref: '#/finance/recharge/add?currency=USD',
    alertEditable: true,
  },
} satisfies Meta<typeof PurseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's card, with the way to top up. */
export const Customer: Story = {};

/** The operator's card: credit limit and funds to freeze or unfreeze. */
export const Operator: Story = {
  args: {
    rechargeHref: undefined,
    alertEditable: false,
    operatorActions: ['creditLimit', 'freeze', 'unfreeze'],
    onAction: () => undefined,
  },
};

/** Below zero: the balance is spent into the credit limit, and what is left shows red once gone. */
export const Overdrawn: Story = {
  args: {
    purse: {
      id: 'C002|USD',
      customerId: 'C002',
      currency: 'USD',
      balance: -620.5,
      frozen: 0,
      creditLimit: 500,
      lowBalanceAlert: null,
      updatedAt: '2026-11-24T09:00:00.000Z',
    },
  },
};

/** Available below the merchant's alert: the warning in words, with the recharge that brings it back. */
export const BelowAlert: Story = {
  args: {
    purse: {
      id: 'C001|USD',
      customerId: 'C001',
      currency: 'USD',
      balance: 320.4,
      frozen: 50,
      creditLimit: 0,
      lowBalanceAlert: 1000,
      updatedAt: '2026-11-24T09:00:00.000Z',
    },
  },
};

/** The operator sees the merchant's alert and the warning, with no way to change it or recharge. */
export const OperatorBelowAlert: Story = {
  args: { ...BelowAlert.args, rechargeHref: undefined, alertEditable: false },
};

export const Dark: Story = { parameters: { dark: true } };
