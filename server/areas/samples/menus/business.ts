import type { AppRouteRecord } from '@machines/types';
import { DEFAULT_CUSTOMER_ROLE, roleHasPermission, type CustomerRole } from '@/api/customer-roles';
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

function pageRoute(page: Page, audience: BusinessAudience, role: CustomerRole): AppRouteRecord {
  const permission =
    audience === 'operator'
      ? [...(page.can ?? []), ...(page.operatorCan ?? [])]
      : (page.can ?? []).filter((each) => roleHasPermission(role, each));
  const hidden = page.hiddenUnder ? { hidden: true, canTo: true, activeMenu: page.hiddenUnder } : {};
  return {
    path: page.path,
    name: page.name,
    component: page.component,
    meta: { title: titleOf(page.name), ...(page.icon ? { icon: page.icon } : {}), ...hidden, permission },
  };
}

const shownTo = (page: Page, audience: BusinessAudience, role: CustomerRole): boolean =>
  audience === 'operator'
    ? !page.customerAdminOnly
    : !page.operatorOnly && (!page.customerAdminOnly || role === 'admin');

/**
 * The business sections of `Permission/GetMenus` for an audience, in the server-route shape (seed §2).
 * A customer's user gets the button permissions of the areas their role may change
 * (src/api/customer-roles.ts): every page to read, no button the back-end would refuse.
 */
export function businessMenuTree(
  audience: BusinessAudience,
  role: CustomerRole = DEFAULT_CUSTOMER_ROLE,
): AppRouteRecord[] {
  return BUSINESS_AREAS.flatMap((area) => {
    const pages = area.pages.filter((page) => shownTo(page, audience, role));
    // an area of operators' pages alone (System) is no section of a customer's menu
    const first = pages.find((page) => !page.hiddenUnder) ?? pages[0];
    if (!first) return [];
    return {
      path: area.path,
      name: area.name,
      component: '#',
      redirect: `${area.path}/${first.path}`,
      meta: { title: titleOf(area.name), icon: area.icon, alwaysShow: true },
      children: pages.map((page) => pageRoute(page, audience, role)),
    };
  });
}
