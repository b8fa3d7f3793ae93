import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { RequestConfig } from '@/api/client';
import { ApiError } from '@/api/errors';

export interface DocumentState<D> {
  doc: D | null;
  loading: boolean;
  /** a failure other than "not found" (shown with a retry) */
  error: unknown;
  /** 404: missing, or another customer's (business.md §1 does not disclose which) */
  notFound: boolean;
  reload: () => void;
  /** put the answer of an action in place without asking again */
  replace: (doc: D) => void;
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.code === 404);

interface Loaded<D> {
  key: string;
  doc: D | null;
  error: unknown;
}

/**
 * Loads one document by id (`getInbound`); a 404 becomes `notFound` for the 404 page. The load is
 * silent: the page says what went wrong (the 404 page, or an error with a retry), not a toast as well.
 * It runs again whenever the page shows (a kept-alive page re-runs its effects), keeping the last
 * answer on screen while the next one comes.
 */
export function useDocument<D>(
  load: (id: string, config: RequestConfig) => Promise<D>,
  id: string,
): DocumentState<D> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<D>>({ key: '', doc: null, error: null });
  const key = `${id}#${attempt}`;
  const fetchDoc = useEffectEvent((docId: string) => load(docId, { silent: true }));
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchDoc(id).then(
      (doc) => live && setLoaded({ key, doc, error: null }),
      (error: unknown) => live && setLoaded({ key, doc: null, error }),
    );
    return () => {
      live = false;
    };
  }, [id, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((doc: D) => setLoaded((current) => ({ ...current, doc })), []);
  // no id (a route without one) is nothing to find
  if (!id) return { doc: null, loading: false, error: null, notFound: true, reload, replace };
  const stale = loaded.key !== key;
  const notFound = !stale && isNotFound(loaded.error);
  // a reload keeps the document on screen; another id does not show the previous one
  const sameId = loaded.key.startsWith(`${id}#`);
  return {
    doc: sameId ? loaded.doc : null,
    loading: stale,
    error: stale || notFound ? null : loaded.error,
    notFound,
    reload,
    replace,
  };
}
