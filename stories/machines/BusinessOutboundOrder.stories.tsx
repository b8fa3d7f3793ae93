import type { Meta, StoryObj } from '@storybook/react-vite';
import { outboundCases } from '@machines/business/outbound-order.cases';
import type { Role } from '@machines/business/lifecycle';
import { LifecycleSimulator } from '../support/statechart/LifecycleSimulator';

// The outbound order chart as the console and the mock back-end run it: the role switch offers
// what the views offer that role, sending an action is judged as the back-end judges it.
function Simulator({ initialRole }: { initialRole: Role }) {
  return <LifecycleSimulator name="Outbound order" cases={outboundCases} initialRole={initialRole} />;
}

const meta = {
  title: 'Machines/Business/Outbound order',
  component: Simulator,
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsCustomer: Story = { args: { initialRole: 'customer' } };
export const AsOperator: Story = { args: { initialRole: 'operator' } };
