import { describe, expect, it } from 'vitest';
import { localRoutes } from '@/app/routes/local-routes';
import { flattenPaths } from './menus/tree';
import type { MenuEntry } from './menus/sample-roles';
import type { AppRouteRecord } from '@machines/types';
import { mockPost, zh } from './data/testing';
import { apiGet, MOCK, readJson, setupMockServer, signInAs } from '../../../mocks/testing';

setupMockServer();

interface RoleRow {
  id: string;
  roleName: string;
  role: string;
  status: number;
  createTime: string;
  remark: string;
  menu: MenuEntry[];
}

async function roleTable(lang = 'en'): Promise<{ list: RoleRow[]; total: number }> {
  const answer = await readJson<{ data: { list: RoleRow[]; total: number } }>(
    fetch(`${MOCK}/role/table`, { headers: { 'Accept-Language': lang } }),
  );
  return answer.data;
}

describe('/mock/role', () => {
  it('has the four sample roles', async () => {
    const table = await roleTable();
    expect(table.total).toBe(4);
    expect(table.list.map((row) => [row.id, row.roleName])).toEqual([
      ['1', 'super admin'],
      ['2', 'admin'],
      ['3', 'normal user'],
      ['4', 'guest'],
    ]);
    expect((await roleTable('zh-CN')).list.map((row) => row.roleName)).toEqual([
      zh('roleSuperAdmin'),
      zh('roleAdmin'),
      zh('roleNormalUser'),
      zh('roleGuest'),
    ]);
  });

  it('gives each sample role its seed menu', async () => {
    const [superAdmin, admin, normalUser, guest] = (await roleTable()).list;
    expect(flattenPaths(superAdmin.menu)).toEqual(flattenPaths(localRoutes));
    expect(admin.menu.map((entry) => entry.name)).toEqual(['Dashboard']);
    expect(normalUser.menu.map((entry) => entry.name)).toEqual(['ExternalLink', 'Level']);
    const workplace = admin.menu[0].children?.[0];
    expect(workplace).toMatchObject({ status: 1, permission: ['add', 'edit', 'delete'] });
    expect(flattenPaths(guest.menu)).toEqual(['/example', '/example/example-detail']);
    // One route keeps one id whichever role lists it.
    expect(superAdmin.menu[0].children?.[0].id).toBe(workplace?.id);
  });

  it('answers the route tree for server mode and the permitted paths for front-end mode', async () => {
    const tree = await readJson<{ data: AppRouteRecord[] }>(fetch(`${MOCK}/role/list?roleName=admin`));
    expect(flattenPaths(tree.data)).toEqual(flattenPaths(localRoutes));
    const paths = await readJson<{ data: string[] }>(fetch(`${MOCK}/role/list2?roleName=test`));
    expect(paths.data).toContain('/level/menu2');
    expect(paths.data).not.toContain('/error/404-demo');
  });
});

async function testAccountMenus(): Promise<AppRouteRecord[]> {
  const { access_token } = await signInAs('test');
  return ((await (await apiGet('Permission/GetMenus', access_token)).json()) as { data: AppRouteRecord[] })
    .data;
}

describe('POST /mock/role/save', () => {
  it("changes a role's fields and menus, and the menus of the accounts holding it", async () => {
    expect(flattenPaths(await testAccountMenus())).toEqual([
      '/dashboard',
      '/dashboard/analysis',
      '/dashboard/workplace',
    ]);
    const answer = await mockPost('role/save', {
      id: '2',
      roleName: 'operations admin',
      status: 0,
      remark: 'dashboard and the example dialog',
      menu: ['/dashboard/workplace', '/example/example-dialog'],
    });
    expect(answer).toEqual({ code: 200, message: 'success', data: 'success' });

    const admin = (await roleTable()).list[1];
    expect(admin).toMatchObject({
      roleName: 'operations admin',
      status: 0,
      remark: 'dashboard and the example dialog',
    });
    expect(flattenPaths(admin.menu)).toEqual([
      '/dashboard',
      '/dashboard/workplace',
      '/example',
      '/example/example-dialog',
    ]);
    const menus = await testAccountMenus();
    expect(flattenPaths(menus)).toEqual(flattenPaths(admin.menu));
    expect(menus[1].children?.[0].meta?.permission).toEqual(['add', 'edit', 'delete']);
  });

  it('refuses an unknown role and a blank name, and keeps fields left out', async () => {
    expect((await mockPost('role/save', { id: '9', roleName: 'x' })).code).toBe(404);
    const blank = await mockPost('role/save', { id: '3', roleName: '  ' });
    expect(blank.code).toBe(422);
    expect(blank.data).toEqual({ roleName: 'role name is required' });
    await mockPost('role/save', { id: '3', remark: 'docs' });
    expect((await roleTable()).list[2]).toMatchObject({ roleName: 'normal user', remark: 'docs', status: 1 });
  });

  it("leaves a menu entry disabled in menu management out of the accounts' menus", async () => {
    const workplaceId = (await roleTable()).list[1].menu[0].children?.[1].id;
    const entries = (await readJson<{ data: MenuEntry[] }>(fetch(`${MOCK}/menu/list`))).data;
    const workplace = entries[0].children?.find((entry) => entry.id === workplaceId);
    expect(workplace?.path).toBe('workplace');
    await mockPost('menu/save', { ...workplace, status: 0 });
    expect(flattenPaths(await testAccountMenus())).toEqual(['/dashboard', '/dashboard/analysis']);
  });
});
