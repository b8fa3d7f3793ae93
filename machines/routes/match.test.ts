import { describe, it, expect } from 'vitest';
import { compilePattern, matchPattern, matchRoute } from './match';
import { flattenRoutes } from './flatten';
import { CATCH_ALL_ROUTE } from './constants';
import { constantRoutes, localRoutes } from './fixtures';

const entries = flattenRoutes([
  ...constantRoutes,
  ...localRoutes,
  { path: '/function/multiple-tabs-demo/:id', name: 'Demo', component: 'x', meta: {} },
  CATCH_ALL_ROUTE,
]);

describe('matchPattern', () => {
  it('matches literals strictly', () => {
    expect(matchPattern('/a/b', '/a/b')).toEqual({});
    expect(matchPattern('/a/b', '/a/b/')).toBeUndefined();
    expect(matchPattern('/a/b', '/a')).toBeUndefined();
    expect(matchPattern('/a', '/a/b')).toBeUndefined();
  });

  it('takes one segment for :param, decoded', () => {
    expect(matchPattern('/u/:id', '/u/a%20b')).toEqual({ id: 'a b' });
    expect(matchPattern('/u/:id', '/u/')).toBeUndefined();
    expect(matchPattern('/u/:id', '/u/1/2')).toBeUndefined();
  });

  it('takes the rest, possibly empty, for a trailing :rest*', () => {
    expect(matchPattern('/r/:path*', '/r/a/b')).toEqual({ path: 'a/b' });
    expect(matchPattern('/r/:path*', '/r')).toEqual({ path: '' });
    expect(matchPattern('/:rest*', '/')).toEqual({ rest: '' });
  });
});

describe('matchRoute', () => {
  it('finds a literal route', () => {
    expect(matchRoute(entries, '/level/menu2')?.entry.name).toBe('Menu2');
  });

  it('ignores the query and the hash', () => {
    expect(matchRoute(entries, '/level/menu2?x=1#top')?.entry.name).toBe('Menu2');
  });

  it('fills params', () => {
    expect(matchRoute(entries, '/function/multiple-tabs-demo/7')).toMatchObject({
      entry: { name: 'Demo' },
      params: { id: '7' },
    });
  });

  it('sends an unknown path to the catch-all redirect', () => {
    expect(matchRoute(entries, '/nowhere/at/all')).toMatchObject({
      entry: { name: 'CatchAll', redirect: '/404' },
      params: { rest: 'nowhere/at/all' },
    });
  });

  it('prefers an earlier pattern over the catch-all', () => {
    expect(matchRoute(entries, '/redirect/dashboard/workplace')).toMatchObject({
      entry: { name: 'Redirect' },
      params: { path: 'dashboard/workplace' },
    });
  });

  it('finds nothing without a catch-all', () => {
    expect(matchRoute(flattenRoutes(localRoutes), '/nowhere')).toBeUndefined();
  });
});

describe('compilePattern (the router parser) agrees with matchPattern', () => {
  const cases: Array<[string, string]> = [
    ['/a/b', '/a/b'],
    ['/a/b', '/a/b/'],
    ['/a/b', '/A/b'],
    ['/u/:id', '/u/7'],
    ['/u/:id', '/u/'],
    ['/u/:id', '/u/1/2'],
    ['/r/:path*', '/r/a/b'],
    ['/r/:path*', '/r'],
    ['/:rest*', '/'],
    ['/:rest*', '/x/y'],
    ['/a.b', '/axb'],
  ];
  it.each(cases)('%s against %s', (route, path) => {
    const { pattern, keys } = compilePattern(route);
    const result = pattern.exec(path);
    const expected = matchPattern(route, path);
    if (!expected) return expect(result).toBeNull();
    expect(result).not.toBeNull();
    const params = Object.fromEntries(keys.map((key, i) => [key, result?.[i + 1] ?? '']));
    expect(params).toEqual(expected);
  });
});
