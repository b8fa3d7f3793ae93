import { describe, it, expect } from 'vitest';
import { buildMenu } from './menu';
import { constantRoutes, localRoutes } from './fixtures';
import type { AppRouteRecord, MenuItem } from '../types';

const menu = buildMenu([...constantRoutes, ...localRoutes]);
const paths = (items: MenuItem[] | undefined): unknown[] =>
  (items ?? []).map((item) => (item.children ? [item.path, paths(item.children)] : item.path));

describe('buildMenu', () => {
  it('leaves hidden routes out, with or without canTo', () => {
    const all = JSON.stringify(menu);
    expect(all).not.toContain('/login');
    expect(all).not.toContain('/personal');
    expect(all).not.toContain('example-add');
    expect(all).not.toContain('/redirect');
  });

  it('keeps a parent with alwaysShow even with one visible child', () => {
    const [dashboard] = menu;
    expect(paths([dashboard])).toEqual([['/dashboard', ['/dashboard/workplace', '/dashboard/analysis']]]);
    const example = menu.find((item) => item.name === 'Example');
    expect(paths([example as MenuItem])).toEqual([['/example', ['/example/example-page']]]);
  });

  it("collapses a parent with one visible child into the child's path and meta", () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/solo',
        name: 'Solo',
        component: '#',
        meta: { title: 'parent' },
        children: [
          { path: 'only', name: 'Only', component: 'x', meta: { title: 'child', icon: 'vi-x' } },
          { path: 'secret', name: 'Secret', component: 'x', meta: { hidden: true } },
        ],
      },
    ];
    expect(buildMenu(tree)).toEqual([
      { path: '/solo/only', name: 'Only', meta: { title: 'child', icon: 'vi-x' } },
    ]);
  });

  it('marks an external link, even after collapsing into it', () => {
    const link = menu.find((item) => item.name === 'DocumentLink');
    expect(link).toEqual({
      path: 'https://example.com/docs',
      name: 'DocumentLink',
      meta: { title: 'router.document' },
      external: true,
    });
    expect(menu.find((item) => item.name === 'Workplace')).toBeUndefined();
  });

  it('flattens deeper nesting to two levels, lifting the grandchildren', () => {
    const level = menu.find((item) => item.name === 'Level');
    expect(paths([level as MenuItem])).toEqual([
      ['/level', ['/level/menu1/menu1-1/menu1-1-1', '/level/menu1/menu1-2', '/level/menu2']],
    ]);
    expect(level?.children?.every((child) => child.children === undefined)).toBe(true);
  });

  it('shows a parent whose children are all hidden as a leaf', () => {
    const tree: AppRouteRecord[] = [
      { path: '/p', name: 'P', component: '#', meta: {}, children: [{ path: 'h', meta: { hidden: true } }] },
    ];
    expect(buildMenu(tree)).toEqual([{ path: '/p', name: 'P', meta: {} }]);
  });

  it('keeps the order of the table', () => {
    expect(menu.map((item) => item.name)).toEqual(['Dashboard', 'DocumentLink', 'Level', 'Example']);
  });
});
