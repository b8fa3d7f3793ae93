import { describe, it, expect } from 'vitest';
import { findAffixTabs, flattenRoutes } from './flatten';
import { constantRoutes, localRoutes } from './fixtures';

const entries = flattenRoutes([...constantRoutes, ...localRoutes]);
const byPath = (path: string) => entries.find((entry) => entry.path === path);

describe('flattenRoutes', () => {
  it('lists leaves with absolute paths', () => {
    expect(byPath('/level/menu1/menu1-1/menu1-1-1')).toMatchObject({
      name: 'Menu111',
      component: 'views/Level/Menu111',
      meta: { title: 'router.menu111' },
    });
    expect(byPath('/redirect/:path*')?.name).toBe('Redirect');
  });

  it('keeps the ancestor chain, outermost first, for breadcrumbs', () => {
    expect(byPath('/level/menu1/menu1-1/menu1-1-1')?.matched.map((m) => [m.path, m.meta.title])).toEqual([
      ['/level', 'router.level'],
      ['/level/menu1', 'router.menu1'],
      ['/level/menu1/menu1-1', 'router.menu11'],
    ]);
    expect(byPath('/login')?.matched).toEqual([]);
  });

  it('marks entries under a "#" root as inside the layout', () => {
    expect(byPath('/dashboard/workplace')?.inLayout).toBe(true);
    expect(byPath('/level/menu1/menu1-2')?.inLayout).toBe(true);
    expect(byPath('/login')?.inLayout).toBe(false);
    expect(byPath('/404')?.inLayout).toBe(false);
  });

  it('lists redirecting parents so their path redirects, but not plain parents', () => {
    expect(byPath('/dashboard')).toMatchObject({ redirect: '/dashboard/workplace', inLayout: false });
    expect(byPath('/level/menu1')).toBeUndefined();
    expect(byPath('/')).toMatchObject({ name: 'Root', redirect: '/dashboard/workplace' });
  });

  it('leaves external links out', () => {
    expect(entries.some((entry) => entry.path.startsWith('http'))).toBe(false);
  });
});

describe('findAffixTabs', () => {
  it('makes pinned tabs of the affix entries', () => {
    expect(findAffixTabs(entries)).toEqual([
      {
        path: '/dashboard/workplace',
        fullPath: '/dashboard/workplace',
        name: 'Workplace',
        title: 'router.workplace',
        meta: { title: 'router.workplace', affix: true, noCache: true },
      },
    ]);
  });
});
