import type { AppRouteRecord } from '../types';
import { isLayoutMarker } from './constants';
import { joinPath } from './normalize';

/**
 * Front-end mode: keeps the local routes whose absolute path (or `meta.followRoute`) is permitted,
 * and every parent of a kept route.
 */
export function filterByPaths(
  tree: AppRouteRecord[],
  permitted: Set<string>,
  parentPath = '',
): AppRouteRecord[] {
  const kept: AppRouteRecord[] = [];
  for (const route of tree) {
    const path = joinPath(parentPath, route.path);
    const children = route.children ? filterByPaths(route.children, permitted, path) : undefined;
    const followRoute = route.meta?.followRoute;
    const isPermitted = permitted.has(path) || (followRoute !== undefined && permitted.has(followRoute));
    if (!isPermitted && !children?.length) continue;
    kept.push(children ? { ...route, children } : { ...route });
  }
  return kept;
}

/** Drops the routes whose view is unknown (with their subtree) and names each missing view once. */
export function resolveComponents(
  tree: AppRouteRecord[],
  knownViews: ReadonlySet<string>,
): { routes: AppRouteRecord[]; missing: string[] } {
  const missing: string[] = [];
  const walk = (routes: AppRouteRecord[]): AppRouteRecord[] =>
    routes.flatMap((route) => {
      const { component } = route;
      if (component !== undefined && !isLayoutMarker(component) && !knownViews.has(component)) {
        if (!missing.includes(component)) missing.push(component);
        return [];
      }
      return [route.children ? { ...route, children: walk(route.children) } : route];
    });
  return { routes: walk(tree), missing };
}
