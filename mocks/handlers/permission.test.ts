import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import { flattenPaths } from '../menus/tree';
import { apiGet, signInAs, setupMockServer } from '../testing';

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
  it('gives the operator the whole local table with add, edit and delete on every leaf', async () => {
    const menus = await menusOf('admin');
    expect(flattenPaths(menus)).toEqual(flattenPaths(localRoutes));
    for (const leaf of leaves(menus)) expect(leaf.meta?.permission).toEqual(['add', 'edit', 'delete']);
    expect(menus.find((route) => route.name === 'Dashboard')?.component).toBe('#');
  });

  it("gives the test account its role's menu: sample role 2, admin, the dashboard only (seed §6)", async () => {
    const menus = await menusOf('test');
    expect(menus.map((route) => route.name)).toEqual(['Dashboard']);
    for (const leaf of leaves(menus)) expect(leaf.meta?.permission).toEqual(['add', 'edit', 'delete']);
  });

  it.each(['seller', 'seller2'])(
    'gives the customer %s the dashboard only, with no demo permissions',
    async (username) => {
      const menus = await menusOf(username);
      expect(menus.map((route) => route.name)).toEqual(['Dashboard']);
      for (const leaf of leaves(menus)) expect(leaf.meta?.permission).toBeUndefined();
    },
  );

  it('answers 401 without a token', async () => {
    expect((await apiGet('Permission/GetMenus')).status).toBe(401);
  });
});
