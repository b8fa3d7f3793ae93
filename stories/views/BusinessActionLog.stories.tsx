import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';

const entries = [
  {
    at: '2026-11-01T08:00:00.000Z',
    by: 'Northwind Seller',
    role: 'customer' as const,
    action: 'submit',
    fromStatus: 'DRAFT',
    toStatus: 'PENDING_REVIEW',
    note: '',
  },
  {
    at: '2026-11-02T09:30:00.000Z',
    by: 'Administrator',
    role: 'operator' as const,
    action: 'reject',
    fromStatus: 'PENDING_REVIEW',
    toStatus: 'REJECTED',
    note: 'Box 2 has no dimensions',
  },
  {
    at: '2026-11-03T10:15:00.000Z',
    by: 'Northwind Seller',
    role: 'customer' as const,
    action: 'submit',
    fromStatus: 'REJECTED',
    toStatus: 'PENDING_REVIEW',
    note: '',
  },
  {
    at: '2026-11-04T11:45:00.000Z',
    by: 'Administrator',
    role: 'operator' as const,
    action: 'approve',
    fromStatus: 'PENDING_REVIEW',
    toStatus: 'APPROVED',
    note: '',
  },
];

/** A document's action log: a table, or a timeline on a phone. */
const meta = {
  title: 'Views/Business/ActionLogTab',
  component: ActionLogTab,
  args: { entries, kind: 'inbound', view: 'table' },
} satisfies Meta<typeof ActionLogTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Timeline: Story = { args: { view: 'timeline' } };

export const Empty: Story = { args: { entries: [] } };

export const Dark: Story = { parameters: { dark: true } };
