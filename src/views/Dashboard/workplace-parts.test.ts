import { describe, expect, it } from 'vitest';
import { greetingKey, leafItems, sectionEntrances } from './workplace-parts';

describe('workplace parts', () => {
  it('greets by the hour', () => {
    expect(greetingKey(3)).toBe('workplace.greeting.night');
    expect(greetingKey(9)).toBe('workplace.greeting.morning');
    expect(greetingKey(14)).toBe('workplace.greeting.afternoon');
    expect(greetingKey(21)).toBe('workplace.greeting.evening');
  });

  it('opens groups up into their pages', () => {
    const items = [
      { path: '/a', meta: {} },
      {
        path: '/g',
        meta: {},
        children: [
          { path: '/g/b', meta: {} },
          { path: '/g/c', meta: {} },
        ],
      },
    ];
    expect(leafItems(items).map((i) => i.path)).toEqual(['/a', '/g/b', '/g/c']);
  });

  it('offers one way into each section: its first page, outside links and the page one is on left out', () => {
    const items = [
      { path: '/home', meta: { icon: 'home' } },
      {
        path: '/dashboard',
        meta: {},
        children: [
          { path: '/dashboard/workplace', meta: {} },
          { path: '/dashboard/analysis', meta: {} },
        ],
      },
      {
        path: '/outbound',
        meta: {},
        children: [
          { path: '/outbound/orders', meta: {}, children: [{ path: '/outbound/orders/list', meta: {} }] },
          { path: '/outbound/batches', meta: {} },
        ],
      },
      { path: 'https://example.com/docs', meta: {}, external: true },
      { path: '/only-here', meta: {}, children: [{ path: '/only-here/page', meta: {} }] },
    ];
    const entrances = sectionEntrances(items, '/only-here/page');
    expect(entrances.map(({ section, page }) => [section.path, page.path])).toEqual([
      ['/home', '/home'],
      ['/dashboard', '/dashboard/workplace'],
      ['/outbound', '/outbound/orders/list'],
    ]);
    expect(sectionEntrances(items, '/dashboard/workplace')[1].page.path).toBe('/dashboard/analysis');
  });
});
