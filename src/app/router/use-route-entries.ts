import { useMemo } from 'react';
import type { RouteEntry } from '@machines/types';
import { flattenRoutes } from '@machines/routes/flatten';
import { buildMenu } from '@machines/routes/menu';
import { useRoutesState } from '@/app/actor-context';
import { constantRoutes } from '@/app/routes/local-routes';

/** Every route the console can show now: the constant ones plus what this session was given. */
export function useRouteEntries(): RouteEntry[] {
  const addRouters = useRoutesState((s) => s.context.addRouters);
  return useMemo(() => flattenRoutes([...constantRoutes, ...addRouters]), [addRouters]);
}

/** The menu derived from this session's routes (seed §2 menu filtering). */
export function useMenu() {
  const addRouters = useRoutesState((s) => s.context.addRouters);
  return useMemo(() => buildMenu(addRouters), [addRouters]);
}
