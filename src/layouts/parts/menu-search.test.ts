import { describe, expect, it } from 'vitest';
import { searchableItems } from './MenuSearch';

describe('menu search entries', () => {
  it('lists every page once, with the titles of its groups', () => {
    const entries = searchableItems([
      { path: '/dashboard/workplace', meta: { title: 'router.workplace' } },
      {
        path: '/level',
        meta: { title: 'router.level' },
        children: [{ path: '/level/menu2', meta: { title: 'router.menu2' } }],
      },
    ]);
    expect(entries.map((e) => [e.item.path, e.trail])).toEqual([
      ['/dashboard/workplace', []],
      ['/level/menu2', ['router.level']],
    ]);
  });
});
