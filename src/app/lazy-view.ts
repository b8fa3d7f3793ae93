import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on first render, or earlier when asked to (`preload`). */
export interface LazyView<P extends object = object> {
  (props: P): ReactElement;
  /** starts loading the code, or answers the load already on its way; settles when it is in */
  preload(): Promise<unknown>;
  /** whether the code is in: rendering it now draws it in the same pass */
  isLoaded(): boolean;
  displayName?: string;
}

/**
 * `React.lazy`, but a component whose code is already in renders at once (issue #18).
 *
 * `React.lazy` suspends on its first render even when its module was loaded long before (its promise
 * is only read after a `then`), so its Suspense boundary commits the fallback; and React 19 holds back
 * a boundary's content until 300 ms after its fallback showed, so that loaders do not flicker. A page
 * whose code was fetched ahead (the sign-in page at boot, the shell while a sign-in is on its way, a
 * page whose link the pointer rests on) therefore still waited out those 300 ms behind a loader. Here a
 * loaded module renders in the same pass; one still on its way renders through `React.lazy` as before.
 * One load is shared by every caller. A failed one reaches the nearest error boundary, as with
 * `React.lazy`; the next `preload` (a link to the page, hovered) tries anew, and once that load is in
 * the page renders.
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  displayName?: string,
): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // the next preload asks anew
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // The loaded component, or React.lazy's while the code is on its way. The type changes only from
  // a suspended React.lazy (nothing mounted, nothing lost) to the component: `loaded` is set before
  // React.lazy's own promise settles, so the retry already renders the component.
  const render = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(render, { preload, isLoaded: () => loaded !== undefined, displayName });
}
