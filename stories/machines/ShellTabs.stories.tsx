import type { Meta, StoryObj } from '@storybook/react-vite';
import { tabsMachine } from '@machines/tabs.machine';
import type { Tab } from '@machines/types';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';

// The tabs bar: adding, closing (one, left, right, others, all), pinned (affix) tabs that never close.

const tab = (path: string, title: string, affix = false): Tab => ({
  path,
  fullPath: path,
  name: title,
  title,
  meta: { title, affix },
});

const pinnedAndFour = [
  tab('/dashboard/workplace', 'Workplace', true),
  tab('/outbound/list', 'Outbound orders'),
  tab('/finance/recharge', 'Recharges', true),
  tab('/inbound/list', 'Inbound orders'),
  tab('/returns/rma', 'Returns'),
];

const events: EventTemplate[] = [
  { type: 'tabs.add', payload: { route: { path: '/finance/bills', meta: { title: 'Bills' } } } },
  { type: 'tabs.select', payload: { path: '/outbound/list' } },
  { type: 'tabs.close', payload: { path: '/inbound/list' } },
  { type: 'tabs.closeLeft', payload: { path: '/inbound/list' } },
  { type: 'tabs.closeRight', payload: { path: '/outbound/list' } },
  { type: 'tabs.closeOthers', payload: { path: '/outbound/list' } },
  { type: 'tabs.closeAll' },
  { type: 'tabs.setTitle', payload: { path: '/outbound/list', title: 'OB20261120-0003' } },
  { type: 'tabs.refresh', payload: { path: '/outbound/list' } },
  { type: 'tabs.move', payload: { from: 1, to: 3 } },
  { type: 'tabs.update', payload: { path: '/outbound/list', patch: { title: 'Orders' } } },
  {
    type: 'tabs.initAffix',
    payload: { tabs: [{ path: '/dashboard/workplace', meta: { title: 'Workplace', affix: true } }] },
  },
  { type: 'tabs.signedIn' },
  { type: 'tabs.clear' },
];

const scenarios: ShellScenario[] = [
  {
    name: 'Close left with pinned tabs',
    description:
      'Five tabs, two pinned, "Inbound orders" selected. Send tabs.closeLeft: only the unpinned tab on its left goes.',
    machine: () => tabsMachine,
    input: { visited: pinnedAndFour, selected: '/inbound/list', signedIn: true },
  },
  {
    name: 'Close all keeps the pinned tabs',
    description: 'Send tabs.closeAll: the pinned tabs stay and the last of them is selected.',
    machine: () => tabsMachine,
    input: { visited: pinnedAndFour, selected: '/returns/rma', signedIn: true },
  },
  {
    name: 'Signed out: nothing yet',
    description: 'No tabs before signing in; tabs.signedIn then tabs.add start the bar.',
    machine: () => tabsMachine,
    input: { signedIn: false },
  },
];

const Simulator = shellStory({ name: 'tabs', machine: tabsMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/Tabs',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CloseLeftWithPinned: Story = { args: { initialScenario: scenarios[0].name } };
export const CloseAllKeepsPinned: Story = { args: { initialScenario: scenarios[1].name } };
export const SignedOut: Story = { args: { initialScenario: scenarios[2].name } };
