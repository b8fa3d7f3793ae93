import { noRedirectPaths } from '@/app/routes/local-routes';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

interface GuardInput {
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
