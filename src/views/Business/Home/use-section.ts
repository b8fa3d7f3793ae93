import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface Section<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * One part of the home page, loaded on its own (server state, keyed by `key`): a failure there
 * leaves the others standing, and coming back to the page shows the figures it had while it asks
 * again.
 */
export function useSection<T>(key: readonly unknown[], load: () => Promise<T>, enabled = true): Section<T> {
  const query = useQuery({ queryKey: ['home', ...key], queryFn: load, refetchOnMount: 'always', enabled });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const failed = query.isError && !query.isFetching;
  return {
    data: failed ? null : (query.data ?? null),
    loading: query.isFetching,
    error: failed ? query.error : null,
    reload,
  };
}
