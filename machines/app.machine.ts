import { sendTo, setup, type ActorRefFrom } from 'xstate';
import { layoutMachine, type LayoutPersisted, type LayoutSettings } from './layout.machine';
import { routesMachine, type RoutesPersisted } from './routes.machine';
import { findAffixTabs, flattenRoutes } from './routes/flatten';
import { sessionMachine, type SessionInput } from './session.machine';
import { tabsMachine, type TabsPersisted } from './tabs.machine';
import { tokenRefreshMachine } from './tokenRefresh.machine';
import type { AppRouteRecord, RouteMode } from './types';

export interface AppPersisted {
  session?: SessionInput;
  layout?: Partial<LayoutPersisted>;
  routes?: Partial<RoutesPersisted>;
  tabs?: Partial<TabsPersisted>;
}

export interface AppInput {
  persisted?: AppPersisted;
  localRoutes: AppRouteRecord[];
  /** The always-available routes (seed §2); `routes.reset` keeps the named ones among them. */
  constantRoutes?: AppRouteRecord[];
  knownViews: string[];
  width?: number;
}

export interface AppContext {
  session: ActorRefFrom<typeof sessionMachine>;
  routes: ActorRefFrom<typeof routesMachine>;
  tokenRefresh: ActorRefFrom<typeof tokenRefreshMachine>;
  layout: ActorRefFrom<typeof layoutMachine>;
  tabs: ActorRefFrom<typeof tabsMachine>;
}

export type AppEvent =
  { type: 'session.signedIn' } | { type: 'session.signedOut' } | { type: 'routes.generated' };

/** Seed §4: the route mode follows the dynamicRouter / serverDynamicRouter settings. */
export function routeModeOf(
  settings: Pick<LayoutSettings, 'dynamicRouter' | 'serverDynamicRouter'>,
): RouteMode {
  if (!settings.dynamicRouter) return 'static';
  return settings.serverDynamicRouter ? 'server' : 'frontEnd';
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    routes: routesMachine,
    tokenRefresh: tokenRefreshMachine,
    layout: layoutMachine,
    tabs: tabsMachine,
  },
  actions: {
    generateRoutes: sendTo(
      ({ context }) => context.routes,
      ({ context }) => ({
        type: 'routes.generate' as const,
        mode: routeModeOf(context.layout.getSnapshot().context),
        roleRouters: context.session.getSnapshot().context.roleRouters,
      }),
    ),
    resetRoutes: sendTo(({ context }) => context.routes, { type: 'routes.reset' as const }),
    markTabsSignedIn: sendTo(({ context }) => context.tabs, { type: 'tabs.signedIn' as const }),
    clearTabs: sendTo(({ context }) => context.tabs, { type: 'tabs.clear' as const }),
    initAffixTabs: sendTo(
      ({ context }) => context.tabs,
      ({ context }) => ({
        type: 'tabs.initAffix' as const,
        tabs: findAffixTabs(flattenRoutes(context.routes.getSnapshot().context.routers)),
      }),
    ),
  },
  guards: {
    isMissingRoutes: ({ context }) =>
      context.session.getSnapshot().matches('signedIn') && !context.routes.getSnapshot().context.isAddRouters,
  },
}).createMachine({
  id: 'app',
  context: ({ spawn, input }) => ({
    session: spawn('session', { id: 'session', systemId: 'session', input: input.persisted?.session ?? {} }),
    routes: spawn('routes', {
      id: 'routes',
      systemId: 'routes',
      input: {
        localRoutes: input.localRoutes,
        knownViews: input.knownViews,
        constantRoutes: input.constantRoutes,
        persisted: input.persisted?.routes,
      },
    }),
    tokenRefresh: spawn('tokenRefresh', { id: 'tokenRefresh', systemId: 'tokenRefresh' }),
    layout: spawn('layout', {
      id: 'layout',
      systemId: 'layout',
      input: { settings: input.persisted?.layout, width: input.width },
    }),
    tabs: spawn('tabs', {
      id: 'tabs',
      systemId: 'tabs',
      input: { ...input.persisted?.tabs, signedIn: input.persisted?.session?.userInfo !== undefined },
    }),
  }),
  initial: 'starting',
  states: {
    starting: {
      // a restored session whose routes were not added yet (e.g. the permission key was cleared)
      always: [
        { guard: 'isMissingRoutes', target: 'running', actions: 'generateRoutes' },
        { target: 'running' },
      ],
    },
    running: {
      on: {
        'session.signedIn': { actions: ['generateRoutes', 'markTabsSignedIn'] },
        'session.signedOut': { actions: ['resetRoutes', 'clearTabs'] },
        'routes.generated': { actions: 'initAffixTabs' },
      },
    },
  },
});

/** The root machine with some children replaced, e.g. by ones whose actors call the real API. */
export function createAppMachine(children: Parameters<typeof appMachine.provide>[0]['actors'] = {}) {
  return appMachine.provide({ actors: children });
}
