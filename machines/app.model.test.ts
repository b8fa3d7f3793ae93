import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { appMachine, createAppMachine, routeModeOf, type AppInput } from './app.machine';
import { definitionTransitions } from './business/model-paths';
import { routesMachine } from './routes.machine';
import { findAffixTabs, flattenRoutes } from './routes/flatten';
import { constantRoutes, knownViews, localRoutes, serverRoutes } from './routes/fixtures';
import { generateRoutes } from './routes/generate';
import { sessionMachine, type SessionEvent } from './session.machine';
import { FakeCalls, callOutcomeEvents, callOutcomeOf } from './shell-calls.test-support';
import { countSteps, modelPlan, unreached, type ModelPlan } from './shell-model.test-support';
import { tokenRefreshMachine } from './tokenRefresh.machine';
import type { AppRouteRecord, TokenPair, UserInfo } from './types';

// Model-based, the whole shell: paths through the session chart (the child the others follow),
// replayed on the root actor with every call faked. A renewed pair and an expiry reach the session
// the way they do in the console, through a refresh of the tokenRefresh child that succeeds or fails.
// After every step the children agree: signed in ⇔ routes added ⇔ tabs signed in, the pinned tabs of
// the routes are open, and the root told each child once per crossing of the signed-in line.

const user: UserInfo = {
  id: 'u1',
  username: 'admin',
  nickname: 'Admin',
  email: 'admin@example.com',
  role: 'operator',
  roleId: '1',
  permissions: ['*.*.*'],
};
const menus: AppRouteRecord[] = serverRoutes;
const renewed: TokenPair = { access_token: 'A9', refresh_token: 'R9' };
const REFRESH_FAILURE = 'refresh token reused';
const page = {
  path: '/personal/personal-center',
  name: 'PersonalCenter',
  meta: { title: 'router.personalCenter' },
};

const base = { localRoutes, knownViews, constantRoutes, width: 1280 };
const signedIn = { token: 'A0', refreshToken: 'R0', userInfo: user, roleRouters: menus };
const generated = generateRoutes({ mode: 'server', roleRouters: menus, localRoutes, knownViews }).routes;
const inputs: Array<{ name: string; input: AppInput }> = [
  { name: 'fresh', input: base },
  // the permission key was cleared: the root generates the routes as it starts
  { name: 'restored without routes', input: { ...base, persisted: { session: signedIn } } },
  {
    name: 'restored',
    input: {
      ...base,
      persisted: {
        session: signedIn,
        routes: { routers: [...constantRoutes, ...generated], addRouters: generated, isAddRouters: true },
        tabs: { visited: findAffixTabs(flattenRoutes(generated)), selected: '/inbound/list' },
      },
    },
  },
];

const sessionEvents: SessionEvent[] = [
  { type: 'session.login', username: 'admin', password: 'ENC(pw)', rememberMe: true },
  { type: 'session.logout' },
  // realised through the tokenRefresh child: a refresh that succeeds, one that fails
  { type: 'session.tokens', accessToken: renewed.access_token, refreshToken: renewed.refresh_token },
  { type: 'session.expire' },
];
const events: EventObject[] = [
  ...sessionEvents,
  ...callOutcomeEvents(sessionMachine, {
    requestToken: {
      outputs: [{ access_token: 'A1', refresh_token: 'R1' }],
      errors: [new Error('wrong password')],
    },
    fetchUserInfo: { outputs: [user], errors: [new Error('the server did not answer')] },
    fetchMenus: { outputs: [menus], errors: [new Error('the menus could not be read')] },
    logout: { outputs: [true, null], errors: [new Error('network')] },
  }),
];

const model = sessionMachine.provide({ actions: { notifySignedIn: () => {}, notifySignedOut: () => {} } });
type Seen = { value: unknown; context: { token: string } };
/** The session's own events, which no other child follows: its model test takes them. */
const LEFT_TO_SESSION_TEST = [
  'session.signingIn|session.sealed',
  'session.signedIn|session.updateUser',
  'session.signedIn|session.sealed',
  'session.signedIn|session.lock',
  'session.signedIn|session.unlock',
];
const vertex = ({ value, context }: Seen) => JSON.stringify([value, context.token]);
const plans = inputs.map(({ name, input }) => ({
  name,
  input,
  plan: modelPlan(model, {
    inputs: [input.persisted?.session ?? {}],
    events,
    serializeState: vertex,
    // a refresh needs a refresh token: there is none before the sign-in's token arrives
    filterEvents: (snapshot, event) =>
      event.type !== 'session.tokens' || snapshot.context.refreshToken !== '',
  }),
}));

function start(input: AppInput) {
  const fakes = new FakeCalls();
  /** What each actor received, by session id: named once the root has started. */
  const heard: Array<{ to: string; type: string }> = [];
  const machine = createAppMachine({
    session: sessionMachine.provide({
      actors: {
        requestToken: fakes.actor('requestToken'),
        fetchUserInfo: fakes.actor('fetchUserInfo'),
        fetchMenus: fakes.actor('fetchMenus'),
        logout: fakes.actor('logout'),
      },
    }),
    tokenRefresh: tokenRefreshMachine.provide({ actors: { refreshTokens: fakes.actor('refreshTokens') } }),
    // the missing view of the server's menus is the routes test's to report
    routes: routesMachine.provide({ actions: { reportMissingView: () => {} } }),
  });
  const root = createActor(machine, {
    id: 'app',
    input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && !inspection.event.type.startsWith('xstate.')) {
        heard.push({ to: inspection.actorRef.sessionId, type: inspection.event.type });
      }
    },
  }).start();
  const children = root.getSnapshot().context;
  const names = new Map<string, string>([
    [root.sessionId, 'app'],
    ...Object.entries(children).map(([name, child]) => [child.sessionId, name] as const),
  ]);
  /** What the root and each child received, as `<actor> <event type>`. */
  const received = () => heard.map(({ to, type }) => `${names.get(to) ?? to} ${type}`);
  return { root, fakes, received, ...children };
}

type App = ReturnType<typeof start>;

/** A refresh the request client asks for, answered by the fake: its outcome. */
async function refresh(app: App, succeed: boolean): Promise<string> {
  let outcome = 'waiting';
  app.tokenRefresh.send({
    type: 'refresh.request',
    refreshToken: app.session.getSnapshot().context.refreshToken,
    resolve: (token) => {
      outcome = `resolved ${token}`;
    },
    reject: (error) => {
      outcome = `rejected ${error.message}`;
    },
  });
  await app.fakes.answer(
    succeed
      ? { src: 'refreshTokens', kind: 'done', output: renewed }
      : { src: 'refreshTokens', kind: 'error', error: new Error(REFRESH_FAILURE) },
  );
  return outcome;
}

/** What the children agree on, whatever led there. */
function checkAgreement(app: App, where: string) {
  const session = app.session.getSnapshot();
  const routes = app.routes.getSnapshot().context;
  const tabs = app.tabs.getSnapshot().context;
  const isSignedIn = session.matches('signedIn');
  expect({ routesAdded: routes.isAddRouters, tabsSignedIn: tabs.signedIn }, where).toEqual({
    routesAdded: isSignedIn,
    tabsSignedIn: isSignedIn,
  });
  if (isSignedIn) {
    // the routes are the session's menus in the layout's mode, and their pinned pages are open tabs
    const mode = routeModeOf(app.layout.getSnapshot().context);
    const expected = generateRoutes({
      mode,
      roleRouters: session.context.roleRouters,
      localRoutes,
      knownViews,
    });
    expect(routes.addRouters, where).toEqual(expected.routes);
    const pinned = tabs.visited.filter((tab) => tab.meta.affix === true).map((tab) => tab.path);
    const affix = findAffixTabs(flattenRoutes(routes.routers)).map((tab) => tab.path);
    expect(pinned, where).toEqual(expect.arrayContaining(affix));
  } else {
    expect({ visited: tabs.visited, selected: tabs.selected, addRouters: routes.addRouters }, where).toEqual({
      visited: [],
      selected: undefined,
      addRouters: [],
    });
  }
}

describe('app: generated paths through the session, on the whole shell', () => {
  it('reach every state and transition of the session from each start, and every one of the root', () => {
    const all: ModelPlan<unknown> = {
      ...plans[0].plan,
      paths: plans.flatMap(({ plan }) => plan.paths),
      initialStates: [...new Set(plans.flatMap(({ plan }) => plan.initialStates))],
    };
    expect(unreached(sessionMachine, all)).toEqual({
      states: [],
      transitions: LEFT_TO_SESSION_TEST.map((transition) => `${transition}|0`),
    });
    const steps = plans.reduce((sum, { plan }) => sum + countSteps(plan), 0);
    console.info(`model paths app: ${all.paths.length} paths, ${steps} steps`);
  });

  it('replay on the root actor: the children agree after every step', async () => {
    const rootHeard = new Set<string>();
    const startedBy = new Set<string>();
    for (const { name, input, plan } of plans) {
      expect(plan.paths.length, name).toBeGreaterThan(0);
      for (const path of plan.paths) {
        const app = start(input);
        let where = name;
        checkAgreement(app, where);
        // the root generates at start exactly for a restored session whose routes were not added
        const generatedAtStart = app.received().includes('routes routes.generate');
        expect(generatedAtStart, where).toBe(name === 'restored without routes');
        startedBy.add(generatedAtStart ? 'generating' : 'not generating');
        for (const step of path.steps) {
          where += ` → ${step.event.type.replace(/^xstate\.(done|error)\.actor\.0\.session\./, '$1 ')}`;
          const before = app.session.getSnapshot();
          const heardBefore = app.received().length;
          const outcome = callOutcomeOf(sessionMachine, step.event);
          if (outcome !== undefined) await app.fakes.answer(outcome);
          else if (step.event.type === 'session.tokens')
            expect(await refresh(app, true), where).toBe('resolved A9');
          else if (step.event.type === 'session.expire') {
            expect(await refresh(app, false), where).toBe(`rejected ${REFRESH_FAILURE}`);
          } else app.session.send(step.event as SessionEvent);
          const after = app.session.getSnapshot();
          expect({ value: after.value, context: after.context }, where).toEqual({
            value: step.value,
            context: step.context,
          });
          expect(app.root.getSnapshot().value, where).toBe('running');
          checkAgreement(app, where);

          // the root forwards each crossing of the signed-in line once, to the children that follow it
          const received = app.received().slice(heardBefore);
          const count = (what: string) => received.filter((r) => r === what).length;
          const cameIn = !before.matches('signedIn') && after.matches('signedIn');
          const wentOut = before.matches('signedIn') && !after.matches('signedIn');
          expect(
            ['routes routes.generate', 'tabs tabs.signedIn', 'tabs tabs.initAffix'].map(count),
            `${where}: came in`,
          ).toEqual(cameIn ? [1, 1, 1] : [0, 0, 0]);
          expect(['routes routes.reset', 'tabs tabs.clear'].map(count), `${where}: went out`).toEqual(
            wentOut ? [1, 1] : [0, 0],
          );
          for (const r of received.filter((r) => r.startsWith('app '))) rootHeard.add(r.slice('app '.length));

          // a page opened while signed in is closed by signing out
          if (cameIn) app.tabs.send({ type: 'tabs.add', route: page });
        }
        app.root.stop();
      }
    }
    // every transition of the root was taken, and both ways out of its start
    const rootEvents = definitionTransitions(appMachine).map((key) => key.split('|')[1]);
    expect([...rootHeard].sort()).toEqual([...new Set(rootEvents)].sort());
    expect([...startedBy].sort()).toEqual(['generating', 'not generating']);
  });
});
