import type { AppRouteRecord } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import type { Account } from '../auth/accounts';
import { omitSections, pickSections, withLeafPermissions } from './tree';

/** Who a business menu is for: customers see no operator queues (business.md §11). */
export type BusinessAudience = 'operator' | 'customer';

/**
 * The business areas (inbound, outbound, inventory, SKU, RMA, finance) of business.md §11.
 * Extension point: they arrive in a later issue; return their sections here per audience.
 */
export function businessSections(_audience: BusinessAudience): AppRouteRecord[] {
  return [];
}

const DASHBOARD = 'Dashboard';

/** Composes the menu of each account role from sections; an unknown role gets no menu. */
const menuBuilders: Record<string, (account: Account) => AppRouteRecord[]> = {
  operator: () => [
    ...withLeafPermissions(pickSections(localRoutes, [DASHBOARD])),
    ...businessSections('operator'),
    ...withLeafPermissions(omitSections(localRoutes, [DASHBOARD])),
  ],
  test: () => withLeafPermissions(pickSections(localRoutes, [DASHBOARD, 'Level'])),
  // Customers hold no demo button permissions; their business ones come with businessSections.
  customer: () => [...pickSections(localRoutes, [DASHBOARD]), ...businessSections('customer')],
  // Self-registered accounts: the dashboard until someone grants them more.
  visitor: () => pickSections(localRoutes, [DASHBOARD]),
};

/** `Permission/GetMenus`: the signed-in account's server-route tree (seed §2 server shape). */
export function menusFor(account: Account): AppRouteRecord[] {
  return menuBuilders[account.role]?.(account) ?? [];
}
