import { useCallback } from 'react';
import { matchRoute } from '@machines/routes/match';
import { useRouteEntries } from '@/app/router/use-route-entries';

/** Whether this session has a page at `to` (a figure links only where the user can go). */
export function useReachable(): (to: string) => boolean {
  const entries = useRouteEntries();
  return useCallback(
    (to: string) => {
      const match = matchRoute(entries, to);
      return Boolean(match?.entry.component) && !match?.entry.path.includes(':path*');
    },
    [entries],
  );
}
