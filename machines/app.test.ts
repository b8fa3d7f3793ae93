import { describe, it, expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine, createAppMachine, routeModeOf, type AppPersisted } from './app.machine';
import { routesMachine } from './routes.machine';
import { constantRoutes, knownViews, localRoutes, serverRoutes } from './routes/fixtures';
import { sessionMachine } from './session.machine';
import { tokenRefreshMachine } from './tokenRefresh.machine';
import type { AppRouteRecord, TokenPair, UserInfo } from './types';

const user: UserInfo = {
  id: 'u1',
  username: 'admin',
  nickname: 'Admin',
  email: 'admin@example.com',
  role: 'operator',
  roleId: '1',
  permissions: ['*.*.*'],
};

interface Fakes {
  logout?: () => Promise<unknown>;
  refreshTokens?: () => Promise<TokenPair>;
  menus?: AppRouteRecord[];
  persisted?: AppPersisted;
}

function startApp({ logout = async () => true, refreshTokens, menus = serverRoutes, persisted }: Fakes = {}) {
  const calls = {
    logout: vi.fn(logout),
    refreshTokens: vi.fn(refreshTokens ?? (async () => ({ access_token: 'A2', refresh_token: 'R2' }))),
  };
  const machine = createAppMachine({
    session: sessionMachine.provide({
      actors: {
        requestToken: fromPromise(async () => ({ access_token: 'A1', refresh_token: 'R1' })),
        fetchUserInfo: fromPromise(async () => user),
        fetchMenus: fromPromise(async () => menus),
        logout: fromPromise(() => calls.logout()),
      },
    }),
    routes: routesMachine.provide({ actions: { reportMissingView: () => {} } }),
    tokenRefresh: tokenRefreshMachine.provide({
      actors: { refreshTokens: fromPromise(() => calls.refreshTokens()) },
    }),
  });
  const root = createActor(machine, {
    input: { localRoutes, knownViews, constantRoutes, width: 1280, persisted },
  }).start();
  const { session, routes, tabs, tokenRefresh, layout } = root.getSnapshot().context;
  return { root, session, routes, tabs, tokenRefresh, layout, calls };
}

type App = ReturnType<typeof startApp>;

async function signIn(app: App) {
  app.session.send({ type: 'session.login', username: 'admin', password: 'ENC(pw)', rememberMe: true });
  await waitFor(app.routes, (s) => s.context.isAddRouters);
  await waitFor(app.tabs, (s) => s.context.visited.length > 0);
}

const signedInPersisted: AppPersisted = {
  session: { token: 'A0', refreshToken: 'R0', userInfo: user, roleRouters: serverRoutes },
};

describe('app machine: children', () => {
  it('spawns the five children with their system ids', () => {
    const app = startApp();
    for (const name of ['session', 'routes', 'tokenRefresh', 'layout', 'tabs'] as const) {
      expect(app.root.system.get(name)).toBe(app.root.getSnapshot().context[name]);
      expect(app[name].id).toBe(name);
    }
    expect(app.layout.getSnapshot().matches('desktop')).toBe(true);
  });

  it('passes the restored state to each child', () => {
    const app = startApp({
      persisted: {
        ...signedInPersisted,
        layout: { title: 'Restored' },
        tabs: { visited: [{ path: '/a', fullPath: '/a', title: 'A', meta: {} }], selected: '/a' },
        routes: { isAddRouters: true, addRouters: serverRoutes, routers: serverRoutes },
      },
    });
    expect(app.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(app.layout.getSnapshot().context.title).toBe('Restored');
    expect(app.tabs.getSnapshot().context).toMatchObject({ selected: '/a', signedIn: true });
    expect(app.routes.getSnapshot().context.addRouters).toBe(serverRoutes);
  });
});

describe('app machine: wiring', () => {
  it('signing in generates the routes in server mode and pins the affix tabs', async () => {
    const app = startApp();
    await signIn(app);
    const routes = app.routes.getSnapshot().context;
    expect(routes.addRouters.map((r) => r.name)).toEqual(['Inbound', 'CatchAll']);
    const tabs = app.tabs.getSnapshot().context;
    expect(tabs.signedIn).toBe(true);
    expect(tabs.visited.map((t) => t.path)).toEqual(['/inbound/list']);
    expect(tabs.visited[0].meta.affix).toBe(true);
  });

  it('uses the local table filtered by the server paths in front-end mode', async () => {
    const menus = [...serverRoutes, { path: '/dashboard', children: [{ path: 'workplace' }] }];
    const app = startApp({ menus, persisted: { layout: { serverDynamicRouter: false } } });
    await signIn(app);
    const [dashboard, catchAll] = app.routes.getSnapshot().context.addRouters;
    expect([dashboard.name, catchAll.name]).toEqual(['Dashboard', 'CatchAll']);
    expect(dashboard.children?.map((r) => r.name)).toEqual(['Workplace']);
    expect(app.routes.getSnapshot().context.addRouters).toHaveLength(2);
  });

  it('uses the whole local table in static mode', async () => {
    const app = startApp({ persisted: { layout: { dynamicRouter: false } } });
    await signIn(app);
    expect(app.routes.getSnapshot().context.addRouters.map((r) => r.name)).toEqual([
      ...localRoutes.map((r) => r.name),
      'CatchAll',
    ]);
    expect(app.tabs.getSnapshot().context.visited.map((t) => t.path)).toEqual(['/dashboard/workplace']);
  });

  it('a confirmed logout clears the tabs and resets the routes', async () => {
    const app = startApp();
    await signIn(app);
    app.session.send({ type: 'session.logout' });
    await waitFor(app.session, (s) => s.matches('signedOut'));
    expect(app.tabs.getSnapshot().context).toMatchObject({ visited: [], signedIn: false });
    expect(app.routes.getSnapshot().context).toMatchObject({ isAddRouters: false, addRouters: [] });
    expect(app.routes.getSnapshot().context.routers.map((r) => r.name)).toEqual([
      'Root',
      'RedirectWrap',
      'Login',
      'NoFind',
    ]);
  });

  it('a failing logout keeps the session, the routes and the tabs', async () => {
    const app = startApp({ logout: () => Promise.reject(new Error('network')) });
    await signIn(app);
    app.session.send({ type: 'session.logout' });
    await waitFor(app.session, (s) => s.matches({ signedIn: 'idle' }));
    expect(app.calls.logout).toHaveBeenCalledTimes(1);
    expect(app.session.getSnapshot().context.userInfo).toEqual(user);
    expect(app.routes.getSnapshot().context.isAddRouters).toBe(true);
    expect(app.tabs.getSnapshot().context.visited).toHaveLength(1);
  });

  it('a failed refresh signs out and clears everything', async () => {
    const app = startApp({ refreshTokens: () => Promise.reject(new Error('refresh token reused')) });
    await signIn(app);
    const failed = vi.fn();
    app.tokenRefresh.on('refresh.failed', failed);
    const outcome = new Promise<string>((resolve, reject) =>
      app.tokenRefresh.send({ type: 'refresh.request', refreshToken: 'R1', resolve, reject }),
    );
    await expect(outcome).rejects.toThrow('refresh token reused');
    await waitFor(app.session, (s) => s.matches('signedOut'));
    expect(failed).toHaveBeenCalledWith({ type: 'refresh.failed', message: 'refresh token reused' });
    expect(app.tabs.getSnapshot().context.visited).toEqual([]);
    expect(app.routes.getSnapshot().context.isAddRouters).toBe(false);
  });

  it('a successful refresh stores the new tokens in the session', async () => {
    const app = startApp();
    await signIn(app);
    const token = await new Promise<string>((resolve, reject) =>
      app.tokenRefresh.send({ type: 'refresh.request', refreshToken: 'R1', resolve, reject }),
    );
    expect(token).toBe('A2');
    expect(app.session.getSnapshot().context).toMatchObject({ token: 'A2', refreshToken: 'R2' });
    expect(app.session.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('app machine: start', () => {
  it('generates the routes of a restored session whose routes were not added', async () => {
    const app = startApp({ persisted: signedInPersisted });
    // synchronous within start(), which is what makes the negative case below meaningful
    expect(app.routes.getSnapshot().context.isAddRouters).toBe(true);
    expect(app.routes.getSnapshot().context.addRouters.map((r) => r.name)).toEqual(['Inbound', 'CatchAll']);
    expect(app.tabs.getSnapshot().context.visited.map((t) => t.path)).toEqual(['/inbound/list']);
  });

  it('does not generate again when the restored routes were added', () => {
    const persisted = { isAddRouters: true, addRouters: [], routers: [], menuTabRouters: [] };
    const app = startApp({ persisted: { ...signedInPersisted, routes: persisted } });
    expect(app.routes.getSnapshot().context.addRouters).toEqual([]);
    expect(app.tabs.getSnapshot().context.visited).toEqual([]);
  });

  it('does not generate for a signed-out start', () => {
    const app = startApp();
    expect(app.routes.getSnapshot().context.isAddRouters).toBe(false);
  });
});

describe('routeModeOf', () => {
  it('derives the mode from the two settings', () => {
    expect(routeModeOf({ dynamicRouter: true, serverDynamicRouter: true })).toBe('server');
    expect(routeModeOf({ dynamicRouter: true, serverDynamicRouter: false })).toBe('frontEnd');
    expect(routeModeOf({ dynamicRouter: false, serverDynamicRouter: true })).toBe('static');
  });
});

describe('appMachine defaults', () => {
  it('starts without provided actors', () => {
    const root = createActor(appMachine, { input: { localRoutes, knownViews } }).start();
    expect(root.getSnapshot().matches('running')).toBe(true);
  });
});
