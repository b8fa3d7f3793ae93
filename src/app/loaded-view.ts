import { createElement, Fragment, useEffect, useState, type ReactNode } from 'react';
import type { LazyView } from './lazy-view';

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
