import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { KEPT_ROUTE_NAMES } from './routes/constants';
import { generateRoutes } from './routes/generate';
import type { AppRouteRecord, RouteMode } from './types';

export interface RoutesPersisted {
  routers: AppRouteRecord[];
  addRouters: AppRouteRecord[];
  isAddRouters: boolean;
  menuTabRouters: AppRouteRecord[];
}

export interface RoutesContext extends RoutesPersisted {
  localRoutes: AppRouteRecord[];
  knownViews: string[];
  /** Routes that exist whatever the session; `routers` starts with them. */
  constantRoutes: AppRouteRecord[];
}

export interface RoutesInput {
  localRoutes: AppRouteRecord[];
  knownViews: string[];
  constantRoutes?: AppRouteRecord[];
  persisted?: Partial<RoutesPersisted>;
}

export type RoutesEvent =
  | { type: 'routes.generate'; mode: RouteMode; roleRouters: AppRouteRecord[] }
  | { type: 'routes.reset' }
  | { type: 'routes.setMenuTabRouters'; routers: AppRouteRecord[] };

interface GenerateParams {
  mode: RouteMode;
  roleRouters: AppRouteRecord[];
}

export function pickPersisted(context: RoutesPersisted): RoutesPersisted {
  const { routers, addRouters, isAddRouters, menuTabRouters } = context;
  return { routers, addRouters, isAddRouters, menuTabRouters };
}

export const routesMachine = setup({
  types: {
    context: {} as RoutesContext,
    events: {} as RoutesEvent,
    input: {} as RoutesInput,
  },
  actions: {
    reportMissingView: (_, params: { name: string }) => {
      console.error(`[routes] view not found: ${params.name}`);
    },
    notifyGenerated: sendParent({ type: 'routes.generated' }),
    resetRoutes: assign(({ context }) => ({
      addRouters: [],
      isAddRouters: false,
      menuTabRouters: [],
      routers: context.routers.filter(
        (route) => route.name !== undefined && KEPT_ROUTE_NAMES.includes(route.name),
      ),
    })),
    assignMenuTabRouters: assign((_, params: { routers: AppRouteRecord[] }) => ({
      menuTabRouters: params.routers,
    })),
  },
  guards: {
    isNotAdded: ({ context }) => !context.isAddRouters,
  },
})
  // declared apart so that it may enqueue the actions above by name
  .extend<{ assignGeneratedRoutes: GenerateParams }>({
    actions: {
      assignGeneratedRoutes: enqueueActions(({ context, enqueue }, params) => {
        const { routes, missing } = generateRoutes({
          mode: params.mode,
          roleRouters: params.roleRouters,
          localRoutes: context.localRoutes,
          knownViews: context.knownViews,
        });
        for (const name of missing) enqueue({ type: 'reportMissingView', params: { name } });
        enqueue.assign({
          addRouters: routes,
          routers: [...context.constantRoutes, ...routes],
          isAddRouters: true,
        });
        enqueue('notifyGenerated');
      }),
    },
  })
  .createMachine({
    id: 'routes',
    context: ({ input }) => {
      const constantRoutes = input.constantRoutes ?? [];
      return {
        localRoutes: input.localRoutes,
        knownViews: input.knownViews,
        constantRoutes,
        routers: input.persisted?.routers ?? constantRoutes,
        addRouters: input.persisted?.addRouters ?? [],
        isAddRouters: input.persisted?.isAddRouters ?? false,
        menuTabRouters: input.persisted?.menuTabRouters ?? [],
      };
    },
    on: {
      // once per session (seed §4): a second generate before a reset is ignored
      'routes.generate': {
        guard: 'isNotAdded',
        actions: {
          type: 'assignGeneratedRoutes',
          params: ({ event }) => ({ mode: event.mode, roleRouters: event.roleRouters }),
        },
      },
      'routes.reset': { actions: 'resetRoutes' },
      'routes.setMenuTabRouters': {
        actions: { type: 'assignMenuTabRouters', params: ({ event }) => ({ routers: event.routers }) },
      },
    },
  });
