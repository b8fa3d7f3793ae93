import { describe, expect, it } from 'vitest';
import { greetingKey, leafItems } from './workplace-parts';

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
});
