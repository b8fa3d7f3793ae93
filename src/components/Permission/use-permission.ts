import { use, useCallback, useMemo } from 'react';
import { useTranslate } from '@tolgee/react';
import { useLocation } from 'wouter';
import { matchRoute } from '@machines/routes/match';
import type { RouteMeta } from '@machines/types';
import { hasPermission as check } from './has-permission';
import { usePermissionScope } from './PermissionScope';
import { RouteEntriesContext } from './route-entries';

/** The meta of the route this component renders under (each cached page has its own location). */
export function useRouteMeta(): RouteMeta | undefined {
  const [location] = useLocation();
  const entries = use(RouteEntriesContext);
  return useMemo(() => matchRoute(entries, location)?.entry.meta, [entries, location]);
}

/** `hasPermission(name)` against the current route's `meta.permission` (seed §6). */
export function usePermission() {
  const { t } = useTranslate();
  const routeMeta = useRouteMeta();
  const scope = usePermissionScope();
  const meta = useMemo(() => (scope ? { permission: scope } : routeMeta), [scope, routeMeta]);
  const hasPermission = useCallback((name: string) => check(meta, name, (key) => t(key)), [meta, t]);
  return { hasPermission, permissions: meta?.permission ?? [] };
}
