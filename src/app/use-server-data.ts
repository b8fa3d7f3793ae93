import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a page shows of one server answer: loading (with what it had, on a reload), loaded, failed. */
export type Loaded<T> =
  | { status: 'loading'; data?: T }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; message: string; data?: T };

/**
 * One server answer a page shows, through the console's server state (TanStack Query): asked when the
 * page mounts or shows again, kept on screen while `reload` asks again, dropped when nothing waits for
 * it. The key names the answer (`['inbound-costs', id, version]`): pages asking the same key share it.
 * A failed answer leaves the page to say so (`status: 'failed'`, with a retry calling `reload`); a
 * retry shows loading again.
 */
export function useServerData<T>(key: QueryKey, load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const query = useQuery({ queryKey: key, queryFn: load, refetchOnMount: 'always' });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (query.isError && !query.isFetching) {
    const message = query.error instanceof Error ? query.error.message : '';
    return { status: 'failed', message, data: query.data, reload };
  }
  if (query.isSuccess) {
    return { status: 'loaded', data: query.data, reload };
  }
  return { status: 'loading', data: query.data, reload };
}
