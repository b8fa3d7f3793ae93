import type { ReactNode } from 'react';
import { RouteEntriesContext } from '@/components/Permission/route-entries';
import { useRouteEntries } from './use-route-entries';

/** Gives the components below (the permission checks) this session's route entries. */
export function RouteEntriesProvider({ children }: { children: ReactNode }) {
  return <RouteEntriesContext value={useRouteEntries()}>{children}</RouteEntriesContext>;
}
