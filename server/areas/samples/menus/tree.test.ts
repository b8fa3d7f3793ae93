import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import { flattenPaths, joinPath, omitSections, pickPaths, pickSections, withLeafPermissions } from './tree';

const table: AppRouteRecord[] = [
  { path: '/a', name: 'A', component: '#', children: [{ path: 'one', name: 'A1', component: 'views/A1' }] },
  {
    path: '/b',
    name: 'B',
    component: '#',
    children: [
      {
        path: 'x',
        name: 'BX',
        component: '##',
        children: [{ path: 'deep', name: 'BXDeep', component: 'views/D' }],
      },
      { path: 'y', name: 'BY', component: 'views/Y' },
      { path: 'https://example.com/docs', name: 'Docs' },
    ],
  },
];

describe('menu tree helpers', () => {
  it('joins relative paths and keeps absolute and external ones', () => {
    expect(joinPath('/b/', 'x')).toBe('/b/x');
    expect(joinPath('/b', '/elsewhere')).toBe('/elsewhere');
    expect(joinPath('/b', 'https://example.com')).toBe('https://example.com');
  });

  it('lists every absolute path, parents first', () => {
    expect(flattenPaths(table)).toEqual([
      '/a',
      '/a/one',
      '/b',
      '/b/x',
      '/b/x/deep',
      '/b/y',
      'https://example.com/docs',
    ]);
  });

  it('puts permissions on leaves only, without touching the source', () => {
    const copy = withLeafPermissions(table, ['edit']);
    expect(copy[1].meta?.permission).toBeUndefined();
    expect(copy[1].children?.[0].children?.[0].meta?.permission).toEqual(['edit']);
    expect(copy[1].children?.[1].meta?.permission).toEqual(['edit']);
    expect(table[1].children?.[1].meta).toBeUndefined();
  });

  it('picks and omits top-level sections by name', () => {
    expect(pickSections(table, ['B']).map((route) => route.name)).toEqual(['B']);
    expect(omitSections(table, ['B']).map((route) => route.name)).toEqual(['A']);
  });

  it('keeps only the listed paths and their ancestors', () => {
    expect(flattenPaths(pickPaths(table, ['/b/x/deep']))).toEqual(['/b', '/b/x', '/b/x/deep']);
    expect(pickPaths(table, ['/nowhere'])).toEqual([]);
  });
});
