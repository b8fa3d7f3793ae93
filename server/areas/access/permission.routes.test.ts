import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import { businessSections } from '../samples/menus/role-menus';
import { flattenPaths } from '../samples/menus/tree';
import { apiGet, signInAs, setupMockServer } from '../../../mocks/testing';

setupMockServer();

async function menusOf(username: string): Promise<AppRouteRecord[]> {
  const { access_token } = await signInAs(username);
  const response = await apiGet('Permission/GetMenus', access_token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: AppRouteRecord[] }).data;
}

function leaves(routes: AppRouteRecord[]): AppRouteRecord[] {
  return routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
}

describe('GET Permission/GetMenus', () => {
  const isBusiness = (route: AppRouteRecord) => !localRoutes.some((local) => local.name === route.name);

  it('gives the operator the whole local table with add, edit and delete on every leaf, and the business areas', async () => {
    const menus = await menusOf('admin');
    const demo = menus.filter((route) => !isBusiness(route));
    expect(flattenPaths(demo)).toEqual(flattenPaths(localRoutes));
    expect(leaves(demo).length).toBeGreaterThan(0);
    for (const leaf of leaves(demo)) expect(leaf.meta?.permission).toEqual(['add', 'edit', 'delete']);
    expect(menus[0]?.name).toBe('Dashboard');
    expect(menus[0]?.component).toBe('#');
    const areas = businessSections('operator').map((area) => area.name);
    expect(menus.map((route) => route.name)).toEqual(expect.arrayContaining(areas));
  });

  it("gives the test account its role's menu: sample role 2, admin, the dashboard only (seed §6)", async () => {
    const menus = await menusOf('test');
    expect(menus.map((route) => route.name)).toEqual(['Dashboard']);
    expect(leaves(menus).length).toBeGreaterThan(0);
    for (const leaf of leaves(menus)) expect(leaf.meta?.permission).toEqual(['add', 'edit', 'delete']);
  });

  it.each(['seller', 'seller2'])(
    'gives the customer %s the dashboard with no demo permissions, then the business areas',
    async (username) => {
      const menus = await menusOf(username);
      expect(menus[0]?.name).toBe('Dashboard');
      expect(leaves([menus[0]]).length).toBeGreaterThan(0);
      for (const leaf of leaves([menus[0]])) expect(leaf.meta?.permission).toBeUndefined();
      const rest = menus.slice(1);
      expect(rest.every(isBusiness)).toBe(true);
      const areas = businessSections('customer').map((area) => area.name);
      expect(rest.map((route) => route.name)).toEqual(expect.arrayContaining(areas));
    },
  );

  it('answers 401 without a token', async () => {
    expect((await apiGet('Permission/GetMenus')).status).toBe(401);
  });
});
