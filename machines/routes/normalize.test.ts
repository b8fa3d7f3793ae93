import { describe, it, expect } from 'vitest';
import { collectPaths, isExternal, joinPath, toAbsolute } from './normalize';
import { localRoutes } from './fixtures';

describe('joinPath', () => {
  it('joins a relative child to its parent', () => {
    expect(joinPath('/level', 'menu1')).toBe('/level/menu1');
    expect(joinPath('/level/', 'menu1')).toBe('/level/menu1');
    expect(joinPath('', 'x')).toBe('/x');
    expect(joinPath('/', 'x')).toBe('/x');
  });

  it('keeps absolute paths and URLs as they are', () => {
    expect(joinPath('/level', '/other')).toBe('/other');
    expect(joinPath('/external-link', 'https://example.com/docs')).toBe('https://example.com/docs');
    expect(joinPath('/a', 'HTTP://x.org')).toBe('HTTP://x.org');
  });

  it('maps an empty child path to the parent', () => {
    expect(joinPath('/a', '')).toBe('/a');
  });
});

describe('isExternal', () => {
  it('recognises http and https only', () => {
    expect(isExternal('https://x.org')).toBe(true);
    expect(isExternal('http://x.org')).toBe(true);
    expect(isExternal('mailto:x@y.z')).toBe(false);
    expect(isExternal('/https')).toBe(false);
  });
});

describe('toAbsolute', () => {
  it('rewrites every path of the tree to an absolute one', () => {
    const [, external, level] = toAbsolute(localRoutes);
    expect(external.children?.[0].path).toBe('https://example.com/docs');
    expect(level.children?.[0].path).toBe('/level/menu1');
    expect(level.children?.[0].children?.[0].children?.[0].path).toBe('/level/menu1/menu1-1/menu1-1-1');
    expect(level.children?.[0].children?.[0].children?.[0].name).toBe('Menu111');
  });

  it('does not change the input tree', () => {
    const before = JSON.stringify(localRoutes);
    toAbsolute(localRoutes);
    expect(JSON.stringify(localRoutes)).toBe(before);
  });
});

describe('collectPaths', () => {
  it('collects the absolute path of every node, parents included', () => {
    const paths = collectPaths(localRoutes);
    expect(paths.has('/level')).toBe(true);
    expect(paths.has('/level/menu1/menu1-2')).toBe(true);
    expect(paths.has('https://example.com/docs')).toBe(true);
    expect(paths.has('menu1')).toBe(false);
  });
});
