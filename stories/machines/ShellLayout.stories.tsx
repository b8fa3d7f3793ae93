import type { Meta, StoryObj } from '@storybook/react-vite';
import { layoutMachine } from '@machines/layout.machine';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';

// The layout settings and the desktop/phone switch. What the console does to the page (colour
// scheme, grey mode, language) is written to the log instead.

const withNotes: ShellScenario['machine'] = (fakes) =>
  layoutMachine.provide({
    actions: {
      applyColorScheme: (_, params) => fakes.note(`page colour scheme: ${params.isDark ? 'dark' : 'light'}`),
      applyGreyMode: (_, params) => fakes.note(`page grey mode: ${params.greyMode ? 'on' : 'off'}`),
      applyLocale: (_, params) => fakes.note(`page language: ${params.locale}`),
    },
  });

const events: EventTemplate[] = [
  { type: 'layout.resize', payload: { width: 375 } },
  { type: 'layout.setLayout', payload: { layout: 'top' } },
  { type: 'layout.set', payload: { patch: { greyMode: true } } },
  { type: 'layout.setDark', payload: { isDark: true } },
  { type: 'layout.setTheme', payload: { patch: { elColorPrimary: '#2f9e44' } } },
  { type: 'layout.setSize', payload: { size: 'small' } },
  { type: 'layout.setLocale', payload: { locale: 'en' } },
  { type: 'layout.setPageLoading', payload: { loading: true } },
  { type: 'layout.reset' },
];

const scenarios: ShellScenario[] = [
  {
    name: 'Desktop, 1280 px wide',
    description: 'Send layout.resize with a width under 768 to become the phone layout.',
    machine: withNotes,
    input: { width: 1280 },
  },
  {
    name: 'Phone, 375 px: the top menu is refused',
    description:
      'On a phone only the classic layout exists: layout.setLayout "top" is refused (see the log).',
    machine: withNotes,
    input: { width: 375 },
  },
];

const Simulator = shellStory({ name: 'layout', machine: layoutMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/Layout',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { args: { initialScenario: scenarios[0].name } };
export const Phone: Story = { args: { initialScenario: scenarios[1].name } };
