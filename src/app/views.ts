import { isLayoutMarker } from '@machines/routes/constants';
import { lazyView, type LazyView } from './lazy-view';
import { businessViews } from './view-loaders/business';
import { exampleViews } from './view-loaders/example';
import { formTableViews } from './view-loaders/form-table';
import { richViews } from './view-loaders/rich';
import type { ViewLoader } from './view-loaders/types';
import { widgetViews } from './view-loaders/widgets';

/**
 * The registry that resolves a route's `component` name (seed §2: server routes name their screen) to
 * a lazily loaded view. Every view is its own chunk. Names not listed here are "missing views" (seed:
 * "a component that cannot be found logs a console error"): the routes machine leaves their routes out
 * when it generates them, and a route that reaches a page anyway (restored from an earlier visit)
 * renders nothing; both say so through `reportMissingView`, once per name.
 */
const loaders = {
  'views/Login/Login': () => import('@/views/Login/Login'),
  'views/Access/Register': () => import('@/views/Access/Register'),
  'views/Access/ActiveAccount': () => import('@/views/Access/ActiveAccount'),
  'views/Access/ResetPassword': () => import('@/views/Access/ResetPassword'),
  'views/Access/ForgetPassword': () => import('@/views/Access/ForgetPassword'),
  'views/Redirect/Redirect': () => import('@/views/Redirect/Redirect'),
  'views/Dashboard/Analysis': () => import('@/views/Dashboard/Analysis'),
  'views/Dashboard/Workplace': () => import('@/views/Dashboard/Workplace'),
  'views/Components/Icon': () => import('@/views/Components/IconDemo'),
  'views/Components/IconPicker': () => import('@/views/Components/IconPickerDemo'),
  'views/Components/QRCode': () => import('@/views/Components/QRCodeDemo'),
  'views/Function/Test': () => import('@/views/Function/Test'),
  'views/Hooks/UseWatermark': () => import('@/views/Hooks/UseWatermark'),
  'views/Personal/PersonalCenter': () => import('@/views/Personal/PersonalCenter'),
  'views/Level/Menu111': () => import('@/views/Level/Menu111'),
  'views/Level/Menu12': () => import('@/views/Level/Menu12'),
  'views/Level/Menu2': () => import('@/views/Level/Menu2'),
  'views/Error/404': () => import('@/views/Error/Error404'),
  'views/Error/403': () => import('@/views/Error/Error403'),
  'views/Error/500': () => import('@/views/Error/Error500'),
  ...formTableViews,
  ...richViews,
  ...widgetViews,
  ...businessViews,
  ...exampleViews,
} satisfies Record<string, ViewLoader>;

export type ViewName = keyof typeof loaders;

export const knownViews = Object.keys(loaders) as ViewName[];

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
    view = lazyView(loaders[name], name);
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
  if (isLayoutMarker(name) || !(name in loaders)) return Promise.resolve();
  return viewOf(name as ViewName)
    .preload()
    .catch(() => undefined);
}

export function resolveView(name: string | undefined): LazyView | undefined {
  if (!name || isLayoutMarker(name)) return undefined;
  if (!(name in loaders)) {
    reportMissingView(name);
    return undefined;
  }
  return viewOf(name as ViewName);
}
