import type { QueryClient } from '@tanstack/react-query';
import { routeData, type RouteData } from './view-loaders/route-data';
import { preloadView } from './views';

/*
 * A page's first data, asked for as its address is followed (view-loaders/route-data.ts names each
 * page's). The shell's alone: the sign-in page carries none of it.
 */

/** Route data whose code is in: asked for in the same task as the navigation (see below). */
const routeDataIn = new Map<string, RouteData>();

function loadRouteData(name: string): Promise<RouteData> {
  return routeData[name]().then((prefetch) => {
    routeDataIn.set(name, prefetch);
    return prefetch;
  });
}

/** By page path: the first data asked for as the page was opened, until it is in. */
const dataAhead = new Map<string, Promise<unknown>>();

/**
 * Asks for a page's first data as its address is followed, when the page has registered it
 * (view-loaders/route-data.ts); the page takes the answer over as it renders. With its code in (warmed,
 * `warmRouteData`), the request leaves at once, before the console renders the new address (a render
 * that keeps the main thread, and the mock back-end on it, for tens of milliseconds); otherwise once
 * that code is in. A failed load of that code is ignored: the page asks as it renders, as any page does.
 */
export function prefetchRouteData(name: string, client: QueryClient, path: string, search: string): void {
  const loaded = routeDataIn.get(name);
  const asked = loaded
    ? loaded(client, search)
    : name in routeData
      ? loadRouteData(name).then((prefetch) => prefetch(client, search))
      : undefined;
  if (!asked) return;
  const settled = asked.then(ignore, ignore);
  dataAhead.set(path, settled);
  void settled.then(() => {
    if (dataAhead.get(path) === settled) dataAhead.delete(path);
  });
}

/** The first data of the page at `path` asked for as it was opened and not yet in: it settles, either way. */
export const dataAheadOf = (path: string): Promise<unknown> | undefined => dataAhead.get(path);

/**
 * Loads the code of every page's first data (small: each list's source and its API call), and the
 * code of the list pages among `views` (the names of this session's routes: pages it may open),
 * so that opening a list asks for its rows in the navigation's own task and draws it as soon as they
 * are in. The list pages' own code, beyond the kit's list loaded beside it, is some 25 KB gzipped
 * for all of them.
 */
export function warmRouteData(views: readonly string[] = []): Promise<unknown> {
  const pages = views.filter((name) => name in routeData);
  return Promise.all([
    ...Object.keys(routeData).map((name) => loadRouteData(name).catch(ignore)),
    ...pages.map((name) => preloadView(name)),
  ]);
}

const ignore = () => undefined;
