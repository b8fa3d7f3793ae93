import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { pickPersisted, sessionMachine, type SessionEvent, type SessionInput } from './session.machine';
import { FakeCalls, callOutcomeEvents, callOutcomeOf, settle } from './shell-calls.test-support';
import { activeStateIds, countSteps, modelPlan, unreached } from './shell-model.test-support';
import type { AppRouteRecord, TokenPair, UserInfo } from './types';

// Model-based: paths through the session chart (its events and every answer of its four calls),
// replayed on an actor whose calls wait for the step that answers them; invariants after every step.

const user: UserInfo = {
  id: 'u1',
  username: 'admin',
  nickname: 'Admin',
  email: 'admin@example.com',
  role: 'operator',
  roleId: '1',
  permissions: ['*.*.*'],
};
const menus: AppRouteRecord[] = [{ path: '/dashboard', name: 'Dashboard', component: '#', meta: {} }];
const RSA = 'ENC(pw)';

const inputs: SessionInput[] = [
  {},
  {
    token: 'A0',
    refreshToken: 'R0',
    userInfo: user,
    roleRouters: menus,
    loginInfo: { username: 'admin', sealedPassword: 'SEALED(old)' },
  },
];

const sessionEvents: SessionEvent[] = [
  { type: 'session.login', username: 'admin', password: RSA, rememberMe: true, sealedPassword: 'SEALED(pw)' },
  { type: 'session.login', username: 'admin', password: RSA, rememberMe: false },
  // the sealing, beside the sign-in: for its account, and (a stray one) for another
  { type: 'session.sealed', username: 'admin', sealedPassword: 'SEALED(later)' },
  { type: 'session.sealed', username: 'guest', sealedPassword: 'SEALED(guest)' },
  { type: 'session.logout' },
  { type: 'session.tokens', accessToken: 'A9', refreshToken: 'R9' },
  { type: 'session.expire' },
  { type: 'session.updateUser', userInfo: { ...user, nickname: 'Boss' } },
  { type: 'session.lock' },
  { type: 'session.unlock' },
];
const events: EventObject[] = [
  ...sessionEvents,
  ...callOutcomeEvents(sessionMachine, {
    requestToken: {
      outputs: [{ access_token: 'A1', refresh_token: 'R1' } satisfies TokenPair],
      errors: [new Error('wrong account or password')],
    },
    fetchUserInfo: { outputs: [user], errors: [new Error('the server did not answer')] },
    fetchMenus: { outputs: [menus], errors: [new Error('the menus could not be read')] },
    // seed §4: a falsy answer keeps the session, like a failure
    logout: { outputs: [true, null], errors: [new Error('network')] },
  }),
];

// A vertex of the graph is the state, the lock, the error and what a sign-in remembers: which token
// or user name a session holds adds vertices but no behaviour. The simple paths see less still.
type Seen = { value: unknown; context: Record<string, unknown> };
const vertex = ({ value, context }: Seen) =>
  JSON.stringify([
    value,
    context.locked,
    context.error !== undefined,
    context.loginInfo,
    context.credentials,
  ]);
const coarse = ({ value, context }: Seen) =>
  JSON.stringify([value, context.locked, context.error !== undefined]);

// the chart as a model: telling the parent is the replay's to check
const model = sessionMachine.provide({ actions: { notifySignedIn: () => {}, notifySignedOut: () => {} } });
const plan = modelPlan(model, { inputs, events, serializeState: vertex, simpleSerializeState: coarse });

/** The calls each state makes while it is active. */
const CALLS_OF: Record<string, string> = {
  'session.signingIn.requestingToken': 'requestToken',
  'session.signingIn.loadingAccount.user.fetching': 'fetchUserInfo',
  'session.signingIn.loadingAccount.menus.fetching': 'fetchMenus',
  'session.signedIn.loggingOut': 'logout',
};

function start(input: SessionInput) {
  const fakes = new FakeCalls();
  const told: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      requestToken: fakes.actor('requestToken'),
      fetchUserInfo: fakes.actor('fetchUserInfo'),
      fetchMenus: fakes.actor('fetchMenus'),
      logout: fakes.actor('logout'),
    },
    actions: {
      notifySignedIn: () => told.push('session.signedIn'),
      notifySignedOut: () => told.push('session.signedOut'),
    },
  });
  return { actor: createActor(machine, { input }).start(), fakes, told };
}

type Snapshot = ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>;

/** What holds in every snapshot of the session, whatever led to it. */
function checkState(snapshot: Snapshot, fakes: FakeCalls, where: string) {
  const { context } = snapshot;
  const active = activeStateIds('session', snapshot.value);
  if (snapshot.matches('signedIn')) expect(context.userInfo, where).toBeDefined();
  if (snapshot.matches('signedOut')) {
    // signed out holds no session: nothing a request could still send, no lock over the sign-in page
    expect(context, where).toMatchObject({
      token: '',
      refreshToken: '',
      userInfo: undefined,
      roleRouters: [],
    });
    expect(context.locked, where).toBe(false);
  } else {
    expect(context.error, where).toBeUndefined();
  }
  if (context.locked) expect(snapshot.matches('signedIn'), where).toBe(true);
  // the sign-in's credentials (the RSA text) live only while signing in, and are never persisted
  expect(context.credentials !== undefined, where).toBe(snapshot.matches('signingIn'));
  expect(JSON.stringify(pickPersisted(context)), where).not.toContain(RSA);
  // remember me keeps a user name and a sealed password, nothing else
  expect(
    Object.keys(context.loginInfo ?? {}).filter((key) => !['username', 'sealedPassword'].includes(key)),
    where,
  ).toEqual([]);
  // exactly the call of the active state is waiting, once
  const expected = active.flatMap((id) => (CALLS_OF[id] === undefined ? [] : [CALLS_OF[id]]));
  expect(
    fakes.open().map((call) => call.src),
    where,
  ).toEqual(expected);
}

describe('session: generated paths', () => {
  it('reach every state and take every transition of the chart', () => {
    expect(unreached(sessionMachine, plan)).toEqual({ states: [], transitions: [] });
    console.info(`model paths session: ${plan.paths.length} paths, ${countSteps(plan)} steps`);
  });

  it('replay on the actor with fake calls, every invariant holding after every step', async () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      const { actor, fakes, told } = start(path.input);
      checkState(actor.getSnapshot(), fakes, 'start');
      let where = path.input.userInfo === undefined ? 'signed out' : 'restored signed in';
      for (const step of path.steps) {
        where += ` → ${step.event.type}`;
        const before = actor.getSnapshot();
        const toldBefore = told.length;
        const callsBefore = fakes.calls.length;
        const outcome = callOutcomeOf(sessionMachine, step.event);
        if (outcome === undefined) actor.send(step.event as SessionEvent);
        else await fakes.answer(outcome);
        const after = actor.getSnapshot();

        expect({ value: after.value, context: after.context }, where).toEqual({
          value: step.value,
          context: step.context,
        });
        checkState(after, fakes, where);

        // the root hears of a crossing of the signed-in line, once, and of nothing else
        const crossed =
          !before.matches('signedIn') && after.matches('signedIn')
            ? ['session.signedIn']
            : before.matches('signedIn') && !after.matches('signedIn')
              ? ['session.signedOut']
              : [];
        expect(told.slice(toldBefore), where).toEqual(crossed);

        // a sign-in remembers the login exactly when it was asked to, and forgets it otherwise
        const signingIn = before.context.credentials;
        if (signingIn !== undefined && after.matches('signedIn')) {
          const { username, sealedPassword, rememberMe } = signingIn;
          const remembered = sealedPassword === undefined ? { username } : { username, sealedPassword };
          expect(after.context.loginInfo, where).toEqual(rememberMe ? remembered : undefined);
        }

        // a password sealed beside a sign-in is kept for that sign-in, or the account it signed in and
        // remembers; any other (a failed sign-in's, another account's) changes nothing
        if (step.event.type === 'session.sealed') {
          const sealed = step.event as Extract<SessionEvent, { type: 'session.sealed' }>;
          const { credentials, rememberMe, loginInfo } = before.context;
          if (
            before.matches('signingIn') &&
            credentials?.rememberMe &&
            credentials.username === sealed.username
          )
            expect(after.context.credentials?.sealedPassword, where).toBe(sealed.sealedPassword);
          else if (before.matches('signedIn') && rememberMe && loginInfo?.username === sealed.username)
            expect(after.context.loginInfo, where).toEqual({
              username: sealed.username,
              sealedPassword: sealed.sealedPassword,
            });
          else expect(after.context, where).toEqual(before.context);
        }

        // a call starts with what it needs: the credentials, or the token of the moment
        for (const call of fakes.calls.slice(callsBefore)) {
          const expectedInput =
            call.src === 'requestToken'
              ? { username: after.context.credentials?.username, password: RSA }
              : { token: after.context.token };
          expect(call.input, where).toEqual(expectedInput);
        }

        // a logout that fails or is answered falsy keeps the session
        if (outcome?.src === 'logout' && !(outcome.kind === 'done' && Boolean(outcome.output))) {
          expect(after.matches({ signedIn: 'idle' }), where).toBe(true);
          const kept = ({ token, refreshToken, userInfo, roleRouters, locked }: typeof after.context) => ({
            token,
            refreshToken,
            userInfo,
            roleRouters,
            locked,
          });
          expect(kept(after.context), where).toEqual(kept(before.context));
        }

        // a call whose state was left is aborted, and its late answer changes nothing
        const left = fakes.calls.filter((call) => call.aborted && !call.settled);
        for (const call of left) {
          call.settled = true;
          call.resolve(call.src === 'logout' ? true : { access_token: 'LATE', refresh_token: 'LATE' });
        }
        if (left.length > 0) {
          await settle();
          expect(actor.getSnapshot(), where).toBe(after);
        }
      }
      actor.stop();
    }
  });
});
