import type { Meta, StoryObj } from '@storybook/react-vite';
import { inboundCases } from '@machines/business/inbound-order.cases';
import type { Role } from '@machines/business/lifecycle';
import { LifecycleSimulator } from '../support/statechart/LifecycleSimulator';

// The inbound order chart as the console and the mock back-end run it: the role switch offers
// what the views offer that role, sending an action is judged as the back-end judges it.
function Simulator({ initialRole }: { initialRole: Role }) {
  return <LifecycleSimulator name="Inbound order" cases={inboundCases} initialRole={initialRole} />;
}

const meta = {
  title: 'Machines/Business/Inbound order',
  component: Simulator,
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsCustomer: Story = { args: { initialRole: 'customer' } };
export const AsOperator: Story = { args: { initialRole: 'operator' } };
