import type { RouteEntry } from '@machines/types';
import { matchRoute } from '@machines/routes/match';
import { noRedirectPaths } from '@/app/routes/local-routes';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  path: string;
  search: string;
  signedIn: boolean;
  routesReady: boolean;
}

/**
 * Seed §2 guard: a visitor who is not signed in goes to /login with `redirect` holding the wanted
 * path; a signed-in user opening /login goes to the decoded target (or home); routes must be
 * generated before a signed-in user's page is matched.
 */
export function decide({ path, search, signedIn, routesReady }: GuardInput): GuardDecision {
  if (!signedIn) {
    if (noRedirectPaths.includes(path)) return { kind: 'render' };
    const wanted = search ? `${path}?${search}` : path;
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(wanted)}` };
  }
  if (!routesReady) return { kind: 'wait' };
  if (path === '/login')
    return { kind: 'redirect', to: safeTarget(new URLSearchParams(search).get('redirect')) };
  return { kind: 'render' };
}

/** Only in-app paths are followed; anything else (an absolute URL, `//host`) goes home. */
export function safeTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect === '/login' || redirect.startsWith('/login?')) return '/';
  return redirect;
}

/**
 * What the router does at an address: a route that only redirects (`/` → the home page, a parent →
 * its first page, see flattenRoutes) applies before the guard sees the path. `entry`: the route shown.
 */
export function routeDecision(
  entries: RouteEntry[],
  input: GuardInput,
): { decision: GuardDecision; entry: RouteEntry | undefined } {
  const entry = matchRoute(entries, input.path)?.entry;
  const redirect = entry?.redirect && !entry.component ? entry.redirect : undefined;
  return { decision: redirect ? { kind: 'redirect', to: redirect } : decide(input), entry };
}

/** At most this many redirects in a row are followed: a loop between routes ends. */
const MAX_REDIRECTS = 5;

/**
 * Where the redirects lead from the address the console opened at (`/` → the home page → sign-in),
 * followed through before the first render; undefined when it stays. The router would follow them
 * one render and one address change at a time, each a render the page does not show.
 */
export function settledAddress(entries: RouteEntry[], input: GuardInput): string | undefined {
  let { path, search } = input;
  let moved: string | undefined;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    const { decision } = routeDecision(entries, { ...input, path, search });
    if (decision.kind !== 'redirect') break;
    moved = decision.to;
    const at = decision.to.indexOf('?');
    path = at < 0 ? decision.to : decision.to.slice(0, at);
    search = at < 0 ? '' : decision.to.slice(at + 1);
  }
  return moved;
}
