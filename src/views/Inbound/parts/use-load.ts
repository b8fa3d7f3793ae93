import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading'; data?: T }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; message: string; data?: T };

/**
 * Loads `fetch()` when `key` changes, on `reload`, and whenever the page shows again (a kept-alive
 * page re-runs its effects), keeping the last answer on screen while the next one comes.
 */
export function useLoad<T>(fetch: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T> & { key: string }>({ status: 'loading', key });
  const [attempt, setAttempt] = useState(0);
  const ask = useEffectEvent(() => fetch());
  useEffect(() => {
    let live = true;
    ask().then(
      (data) => live && setState({ status: 'loaded', data, key }),
      (error: unknown) =>
        live &&
        setState((previous) => ({
          status: 'failed',
          message: error instanceof Error ? error.message : '',
          data: previous.key === key ? previous.data : undefined,
          key,
        })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current: Loaded<T> = state.key === key ? state : { status: 'loading' };
  return { ...current, reload };
}
