import type { AppRouteRecord, RouteMode } from '../types';
import { CATCH_ALL_ROUTE } from './constants';
import { filterByPaths, resolveComponents } from './filter';
import { collectPaths } from './normalize';

export interface GenerateOptions {
  mode: RouteMode;
  /** The server's menu tree for the account. */
  roleRouters: AppRouteRecord[];
  localRoutes: AppRouteRecord[];
  knownViews: readonly string[];
}

/** Seed §4 route generation: pick the tree by mode, drop unknown views, append the catch-all. */
export function generateRoutes({ mode, roleRouters, localRoutes, knownViews }: GenerateOptions) {
  const tree =
    mode === 'server'
      ? roleRouters
      : mode === 'frontEnd'
        ? filterByPaths(localRoutes, collectPaths(roleRouters))
        : localRoutes;
  const { routes, missing } = resolveComponents(tree, new Set(knownViews));
  return { routes: [...routes, CATCH_ALL_ROUTE], missing };
}
