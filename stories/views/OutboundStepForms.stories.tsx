import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OutboundOrder } from '@/api/business/types/documents';
import { PackForm } from '@/views/Outbound/detail/PackDialog';
import { ShipForm } from '@/views/Outbound/detail/ShipDialog';

const order = {
  id: 'OB20261124-0031',
  outboundNo: 'OB20261124-0031',
  status: 'PACKED',
  actualWeightKg: null,
  trackingNo: '',
} as OutboundOrder;

/** The warehouse's two steps that ask something: pack's weight, ship's tracking number. */
function StepForms({ initial, weight }: { initial: string; weight: number | null }) {
  const ok = fn(() => Promise.resolve({ ok: true as const, answer: order }));
  return (
    <div style={{ display: 'grid', gap: 32, maxWidth: 420 }}>
      <PackForm order={{ ...order, actualWeightKg: weight }} onConfirm={ok} onClose={fn()} />
      <ShipForm order={order} initial={initial} onConfirm={ok} onClose={fn()} />
    </div>
  );
}

const meta = {
  title: 'Views/Outbound/StepForms',
  component: StepForms,
  parameters: { path: '/outbound/detail/OB20261124-0031' },
  args: { initial: 'UPS202611240031', weight: null },
} satisfies Meta<typeof StepForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carrier assigned a number: the form starts with it. */
export const Assigned: Story = {};

/** No number from the carrier (the warehouse types it); the weight packed before is offered again. */
export const Empty: Story = { args: { initial: '', weight: 2.35 } };

export const Dark: Story = { parameters: { dark: true } };
