import { describe, expect, it } from 'vitest';
import type { Tab } from '@machines/types';
import { availableActions, pathAfterClosing, tabsClosedBy } from './tab-actions';

const tab = (path: string, affix = false): Tab => ({ path, fullPath: path, title: path, meta: { affix } });
const visited = [tab('/home', true), tab('/a'), tab('/b'), tab('/c')];

describe('tab actions', () => {
  it('never closes an affix tab', () => {
    expect(tabsClosedBy('closeAll', visited, '/b')).toEqual(['/a', '/b', '/c']);
    expect(tabsClosedBy('close', visited, '/home')).toEqual([]);
    expect(tabsClosedBy('closeLeft', visited, '/b')).toEqual(['/a']);
    expect(tabsClosedBy('closeRight', visited, '/a')).toEqual(['/b', '/c']);
    expect(tabsClosedBy('closeOthers', visited, '/b')).toEqual(['/a', '/c']);
  });

  it('disables what would change nothing', () => {
    expect(availableActions(visited, '/home')).toMatchObject({
      close: false,
      closeLeft: false,
      closeRight: true,
    });
    expect(availableActions(visited, '/c')).toMatchObject({
      close: true,
      closeRight: false,
      closeLeft: true,
    });
    expect(availableActions([tab('/home', true)], '/home')).toMatchObject({
      closeAll: false,
      closeOthers: false,
    });
  });

  it('moves to the right neighbour, else the left one, when the current tab closes', () => {
    expect(pathAfterClosing(visited, ['/b'], '/b')).toBe('/c');
    expect(pathAfterClosing(visited, ['/c'], '/c')).toBe('/b');
    expect(pathAfterClosing(visited, ['/a', '/b', '/c'], '/b')).toBe('/home');
    expect(pathAfterClosing(visited, ['/a'], '/b')).toBeNull();
    expect(pathAfterClosing([tab('/x')], ['/x'], '/x')).toBe('/');
  });
});
