import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** Runs `load` on mount and on `retry`; answers that arrive after unmount or a newer attempt are dropped. */
export function useLoad<T>(load: () => Promise<T>): Load<T> & { retry: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load()
      .then((data) => {
        if (current) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
