import { toTab } from '../tabs/helpers';
import type { AppRouteRecord, RouteEntry, Tab } from '../types';
import { isExternal, joinPath } from './normalize';

/**
 * The routable entries of a tree: every leaf, plus every parent that redirects, with absolute paths
 * and the ancestor chain (outermost first) for breadcrumbs. External links are not routable.
 */
export function flattenRoutes(tree: AppRouteRecord[]): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (
    routes: AppRouteRecord[],
    parentPath: string,
    matched: RouteEntry['matched'],
    inLayout: boolean,
  ) => {
    for (const route of routes) {
      const path = joinPath(parentPath, route.path);
      if (isExternal(path)) continue;
      const meta = { ...route.meta };
      const entry: RouteEntry = {
        path,
        name: route.name,
        component: route.component,
        redirect: route.redirect,
        meta,
        matched,
        inLayout,
      };
      if (route.children?.length) {
        if (route.redirect !== undefined) entries.push(entry);
        walk(
          route.children,
          path,
          [...matched, { path, name: route.name, meta }],
          inLayout || route.component === '#',
        );
      } else {
        entries.push(entry);
      }
    }
  };
  walk(tree, '', [], false);
  return entries;
}

/** The pinned tabs of the generated routes. */
export function findAffixTabs(entries: RouteEntry[]): Tab[] {
  return entries
    .filter((entry) => entry.meta.affix === true)
    .map((entry) => toTab({ path: entry.path, name: entry.name, meta: entry.meta }));
}
