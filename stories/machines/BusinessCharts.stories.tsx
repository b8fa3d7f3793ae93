import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { certificateCases } from '@machines/business/certificate-review.cases';
import { declarationCases } from '@machines/business/declaration-review.cases';
import { exceptionCases } from '@machines/business/inbound-exception.cases';
import { inboundCases } from '@machines/business/inbound-order.cases';
import type { Role } from '@machines/business/lifecycle';
import type { LifecycleCases } from '@machines/business/lifecycle.suite';
import { batchCases } from '@machines/business/outbound-batch.cases';
import { outboundCases } from '@machines/business/outbound-order.cases';
import { rechargeCases } from '@machines/business/recharge.cases';
import { rmaCases } from '@machines/business/rma.cases';
import { settlementCases } from '@machines/business/settlement.cases';
import { skuCases } from '@machines/business/sku-review.cases';
import { warehouseCases } from '@machines/business/warehouse-registration.cases';
import { LifecycleSimulator } from '../support/statechart/LifecycleSimulator';

// Every business chart as the console and the mock back-end run it, a story each: the role switch
// offers what the views offer that role, sending an action is judged as the back-end judges it.

const CHARTS = {
  'Inbound order': inboundCases,
  'Inbound exception': exceptionCases,
  'Outbound order': outboundCases,
  'Outbound batch': batchCases,
  'Return (RMA)': rmaCases,
  'SKU review': skuCases,
  'Declaration review': declarationCases,
  'Certificate review': certificateCases,
  'Warehouse registration': warehouseCases,
  Recharge: rechargeCases,
  Settlement: settlementCases,
} as unknown as Record<string, LifecycleCases<AnyStateMachine, string>>;

type Chart = keyof typeof CHARTS;

function BusinessChart({ chart, initialRole }: { chart: Chart; initialRole: Role }) {
  // keyed: another chart or role picked in the controls starts a fresh simulation
  return (
    <LifecycleSimulator
      key={`${chart}-${initialRole}`}
      name={chart}
      cases={CHARTS[chart]}
      initialRole={initialRole}
    />
  );
}

const meta = {
  title: 'Machines/Business charts',
  component: BusinessChart,
  args: { initialRole: 'customer' },
  argTypes: {
    chart: { control: 'select', options: Object.keys(CHARTS) },
    initialRole: { control: 'inline-radio', options: ['customer', 'operator'] },
  },
} satisfies Meta<typeof BusinessChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboundOrder: Story = { args: { chart: 'Inbound order' } };
export const InboundException: Story = { args: { chart: 'Inbound exception', initialRole: 'operator' } };
export const OutboundOrder: Story = { args: { chart: 'Outbound order' } };
export const OutboundBatch: Story = { args: { chart: 'Outbound batch', initialRole: 'operator' } };
export const ReturnRma: Story = { args: { chart: 'Return (RMA)' } };
export const SkuReview: Story = { args: { chart: 'SKU review' } };
export const DeclarationReview: Story = { args: { chart: 'Declaration review', initialRole: 'operator' } };
export const CertificateReview: Story = { args: { chart: 'Certificate review', initialRole: 'operator' } };
export const WarehouseRegistration: Story = { args: { chart: 'Warehouse registration' } };
export const Recharge: Story = { args: { chart: 'Recharge' } };
export const Settlement: Story = { args: { chart: 'Settlement', initialRole: 'operator' } };
