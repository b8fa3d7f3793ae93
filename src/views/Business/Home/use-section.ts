import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Section<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** One part of the home page, loaded on its own: a failure there leaves the others standing. */
export function useSection<T>(load: () => Promise<T>): Section<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; data: T | null; error: unknown }>({
    attempt: -1,
    data: null,
    error: null,
  });
  const run = useEffectEvent(() => load());
  useEffect(() => {
    let live = true;
    run().then(
      (data) => live && setState({ attempt, data, error: null }),
      (error: unknown) => live && setState({ attempt, data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, loading: state.attempt !== attempt, error: state.error, reload };
}
