import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokenRefreshMachine } from '@machines/tokenRefresh.machine';
import type { TokenPair } from '@machines/types';
import type { EventTemplate, ShellScenario } from '../support/statechart/ShellSimulator';
import { scenarioChoice, shellStory } from '../support/statechart/shell-story';

// The refresh of the access token: requests that meet a 401 wait for one refresh and all get its
// answer. The refresh call is a fake the designer settles with "Succeed" or "Fail".

const request: EventTemplate = {
  type: 'refresh.request',
  payload: { refreshToken: 'refresh-1' },
  build: (payload, note, sent) => {
    // numbered within the run: the story's first request is request 1 whatever ran before
    const n = sent + 1;
    return {
      type: 'refresh.request',
      refreshToken: payload.refreshToken as string | undefined,
      resolve: (token: string) => note(`request ${n} retried with ${token}`),
      reject: (error: Error) => note(`request ${n} failed: ${error.message}`),
    };
  },
};

const events = [request];

const withFakeRefresh: ShellScenario['machine'] = (fakes) =>
  tokenRefreshMachine.provide({
    actors: {
      refreshTokens: fakes.promise<TokenPair, { refreshToken: string }>('refreshTokens', {
        output: () => ({ access_token: 'access-2', refresh_token: 'refresh-2' }),
        error: 'the refresh token has expired',
      }),
    },
    actions: {
      storeTokens: (_, params) => fakes.note(`session told of the new pair ${JSON.stringify(params)}`),
      expireSession: () => fakes.note('session told to expire'),
    },
  });

const threeWaiting = [request, request, request];

const scenarios: ShellScenario[] = [
  {
    name: 'Refresh fails while three requests wait',
    description:
      'Three requests met a 401; one refresh call is out. Press "Fail": all three are rejected, the session expires.',
    machine: withFakeRefresh,
    start: threeWaiting,
  },
  {
    name: 'Refresh succeeds for three waiting requests',
    description: 'The same three requests; press "Succeed": each is retried with the new token.',
    machine: withFakeRefresh,
    start: threeWaiting,
  },
  {
    name: 'No refresh token',
    description: 'Send refresh.request with an empty refreshToken: it is refused at once, no call is made.',
    machine: withFakeRefresh,
  },
];

const Simulator = shellStory({ name: 'tokenRefresh', machine: tokenRefreshMachine, events, scenarios });

const meta = {
  title: 'Machines/Shell/Token refresh',
  component: Simulator,
  argTypes: scenarioChoice(scenarios),
} satisfies Meta<typeof Simulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefreshFailsWhileThreeWait: Story = { args: { initialScenario: scenarios[0].name } };
export const RefreshSucceeds: Story = { args: { initialScenario: scenarios[1].name } };
export const NoRefreshToken: Story = { args: { initialScenario: scenarios[2].name } };
