import type { AppRouteRecord, MenuItem, RouteEntry } from '@machines/types';
import { flattenRoutes } from '@machines/routes/flatten';
import { buildMenu } from '@machines/routes/menu';
import { useRoutesState } from '@/app/actor-context';
import { constantRoutes } from '@/app/routes/local-routes';

// One flattening and one menu per set of routes (the routes machine's `addRouters`, replaced, never
// changed in place), however many components ask: the shell's first render has some ten of them, and
// each worked the whole tree out again (#18: ~14 ms of the sign-in's render).
const entriesOf = new WeakMap<AppRouteRecord[], RouteEntry[]>();
const menuOf = new WeakMap<AppRouteRecord[], MenuItem[]>();

/** Every route the console can show with `addRouters`: the constant ones plus those. */
export function routeEntriesOf(addRouters: AppRouteRecord[]): RouteEntry[] {
  let entries = entriesOf.get(addRouters);
  if (!entries) {
    entries = flattenRoutes([...constantRoutes, ...addRouters]);
    entriesOf.set(addRouters, entries);
  }
  return entries;
}

/** The menu of `addRouters` (seed §2 menu filtering). */
export function menuOfRoutes(addRouters: AppRouteRecord[]): MenuItem[] {
  let menu = menuOf.get(addRouters);
  if (!menu) {
    menu = buildMenu(addRouters);
    menuOf.set(addRouters, menu);
  }
  return menu;
}

/** Every route the console can show now: the constant ones plus what this session was given. */
export function useRouteEntries(): RouteEntry[] {
  return routeEntriesOf(useRoutesState((s) => s.context.addRouters));
}

/** The menu derived from this session's routes (seed §2 menu filtering). */
export function useMenu(): MenuItem[] {
  return menuOfRoutes(useRoutesState((s) => s.context.addRouters));
}
