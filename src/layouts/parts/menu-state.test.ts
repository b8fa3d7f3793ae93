import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@machines/types';
import { ancestorsOf, isActive } from './menu-state';

const items: MenuItem[] = [
  { path: '/dashboard/workplace', meta: {} },
  {
    path: '/level',
    meta: {},
    children: [
      { path: '/level/menu1', meta: {}, children: [{ path: '/level/menu1/menu1-2', meta: {} }] },
      { path: '/level/menu2', meta: {} },
    ],
  },
];

describe('menu state', () => {
  it('marks the current page and the groups containing it active', () => {
    expect(isActive(items[0], '/dashboard/workplace')).toBe(true);
    expect(isActive(items[1], '/level/menu1/menu1-2')).toBe(true);
    expect(isActive(items[1], '/dashboard/workplace')).toBe(false);
  });

  it('lists the groups to open for the current page, outermost first', () => {
    expect(ancestorsOf(items, '/level/menu1/menu1-2')).toEqual(['/level', '/level/menu1']);
    expect(ancestorsOf(items, '/level/menu2')).toEqual(['/level']);
    expect(ancestorsOf(items, '/dashboard/workplace')).toEqual([]);
  });
});
