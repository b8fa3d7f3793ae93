import { toTab } from '../tabs/helpers';
import type { AppRouteRecord, RouteEntry, Tab } from '../types';
import { isLayoutMarker } from './constants';
import { matchPattern } from './match';
import { isExternal, joinPath } from './normalize';

interface Reach {
  /** where the route's path leads: itself (a view), its redirect, or its first visible child's page */
  to: string | undefined;
  /** every path of the subtree that leads somewhere */
  paths: string[];
}

const withoutQuery = (path: string) => path.split(/[?#]/)[0];
const isInside = (path: string, parentPath: string) => path.startsWith(`${parentPath.replace(/\/+$/, '')}/`);
const hasParams = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

/**
 * Where a route leads. A view leads to itself, a route without children to its redirect (`/` → home).
 * A parent (a layout, never a page of its own) leads to its redirect, unless that names a page of its
 * own subtree the tree no longer has (front-end filtering removed it); else to where its first
 * visible child leads. A parent that leads nowhere (only external links, only hidden pages) is not
 * routable, so its path is unknown (→ /404) instead of an empty shell.
 */
function reach(route: AppRouteRecord, path: string, leads: Map<AppRouteRecord, string>): Reach {
  if (isExternal(path)) return { to: undefined, paths: [] };
  if (!route.children?.length) {
    const isView = route.component !== undefined && !isLayoutMarker(route.component);
    const to = isView ? path : route.redirect;
    return { to, paths: to === undefined ? [] : [path] };
  }
  const children = route.children.map((child) => {
    const childPath = joinPath(path, child.path);
    return { child, reach: reach(child, childPath, leads) };
  });
  const paths = children.flatMap((c) => c.reach.paths);
  const own = route.redirect;
  const ownIsKnown =
    own !== undefined &&
    withoutQuery(own) !== path &&
    (!isInside(own, path) || paths.some((p) => matchPattern(p, withoutQuery(own)) !== undefined));
  const first = children.find(
    ({ child, reach: r }) => child.meta?.hidden !== true && r.to !== undefined && !hasParams(r.to),
  );
  const to = ownIsKnown ? own : first?.reach.to;
  if (to === undefined) return { to, paths };
  leads.set(route, to);
  return { to, paths: [path, ...paths] };
}

/**
 * The routable entries of a tree, with absolute paths and the ancestor chain (outermost first, each
 * with where it leads) for breadcrumbs: every view, every redirect, and every parent that leads
 * somewhere, as a pure redirect (no component) to its redirect or first visible child. External links
 * are not routable.
 */
export function flattenRoutes(tree: AppRouteRecord[]): RouteEntry[] {
  const leads = new Map<AppRouteRecord, string>();
  for (const route of tree) reach(route, joinPath('', route.path), leads);

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
      if (route.children?.length) {
        const to = leads.get(route);
        if (to !== undefined) entries.push({ path, name: route.name, redirect: to, meta, matched, inLayout });
        walk(
          route.children,
          path,
          [...matched, { path, name: route.name, meta, ...(to === undefined ? {} : { redirect: to }) }],
          inLayout || route.component === '#',
        );
        continue;
      }
      const { component, redirect } = route;
      const view = component !== undefined && !isLayoutMarker(component) ? component : undefined;
      // a childless layout without a redirect shows nothing: leave its path to the catch-all
      if (view === undefined && redirect === undefined) continue;
      entries.push({ path, name: route.name, component: view, redirect, meta, matched, inLayout });
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
