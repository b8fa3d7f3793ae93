import { describe, expect, it } from 'vitest';
import { localRoutes } from '@/app/routes/local-routes';
import { flattenPaths } from '../menus/tree';
import type { MenuEntry } from '../menus/sample-roles';
import type { AppRouteRecord } from '@machines/types';
import { MOCK, readJson, setupMockServer } from '../testing';

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
      '超级管理员',
      '管理员',
      '普通用户',
      '游客',
    ]);
  });

  it('gives each sample role its seed menu', async () => {
    const [superAdmin, admin, normalUser] = (await roleTable()).list;
    expect(flattenPaths(superAdmin.menu)).toEqual(flattenPaths(localRoutes));
    expect(admin.menu.map((entry) => entry.name)).toEqual(['Dashboard']);
    expect(normalUser.menu.map((entry) => entry.name)).toEqual(['ExternalLink', 'Level']);
    const workplace = admin.menu[0].children?.[0];
    expect(workplace).toMatchObject({ status: 1, permission: ['add', 'edit', 'delete'] });
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
