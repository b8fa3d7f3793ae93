import type { AppRouteRecord } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import type { CustomerRole, OperatorRole } from '@/api/roles';
import { customerRoleOf, operatorRoleOf, type Account } from '../../access/accounts';
import { businessMenuTree, type BusinessAudience } from './business';
import { roleRoutes } from '../data/role-store';
import { omitSections, pickSections, withLeafPermissions } from './tree';

export type { BusinessAudience };

/**
 * The business areas of business.md §11 the server serves, as its menu table says. The server knows
 * nothing of the console's views: a name the console cannot resolve is the console's to report.
 */
export function businessSections(
  audience: BusinessAudience,
  role?: CustomerRole | OperatorRole,
): AppRouteRecord[] {
  return businessMenuTree(audience, role);
}

const DASHBOARD = 'Dashboard';

/** The business home (business.md §11). */
function businessHome(): AppRouteRecord[] {
  return [
    {
      path: '/business',
      name: 'Business',
      component: '#',
      redirect: '/business/home',
      meta: { title: 'business.home.section', icon: 'vi-home' },
      children: [
        {
          path: 'home',
          name: 'BusinessHome',
          component: 'views/Business/Home',
          meta: { title: 'business.home.title', icon: 'vi-home', permission: [] },
        },
      ],
    },
  ];
}

/** Composes the menu of each account role from sections; an unknown role gets no menu. */
const menuBuilders: Record<string, (account: Account) => AppRouteRecord[]> = {
  operator: (account) => [
    ...withLeafPermissions(pickSections(localRoutes, [DASHBOARD])),
    ...businessHome(),
    ...businessSections('operator', operatorRoleOf(account)),
    ...withLeafPermissions(omitSections(localRoutes, [DASHBOARD])),
  ],
  // The test account holds sample role 2 (seed §6): its menu is that role's, as role management left it.
  test: (account) => roleRoutes(account.roleId),
  // Customers hold no demo button permissions; their business ones come with businessSections.
  customer: (account) => [
    ...pickSections(localRoutes, [DASHBOARD]),
    ...businessHome(),
    ...businessSections('customer', customerRoleOf(account)),
  ],
  // Self-registered accounts: the dashboard until someone grants them more.
  visitor: () => pickSections(localRoutes, [DASHBOARD]),
};

/** `Permission/GetMenus`: the signed-in account's server-route tree (seed §2 server shape). */
export function menusFor(account: Account): AppRouteRecord[] {
  return menuBuilders[account.role]?.(account) ?? [];
}
