import type { AppRouteRecord } from '@machines/types';
import {
  DEFAULT_CUSTOMER_ROLE,
  DEFAULT_OPERATOR_ROLE,
  isCustomerRole,
  isOperatorRole,
  operatorRoleHasPermission,
  roleHasPermission,
  roleSees,
  type CustomerRole,
  type OperatorRole,
} from '@/api/roles';
import { GOODS_AREAS } from './business-areas-goods';
import { STOCK_AND_MONEY_AREAS } from './business-areas-money';
import type { Area, BusinessAudience, Page } from './business-pages';

export type { BusinessAudience };

/**
 * business.md §1 and §11: the business areas the server serves, their pages and the buttons on each.
 * This table is the server's truth.
 */
export const BUSINESS_AREAS: Area[] = [...GOODS_AREAS, ...STOCK_AND_MONEY_AREAS];

const titleOf = (name: string) => `businessMenu.${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/** Whose menu: the audience and the role of the user in it (src/api/roles.ts). */
export type MenuUser =
  { audience: 'operator'; role: OperatorRole } | { audience: 'customer'; role: CustomerRole };

const holds = (user: MenuUser, permission: string): boolean =>
  user.audience === 'operator'
    ? operatorRoleHasPermission(user.role, permission)
    : roleHasPermission(user.role, permission);

function pageRoute(page: Page, user: MenuUser): AppRouteRecord {
  const offered = [...(page.can ?? []), ...(user.audience === 'operator' ? (page.operatorCan ?? []) : [])];
  const permission = offered.filter((each) => holds(user, each));
  const hidden = page.hiddenUnder ? { hidden: true, canTo: true, activeMenu: page.hiddenUnder } : {};
  return {
    path: page.path,
    name: page.name,
    component: page.component,
    meta: { title: titleOf(page.name), ...(page.icon ? { icon: page.icon } : {}), ...hidden, permission },
  };
}

const shownTo = (page: Page, user: MenuUser): boolean =>
  user.audience === 'operator'
    ? !page.customerOnly && (!page.adminOnly || user.role === 'admin')
    : !page.operatorOnly && (!page.adminOnly || user.role === 'admin');

/**
 * The business sections of `Permission/GetMenus` for an audience, in the server-route shape (seed §2).
 * A user gets the button permissions of the areas their role may change (src/api/roles.ts): every
 * page to read, no button the back-end would refuse; the administrators' pages are theirs alone.
 */
export function businessMenuTree(
  audience: BusinessAudience,
  role?: CustomerRole | OperatorRole,
): AppRouteRecord[] {
  const user: MenuUser =
    audience === 'operator'
      ? { audience, role: isOperatorRole(role) ? role : DEFAULT_OPERATOR_ROLE }
      : { audience, role: isCustomerRole(role) ? role : DEFAULT_CUSTOMER_ROLE };
  return BUSINESS_AREAS.flatMap((area) => {
    if (user.audience === 'customer' && !roleSees(user.role, area.name)) return [];
    const pages = area.pages.filter((page) => shownTo(page, user));
    // an area of operators' pages alone (System) is no section of a customer's menu
    const first = pages.find((page) => !page.hiddenUnder) ?? pages[0];
    if (!first) return [];
    return {
      path: area.path,
      name: area.name,
      component: '#',
      redirect: `${area.path}/${first.path}`,
      meta: { title: titleOf(area.name), icon: area.icon, alwaysShow: true },
      children: pages.map((page) => pageRoute(page, user)),
    };
  });
}
