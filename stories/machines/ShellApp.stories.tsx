import type { Meta, StoryObj } from '@storybook/react-vite';
import { appMachine } from '@machines/app.machine';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { knownViews } from '@/app/views';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { sessionWithFakes } from '../support/statechart/fake-session';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';
import { storyUser } from '../support/story-actor';

// The root: it spawns the five shell machines and ties them together (routes generated on sign-in,
// tabs cleared on sign-out). The session's calls are fakes; events may go to the root or a child.

const withFakeSession: ShellScenario['machine'] = (fakes) =>
  appMachine.provide({ actors: { session: sessionWithFakes(fakes) } });

const events: EventTemplate[] = [
  { type: 'session.signedIn' },
  { type: 'session.signedOut' },
  { type: 'routes.generated' },
  {
    type: 'session.login',
    to: 'session',
    payload: { username: 'admin', password: 'admin123', rememberMe: false },
  },
  { type: 'session.logout', to: 'session' },
  { type: 'layout.resize', to: 'layout', payload: { width: 375 } },
  { type: 'tabs.add', to: 'tabs', payload: { route: { path: '/finance/bills', meta: { title: 'Bills' } } } },
];

const baseInput = { localRoutes, constantRoutes, knownViews, width: 1280 };

const scenarios: ShellScenario[] = [
  {
    name: 'Signed out: sign in through the session',
    description:
      'Send session: session.login, settle the three calls: the session tells the root, which generates the routes and opens the pinned tabs.',
    machine: withFakeSession,
    input: { ...baseInput, persisted: { layout: { dynamicRouter: false } } },
  },
  {
    name: 'Restored session whose routes are missing',
    description: 'A signed-in session without routes: the root generates them as it starts (see "starting").',
    machine: withFakeSession,
    input: {
      ...baseInput,
      persisted: {
        session: {
          userInfo: storyUser,
          token: 'access-1',
          refreshToken: 'refresh-1',
          roleRouters: localRoutes,
        },
        layout: { dynamicRouter: false },
      },
    },
  },
];

const Simulator = shellStory({ name: 'app', machine: appMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/App (root)',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { args: { initialScenario: scenarios[0].name } };
export const RestoredWithoutRoutes: Story = { args: { initialScenario: scenarios[1].name } };
