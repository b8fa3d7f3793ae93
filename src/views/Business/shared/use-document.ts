import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { RequestConfig } from '@/api/client';
import { ApiError } from '@/api/errors';
import { documentKey } from './query-keys';

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

/**
 * Loads one document by id (`getInbound`) through the console's server state (TanStack Query): a
 * page visited again shows the document it had at once and asks again behind it (a kept-alive page
 * asks again whenever it shows); the request is cancelled when no page waits for it. A 404 becomes
 * `notFound` for the 404 page. The load is silent: the page says what went wrong (the 404 page, or
 * an error with a retry), not a toast as well.
 */
export function useDocument<D>(
  load: (id: string, config: RequestConfig) => Promise<D>,
  id: string,
): DocumentState<D> {
  const client = useQueryClient();
  const queryKey = useMemo(() => documentKey(load, id), [load, id]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(id, { silent: true, signal }),
    enabled: id !== '',
    refetchOnMount: 'always',
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback((doc: D) => client.setQueryData(queryKey, doc), [client, queryKey]);
  // no id (a route without one) is nothing to find
  if (!id) return { doc: null, loading: false, error: null, notFound: true, reload, replace };
  const settled = !query.isFetching;
  const failed = settled && query.isError;
  const notFound = failed && isNotFound(query.error);
  return {
    // a reload keeps the document on screen; a failed one does not show the document it replaced
    doc: failed ? null : (query.data ?? null),
    loading: query.isFetching,
    error: failed && !notFound ? query.error : null,
    notFound,
    reload,
    replace,
  };
}
