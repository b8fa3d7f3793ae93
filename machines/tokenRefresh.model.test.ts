import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { FakeCalls, callOutcomeEvents, callOutcomeOf } from './shell-calls.test-support';
import { countSteps, modelPlan, unreached } from './shell-model.test-support';
import { tokenRefreshMachine, type TokenRefreshEvent } from './tokenRefresh.machine';
import type { TokenPair } from './types';

// Model-based: paths through the refresh chart (requests with and without a refresh token, the
// call's success and failure), replayed on an actor whose refresh call waits for the step that
// answers it. Each request is a promise of the request client's: it must be settled exactly once.

const pair: TokenPair = { access_token: 'A2', refresh_token: 'R2' };
const FAILURE = 'refresh token reused';
const placeholder = { resolve: () => {}, reject: () => {} };

const requestSamples: TokenRefreshEvent[] = [
  { type: 'refresh.request', refreshToken: 'R1', ...placeholder },
  { type: 'refresh.request', refreshToken: 'R7', ...placeholder },
  { type: 'refresh.request', refreshToken: undefined, ...placeholder },
  { type: 'refresh.request', refreshToken: '', ...placeholder },
];
const events: EventObject[] = [
  ...requestSamples,
  ...callOutcomeEvents(tokenRefreshMachine, {
    refreshTokens: { outputs: [pair], errors: [new Error(FAILURE)] },
  }),
];

// the waiting list grows with every request: up to three waiters are told apart
type Seen = { value: unknown; context: { waiters: unknown[] } };
const vertex = ({ value, context }: Seen) => JSON.stringify([value, Math.min(context.waiters.length, 3)]);

const plan = modelPlan(tokenRefreshMachine, {
  inputs: [undefined],
  events,
  serializeState: vertex,
  simpleSerializeState: vertex,
});

interface Request {
  refreshToken: string | undefined;
  settled: string[];
}

function start() {
  const fakes = new FakeCalls();
  const effects = { stored: [] as unknown[], expired: 0, failures: [] as string[] };
  const machine = tokenRefreshMachine.provide({
    actors: { refreshTokens: fakes.actor('refreshTokens') },
    actions: {
      storeTokens: (_, params) => effects.stored.push(params),
      expireSession: () => {
        effects.expired += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  actor.on('refresh.failed', (event) => effects.failures.push(event.message));
  return { actor, fakes, effects };
}

describe('tokenRefresh: generated paths', () => {
  it('reach every state and take every transition of the chart', () => {
    expect(unreached(tokenRefreshMachine, plan)).toEqual({ states: [], transitions: [] });
    console.info(`model paths tokenRefresh: ${plan.paths.length} paths, ${countSteps(plan)} steps`);
  });

  it('replay on the actor: every request settled exactly once, one refresh call at a time', async () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      const { actor, fakes, effects } = start();
      const requests: Request[] = [];
      /** The requests of the refresh in flight, the first one having started it. */
      let round: Request[] = [];
      let where = 'idle';
      // a path that ends idle runs twice on the same actor: a refresh that ended leaves nothing behind
      const ends = path.steps.at(-1)?.value === 'idle';
      for (const step of ends ? [...path.steps, ...path.steps] : path.steps) {
        where += ` → ${step.event.type}${'refreshToken' in step.event ? ` ${String(step.event.refreshToken)}` : ''}`;
        const before = {
          snapshot: actor.getSnapshot(),
          stored: effects.stored.length,
          expired: effects.expired,
          failures: effects.failures.length,
        };
        const outcome = callOutcomeOf(tokenRefreshMachine, step.event);
        let request: Request | undefined;
        if (outcome === undefined) {
          const sent = step.event as TokenRefreshEvent;
          const made: Request = { refreshToken: sent.refreshToken, settled: [] };
          request = made;
          requests.push(made);
          actor.send({
            type: 'refresh.request',
            refreshToken: sent.refreshToken,
            resolve: (token) => made.settled.push(`resolved ${token}`),
            reject: (error) => made.settled.push(`rejected ${error.message}`),
          });
        } else {
          await fakes.answer(outcome);
        }
        const after = actor.getSnapshot();
        expect(after.value, where).toEqual(step.value);
        expect(after.context.waiters.length, where).toBe((step.context as Seen['context']).waiters.length);

        // each request is settled at most once, and once the machine is idle, every one is
        expect(
          requests.filter((r) => r.settled.length > 1),
          where,
        ).toEqual([]);
        if (after.matches('idle')) {
          expect(
            requests.filter((r) => r.settled.length === 0),
            where,
          ).toEqual([]);
          expect(after.context.waiters, where).toEqual([]);
        }
        // one refresh call at a time, made while refreshing, with the token of the request that started it
        expect(fakes.open().length, where).toBe(after.matches('refreshing') ? 1 : 0);
        if (!before.snapshot.matches('refreshing') && after.matches('refreshing') && request)
          round = [request];
        else if (before.snapshot.matches('refreshing') && request) round.push(request);
        if (after.matches('refreshing')) {
          expect(fakes.open()[0].input, where).toEqual({ refreshToken: round[0].refreshToken });
          // the waiting ones are exactly the requests since the call started
          expect(
            requests.filter((r) => r.settled.length === 0),
            where,
          ).toEqual(round);
          expect(after.context.waiters.length, where).toBe(round.length);
        }

        const stored = effects.stored.slice(before.stored);
        const expired = effects.expired - before.expired;
        const failures = effects.failures.slice(before.failures);
        if (outcome?.kind === 'done') {
          // success: the session gets the pair once and every waiting request the new access token
          expect(
            round.map((r) => r.settled),
            where,
          ).toEqual(round.map(() => [`resolved ${pair.access_token}`]));
          expect([stored, expired, failures], where).toEqual([
            [{ accessToken: 'A2', refreshToken: 'R2' }],
            0,
            [],
          ]);
        } else if (outcome?.kind === 'error') {
          // failure: every waiting request rejected with why, the session expired and told once
          expect(
            round.map((r) => r.settled),
            where,
          ).toEqual(round.map(() => [`rejected ${FAILURE}`]));
          expect([stored, expired, failures], where).toEqual([[], 1, [FAILURE]]);
        } else if (!before.snapshot.matches('refreshing') && !request?.refreshToken) {
          // no refresh token and nothing in flight: refused at once, and the session expires
          expect(request?.settled, where).toEqual(['rejected no refresh token']);
          expect([stored, expired, failures], where).toEqual([[], 1, ['no refresh token']]);
        } else {
          // a request starts the call or joins it: nothing is settled or told yet
          expect(request?.settled, where).toEqual([]);
          expect([stored, expired, failures], where).toEqual([[], 0, []]);
        }
      }
      actor.stop();
    }
  });
});
