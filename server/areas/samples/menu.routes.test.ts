import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/api/sample-role';
import { localRoutes } from '@/app/routes/local-routes';
import { flattenPaths } from './menus/tree';
import { mockGet, mockPost, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const menuList = async () => (await mockGet<MenuEntry[]>('menu/list')).data;
const find = (entries: MenuEntry[], name: string): MenuEntry | undefined =>
  entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).find((entry) => entry.name === name) ??
  entries
    .flatMap((entry) => entry.children ?? [])
    .reduce<MenuEntry | undefined>((found, entry) => found ?? find(entry.children ?? [], name), undefined);

describe('/mock/menu', () => {
  it('answers the whole local route table as menu entries with ids, status and permissions', async () => {
    const entries = await menuList();
    expect(flattenPaths(entries)).toEqual(flattenPaths(localRoutes));
    const detail = find(entries, 'ExampleDetail');
    expect(detail).toMatchObject({ status: 1, permission: ['add', 'edit', 'delete'] });
    expect(detail?.meta).toMatchObject({
      hidden: true,
      noTagsView: true,
      activeMenu: '/example/example-page',
    });
    expect(detail?.meta).not.toHaveProperty('permission');
    const ids = flattenPaths(entries).length;
    expect(new Set(JSON.stringify(entries).match(/"id":\d+/g)).size).toBe(ids);
  });

  it('updates an entry with an id (children kept) and creates one first under its parent', async () => {
    const example = find(await menuList(), 'Example');
    if (!example) throw new Error('no Example entry');
    await mockPost('menu/save', {
      id: example.id,
      path: '/example',
      name: 'Example',
      component: '#',
      status: 1,
      meta: { title: 'router.example', icon: 'vi-star', alwaysShow: true, hidden: false, junk: 'x' },
      permission: ['add', ' add ', 'view'],
    });
    await mockPost('menu/save', {
      parentId: example.id,
      path: 'example-report',
      name: 'ExampleReport',
      component: 'views/Example/Page/ExamplePage',
      meta: { title: 'Report', noCache: true, activeMenu: '/example/example-page' },
      permission: ['edit'],
    });
    const saved = find(await menuList(), 'Example');
    expect(saved?.meta).toEqual({ title: 'router.example', icon: 'vi-star', alwaysShow: true });
    expect(saved?.permission).toEqual(['add', 'view']);
    expect(saved?.children?.map((entry) => entry.name)).toEqual([
      'ExampleReport',
      'ExampleDialog',
      'ExamplePage',
      'ExampleAdd',
      'ExampleEdit',
      'ExampleDetail',
    ]);
    expect(saved?.children?.[0]).toMatchObject({
      status: 1,
      permission: ['edit'],
      meta: { title: 'Report', noCache: true },
    });
  });

  it('answers 422 with the field messages of the menu rules', async () => {
    const answer = await mockPost(
      'menu/save',
      { name: 'Dashboard', path: ' ', meta: { icon: 'Bad Icon' } },
      'zh-CN',
    );
    expect(answer.code).toBe(422);
    expect(answer.data).toEqual({
      name: zh('menuNameTaken'),
      path: zh('menuPathRequired'),
      component: zh('menuComponentRequired'),
      title: zh('menuTitleRequired'),
      icon: zh('menuIconInvalid'),
    });
    expect((await mockPost('menu/save', { id: 99999, name: 'X' })).code).toBe(404);
  });

  it('deletes entries with everything under them, and refuses a delete without ids', async () => {
    const entries = await menuList();
    const level = find(entries, 'Level');
    const analysis = find(entries, 'Analysis');
    expect((await mockPost('menu/delete', { ids: [level?.id, analysis?.id] })).data).toBe('success');
    const paths = flattenPaths(await menuList());
    expect(paths).not.toContain('/level');
    expect(paths).not.toContain('/level/menu2');
    expect(paths).not.toContain('/dashboard/analysis');
    expect(paths).toContain('/dashboard/workplace');
    const refused = await mockPost('menu/delete', { ids: [] }, 'zh-CN');
    expect(refused).toMatchObject({ code: 500, message: zh('deleteIdsRequired') });
  });
});
