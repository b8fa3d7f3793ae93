import { createContext, use, type ReactNode } from 'react';

const ScopeContext = createContext<string[] | null>(null);

/**
 * Overrides the current route's permission list for the elements inside, for parts that are not a
 * route of their own (a dialog opened elsewhere, a story).
 */
export function PermissionScope({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return <ScopeContext value={permissions}>{children}</ScopeContext>;
}

export const usePermissionScope = () => use(ScopeContext);
