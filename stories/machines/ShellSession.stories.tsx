import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionMachine } from '@machines/session.machine';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { sessionWithFakes } from '../support/statechart/fake-session';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';
import { storyUser } from '../support/story-actor';

// Signing in, out, locking: the sign-in's three calls (token, user, menus) and the sign-out are
// fakes the designer settles; what the session would tell the root is written to the log.

const withFakes: ShellScenario['machine'] = (fakes) =>
  sessionWithFakes(fakes).provide({
    actions: {
      notifySignedIn: () => fakes.note('tells the root: session.signedIn'),
      notifySignedOut: () => fakes.note('tells the root: session.signedOut'),
    },
  });

const login: EventTemplate = {
  type: 'session.login',
  payload: { username: 'admin', password: 'admin123', rememberMe: true },
};

const events: EventTemplate[] = [
  login,
  { type: 'session.logout' },
  { type: 'session.tokens', payload: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
  { type: 'session.expire' },
  { type: 'session.updateUser', payload: { userInfo: { ...storyUser, nickname: 'Ada' } } },
  { type: 'session.lock' },
  { type: 'session.unlock' },
];

const signedIn = { userInfo: storyUser, token: 'access-1', refreshToken: 'refresh-1', roleRouters: [] };

const scenarios: ShellScenario[] = [
  {
    name: 'Sign in step by step',
    description: 'Signed out. Send session.login, then settle each call the sign-in makes.',
    machine: withFakes,
  },
  {
    name: 'Sign-in fails at the menus',
    description:
      'The token and the user came back; the menus call waits. Press "Fail": back to the sign-in form.',
    machine: withFakes,
    start: [login],
    settle: ['succeed', 'succeed'],
  },
  {
    name: 'Signed in: lock, expire, sign out',
    description:
      'A restored session. Lock and unlock it, let it expire, or sign out (the logout call waits).',
    machine: withFakes,
    input: signedIn,
  },
];

const Simulator = shellStory({ name: 'session', machine: sessionMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/Session',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { initialScenario: scenarios[0].name } };
export const SignInFailsAtMenus: Story = { args: { initialScenario: scenarios[1].name } };
export const SignedIn: Story = { args: { initialScenario: scenarios[2].name } };
