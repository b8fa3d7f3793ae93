import {
  createElement,
  Fragment,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

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

const ignore = () => undefined;

/**
 * How long a page whose code is in waits for the first data its opening asked for (`until`) before it
 * shows without it: an answer in by then draws the page once, with its rows, instead of twice (its
 * loading state, then the rows); a slower one shows the page's own loading state meanwhile.
 */
export const FIRST_DATA_WAIT_MS = 300;

/**
 * A page in the shell: `view` once its code is in, `fallback` until then, and `children` beside the view
 * once it shows (what marks the navigation's end). Unlike a Suspense boundary, waiting for the code is
 * ordinary state: the page shows the moment its code is in and drawn, where React holds a boundary's
 * content back until 300 ms after its fallback showed (#18: the first business list waited out most of
 * those 300 ms with its rows already in). With `until` (the page's first data, asked for as it was
 * opened), the page also waits for that, for `FIRST_DATA_WAIT_MS` at most from its mount. What the view
 * itself suspends on still reaches the nearest Suspense boundary; a failed load reaches the nearest
 * error boundary, and a new mount (its retry) asks anew.
 */
export function LoadedView({
  view,
  fallback,
  until,
  children,
}: {
  view: LazyView;
  fallback: ReactNode;
  until?: Promise<unknown>;
  children?: ReactNode;
}): ReactNode {
  const ready = view.isLoaded();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setLoaded] = useState(false);
  // read once, at mount: the page waits for what its opening asked, not for later requests
  const [waitFor] = useState(until);
  const [waited, setWaited] = useState(waitFor === undefined);
  // asked for while drawing, not after: a page kept hidden (a tab's Activity) runs no effects, and a
  // shown page's code should not wait for the fallback's commit; the load is shared and asked once
  if (!ready) view.preload().catch(ignore);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    view.preload().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [view, ready]);
  useEffect(() => {
    if (waitFor === undefined) return undefined;
    let current = true;
    const done = () => current && setWaited(true);
    const timer = setTimeout(done, FIRST_DATA_WAIT_MS);
    waitFor.then(done, done);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [waitFor]);
  if (failure) throw failure.error;
  return ready && waited ? createElement(Fragment, null, createElement(view), children) : fallback;
}
