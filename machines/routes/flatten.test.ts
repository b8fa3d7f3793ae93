import { describe, it, expect } from 'vitest';
import { findAffixTabs, flattenRoutes } from './flatten';
import { constantRoutes, localRoutes } from './fixtures';
import type { AppRouteRecord } from '../types';

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

  it('lists a parent as a pure redirect (no component) to its redirect', () => {
    expect(byPath('/dashboard')).toMatchObject({ redirect: '/dashboard/workplace', inLayout: false });
    expect(byPath('/dashboard')?.component).toBeUndefined();
    expect(byPath('/personal')?.redirect).toBe('/personal/personal-center');
    expect(byPath('/')).toMatchObject({ name: 'Root', redirect: '/dashboard/workplace' });
  });

  it('sends a parent without a redirect to the page its first visible child leads to', () => {
    // menu1 → its first child menu1-1 (a parent itself) → menu1-1-1: straight to the page
    expect(byPath('/level/menu1')).toMatchObject({ redirect: '/level/menu1/menu1-1/menu1-1-1' });
    expect(byPath('/level/menu1/menu1-1')).toMatchObject({ redirect: '/level/menu1/menu1-1/menu1-1-1' });
    expect(byPath('/example')).toMatchObject({ redirect: '/example/example-page' });
    for (const entry of entries.filter((e) => e.redirect !== undefined)) {
      expect(entry.component, entry.path).toBeUndefined();
    }
  });

  it('skips hidden children, pattern paths and external links when choosing the first child', () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/area',
        name: 'Area',
        component: '#',
        children: [
          { path: 'https://example.com', name: 'Out', meta: {} },
          { path: 'detail/:id', name: 'Detail', component: 'views/D', meta: {} },
          { path: 'secret', name: 'Secret', component: 'views/S', meta: { hidden: true, canTo: true } },
          { path: 'list', name: 'List', component: 'views/L', meta: {} },
        ],
      },
    ];
    expect(flattenRoutes(tree)[0]).toMatchObject({ path: '/area', redirect: '/area/list' });
  });

  it('falls back to the first child when the redirect names a page of its own the tree lost', () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/components',
        name: 'Components',
        component: '#',
        redirect: '/components/icon',
        children: [{ path: 'qrcode', name: 'Qrcode', component: 'views/Q', meta: {} }],
      },
      {
        path: '/elsewhere',
        name: 'Elsewhere',
        component: '#',
        redirect: '/components/qrcode',
        children: [{ path: 'page', name: 'Page', component: 'views/P', meta: {} }],
      },
      {
        path: '/with-params',
        name: 'WithParams',
        component: '#',
        redirect: '/with-params/item/7?tab=2',
        children: [
          { path: 'list', name: 'Items', component: 'views/I', meta: {} },
          { path: 'item/:id', name: 'Item', component: 'views/J', meta: { hidden: true } },
        ],
      },
    ];
    const flat = flattenRoutes(tree);
    const to = (path: string) => flat.find((entry) => entry.path === path)?.redirect;
    expect(to('/components')).toBe('/components/qrcode');
    // a redirect out of its own subtree is the route table's word
    expect(to('/elsewhere')).toBe('/components/qrcode');
    expect(to('/with-params')).toBe('/with-params/item/7?tab=2');
  });

  it('leaves out a parent that leads nowhere, and a childless layout without a redirect', () => {
    expect(byPath('/external-link')).toBeUndefined();
    expect(byPath('/redirect')).toBeUndefined();
    const tree: AppRouteRecord[] = [
      { path: '/empty', name: 'Empty', component: '#', children: [], meta: {} },
      {
        path: '/only-hidden',
        name: 'OnlyHidden',
        component: '#',
        children: [{ path: 'x', name: 'X', component: 'views/X', meta: { hidden: true } }],
      },
    ];
    expect(flattenRoutes(tree).map((entry) => entry.path)).toEqual(['/only-hidden/x']);
  });

  it('tells each ancestor of the breadcrumb where it leads', () => {
    expect(byPath('/level/menu1/menu1-1/menu1-1-1')?.matched.map((m) => [m.path, m.redirect])).toEqual([
      ['/level', '/level/menu1/menu1-1/menu1-1-1'],
      ['/level/menu1', '/level/menu1/menu1-1/menu1-1-1'],
      ['/level/menu1/menu1-1', '/level/menu1/menu1-1/menu1-1-1'],
    ]);
    expect(byPath('/dashboard/analysis')?.matched[0]).toMatchObject({
      path: '/dashboard',
      redirect: '/dashboard/workplace',
    });
    const lost = flattenRoutes([
      {
        path: '/x',
        name: 'X',
        component: '#',
        children: [{ path: 'y', name: 'Y', component: 'views/Y', meta: { hidden: true } }],
      },
    ]);
    expect(lost[0].matched).toEqual([{ path: '/x', name: 'X', meta: {} }]);
  });

  it('keeps absolute child paths as they are (flat demo paths under a grouping parent)', () => {
    const flat = flattenRoutes([
      {
        path: '/components',
        name: 'Components',
        component: '#',
        children: [
          {
            path: 'form',
            name: 'Form',
            component: '##',
            children: [{ path: '/components/default-form', name: 'DefaultForm', component: 'views/F' }],
          },
        ],
      },
    ]);
    expect(flat.map((entry) => [entry.path, entry.redirect])).toEqual([
      ['/components', '/components/default-form'],
      ['/components/form', '/components/default-form'],
      ['/components/default-form', undefined],
    ]);
    expect(flat[2].matched.map((m) => m.path)).toEqual(['/components', '/components/form']);
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
