import { isLayoutMarker } from '@machines/routes/constants';
import { lazyModule } from './lazy-module';
import { lazyView, type LazyView } from './lazy-view';
import type { ViewLoader } from './view-loaders/types';
import { CONSOLE_VIEWS, type ConsoleViewName } from './view-names';

/**
 * The registry that resolves a route's `component` name (seed §2: server routes name their screen) to
 * a lazily loaded view. Every view is its own chunk. Names not listed here are "missing views" (seed:
 * "a component that cannot be found logs a console error"): the routes machine leaves their routes out
 * when it generates them, and a route that reaches a page anyway (restored from an earlier visit)
 * renders nothing; both say so through `reportMissingView`, once per name.
 *
 * The pages a signed-out person can reach load from here. The loaders of the pages inside the shell
 * are a chunk of their own (`view-loaders/console.ts`, named in `view-names.ts`): with the list of
 * chunks each page needs, they were 8 of the 29 KiB (gzipped) of the console's own start-up code (#18).
 */
const signedOutViews = {
  'views/Login/Login': () => import('@/views/Login/Login'),
  'views/Access/Register': () => import('@/views/Access/Register'),
  'views/Access/ActiveAccount': () => import('@/views/Access/ActiveAccount'),
  'views/Access/ResetPassword': () => import('@/views/Access/ResetPassword'),
  'views/Access/AcceptInvitation': () => import('@/views/Access/AcceptInvitation'),
  'views/Access/ForgetPassword': () => import('@/views/Access/ForgetPassword'),
  'views/Error/404': () => import('@/views/Error/Error404'),
} satisfies Record<string, ViewLoader>;

const consoleLoaders = lazyModule(() => import('./view-loaders/console'));

type SignedOutViewName = keyof typeof signedOutViews;

export type ViewName = SignedOutViewName | ConsoleViewName;

export const knownViews: ViewName[] = [
  ...(Object.keys(signedOutViews) as SignedOutViewName[]),
  ...CONSOLE_VIEWS,
];

const known = new Set<string>(knownViews);

function loaderOf(name: ViewName): ViewLoader {
  if (name in signedOutViews) return signedOutViews[name as SignedOutViewName];
  return async () => (await consoleLoaders()).consoleViews[name as ConsoleViewName]();
}

const cache = new Map<string, LazyView>();
const reported = new Set<string>();

/** The seed's console error for a view name the console cannot resolve: once per name, not per render. */
export function reportMissingView(name: string): void {
  if (reported.has(name)) return;
  reported.add(name);
  console.error(`[routes] view not found: ${name}`);
}

/** The one lazy component of a known view name: the router renders it, links preload it. */
function viewOf(name: ViewName): LazyView {
  let view = cache.get(name);
  if (!view) {
    view = lazyView(loaderOf(name), name);
    cache.set(name, view);
  }
  return view;
}

/**
 * Starts loading a view's code without rendering it (a link to its page is about to be followed, or
 * the console opens at its page): the component `resolveView` answers loads it, so the module is
 * fetched once and, once in, the page renders without a loader (lazy-view.ts). Unknown names and
 * layout markers are ignored here; a failed load is the render's to report. Settles either way.
 */
export function preloadView(name: string): Promise<unknown> {
  if (isLayoutMarker(name) || !known.has(name)) return Promise.resolve();
  return viewOf(name as ViewName)
    .preload()
    .catch(() => undefined);
}

export function resolveView(name: string | undefined): LazyView | undefined {
  if (!name || isLayoutMarker(name)) return undefined;
  if (!known.has(name)) {
    reportMissingView(name);
    return undefined;
  }
  return viewOf(name as ViewName);
}
