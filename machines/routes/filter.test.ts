import { describe, it, expect } from 'vitest';
import { filterByPaths, resolveComponents } from './filter';
import { collectPaths } from './normalize';
import { localRoutes } from './fixtures';
import type { AppRouteRecord } from '../types';

const names = (tree: AppRouteRecord[]): string[] =>
  tree.flatMap((route) => [route.name ?? '?', ...names(route.children ?? [])]);

describe('filterByPaths (front-end mode)', () => {
  it('keeps permitted routes and the parents of permitted routes', () => {
    const kept = filterByPaths(localRoutes, new Set(['/level/menu1/menu1-2']));
    expect(names(kept)).toEqual(['Level', 'Menu1', 'Menu12']);
  });

  it('keeps a route whose followRoute is permitted', () => {
    const kept = filterByPaths(localRoutes, new Set(['/example/example-page']));
    expect(names(kept)).toEqual(['Example', 'ExamplePage', 'ExampleAdd']);
  });

  it('keeps external links by URL', () => {
    const kept = filterByPaths(localRoutes, new Set(['https://example.com/docs']));
    expect(names(kept)).toEqual(['ExternalLink', 'DocumentLink']);
  });

  it('keeps nothing when nothing is permitted', () => {
    expect(filterByPaths(localRoutes, new Set())).toEqual([]);
  });

  it('works from the paths of a server tree', () => {
    const server: AppRouteRecord[] = [
      { path: '/dashboard', component: '#', children: [{ path: 'analysis', component: 'x' }] },
    ];
    expect(names(filterByPaths(localRoutes, collectPaths(server)))).toEqual(['Dashboard', 'Analysis']);
  });
});

describe('resolveComponents', () => {
  it('keeps layout markers and known views, drops and names unknown ones', () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/a',
        name: 'A',
        component: '#',
        children: [
          { path: 'b', name: 'B', component: 'x/Known' },
          {
            path: 'c',
            name: 'C',
            component: 'x/Missing',
            children: [{ path: 'd', name: 'D', component: 'x/Known' }],
          },
          {
            path: 'e',
            name: 'E',
            component: 'Layout##Pass',
            children: [{ path: 'f', name: 'F', component: 'x/Known' }],
          },
          { path: 'g', name: 'G' },
          { path: 'h', name: 'H', component: 'x/Missing' },
        ],
      },
    ];
    const { routes, missing } = resolveComponents(tree, new Set(['x/Known']));
    expect(names(routes)).toEqual(['A', 'B', 'E', 'F', 'G']);
    // named once, however many routes use it: the console logs it once
    expect(missing).toEqual(['x/Missing']);
  });
});
