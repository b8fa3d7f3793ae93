import type { Meta, StoryObj } from '@storybook/react-vite';
import { routesMachine } from '@machines/routes.machine';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { knownViews } from '@/app/views';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';

// The route table: generated once per session from the local table or the role's routers.

const events: EventTemplate[] = [
  { type: 'routes.generate', payload: { mode: 'static', roleRouters: [] } },
  { type: 'routes.reset' },
  { type: 'routes.setMenuTabRouters', payload: { routers: [] } },
];

const input = { localRoutes, knownViews, constantRoutes };

// alone, the machine has no root to tell: the log says what it would have told it
const withNotes: ShellScenario['machine'] = (fakes) =>
  routesMachine.provide({
    actions: { notifyGenerated: () => fakes.note('tells the root: routes.generated') },
  });

const scenarios: ShellScenario[] = [
  {
    name: 'Generate from the local table',
    description:
      'Send routes.generate (static): the routes are added; a second generate is ignored until a reset.',
    machine: withNotes,
    input,
  },
  {
    name: 'Already generated',
    description: 'The routes were generated: routes.generate is not accepted until routes.reset.',
    machine: withNotes,
    input,
    start: [events[0]],
  },
];

const Simulator = shellStory({ name: 'routes', machine: routesMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/Routes',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generate: Story = { args: { initialScenario: scenarios[0].name } };
export const AlreadyGenerated: Story = { args: { initialScenario: scenarios[1].name } };
