import { describe, expect, it } from 'vitest';
import type { Tab } from '../types';
import { closesAny, planClose, type ClosableTabs } from './close-plan';

const tab = (path: string, affix = false): Tab => ({
  path,
  fullPath: path,
  title: path,
  meta: affix ? { affix } : {},
});

/** Pinned /home first, pinned /pin between /b and /c. */
const visited = [tab('/home', true), tab('/a'), tab('/b'), tab('/pin', true), tab('/c'), tab('/d')];
const tabs = (selected: string | undefined, signedIn = true): ClosableTabs => ({
  visited,
  selected,
  signedIn,
});
const paths = (list: Tab[]) => list.map((t) => t.path);

describe('planClose: what closes', () => {
  it('never closes a pinned tab with close, close-left, close-right or close-others', () => {
    expect(planClose(tabs('/a'), 'close', '/home').closing).toEqual([]);
    expect(planClose(tabs('/a'), 'close', '/pin').closing).toEqual([]);
    expect(planClose(tabs('/a'), 'closeLeft', '/c').closing).toEqual(['/a', '/b']);
    expect(planClose(tabs('/a'), 'closeRight', '/a').closing).toEqual(['/b', '/c', '/d']);
    expect(planClose(tabs('/a'), 'closeOthers', '/c').closing).toEqual(['/a', '/b', '/d']);
    expect(paths(planClose(tabs('/a'), 'closeOthers', '/c').visited)).toEqual(['/home', '/pin', '/c']);
  });

  it('close-all keeps only pinned tabs when a user is signed in, otherwise it empties the list', () => {
    const signedIn = planClose(tabs('/b', true), 'closeAll');
    expect(signedIn.closing).toEqual(['/a', '/b', '/c', '/d']);
    expect(paths(signedIn.visited)).toEqual(['/home', '/pin']);
    const signedOut = planClose(tabs('/b', false), 'closeAll');
    expect(signedOut.closing).toEqual(paths(visited));
    expect(signedOut.visited).toEqual([]);
    expect(signedOut.selected).toBeUndefined();
  });

  it('closes nothing to the left of the first tab or to the right of the last one', () => {
    const plain = { visited: [tab('/a'), tab('/b')], selected: '/a', signedIn: true };
    expect(planClose(plain, 'closeLeft', '/a').closing).toEqual([]);
    expect(planClose(plain, 'closeRight', '/b').closing).toEqual([]);
    expect(closesAny(plain, 'closeLeft', '/a')).toBe(false);
    expect(closesAny(plain, 'closeRight', '/b')).toBe(false);
    expect(closesAny(plain, 'closeLeft', '/b')).toBe(true);
    expect(closesAny(plain, 'closeRight', '/a')).toBe(true);
  });

  it('closes nothing left of a tab with only pinned tabs to its left, nor around an unknown path', () => {
    expect(closesAny(tabs('/a'), 'closeLeft', '/a')).toBe(false);
    expect(closesAny(tabs('/a'), 'closeRight', '/d')).toBe(false);
    for (const kind of ['close', 'closeLeft', 'closeRight', 'closeOthers'] as const) {
      expect(closesAny(tabs('/a'), kind, '/nowhere')).toBe(false);
      expect(closesAny(tabs('/a'), kind)).toBe(false);
    }
  });

  it('close-all and close-others close nothing when only pinned tabs are open, signed in', () => {
    const pinnedOnly = {
      visited: [tab('/home', true), tab('/pin', true)],
      selected: '/home',
      signedIn: true,
    };
    expect(closesAny(pinnedOnly, 'closeAll')).toBe(false);
    expect(closesAny(pinnedOnly, 'closeOthers', '/home')).toBe(false);
    expect(closesAny({ ...pinnedOnly, signedIn: false }, 'closeAll')).toBe(true);
  });

  it('plans a close that closes nothing as leaving the tabs and the selection alone', () => {
    const plan = planClose(tabs('/b'), 'closeRight', '/d');
    expect(plan).toEqual({ closing: [], visited, selected: '/b' });
  });
});

describe('planClose: what is selected after', () => {
  it('closing the selected tab selects its right neighbour, pinned or not, else its left one', () => {
    expect(planClose(tabs('/b'), 'close', '/b').selected).toBe('/pin');
    expect(planClose(tabs('/c'), 'close', '/c').selected).toBe('/d');
    expect(planClose(tabs('/d'), 'close', '/d').selected).toBe('/c');
    expect(planClose({ visited: [tab('/a')], selected: '/a', signedIn: true }, 'close', '/a').selected).toBe(
      undefined,
    );
  });

  it('closing another tab keeps the selection', () => {
    expect(planClose(tabs('/b'), 'close', '/d').selected).toBe('/b');
  });

  it('close-left, -right and -others keep a surviving selection', () => {
    expect(planClose(tabs('/d'), 'closeLeft', '/c').selected).toBe('/d');
    expect(planClose(tabs('/a'), 'closeRight', '/c').selected).toBe('/a');
    expect(planClose(tabs('/home'), 'closeOthers', '/c').selected).toBe('/home');
  });

  it('close-left, -right and -others select the given tab when they close the selected one', () => {
    expect(planClose(tabs('/a'), 'closeLeft', '/c').selected).toBe('/c');
    expect(planClose(tabs('/d'), 'closeRight', '/b').selected).toBe('/b');
    expect(planClose(tabs('/d'), 'closeOthers', '/a').selected).toBe('/a');
  });

  it('close-all keeps a pinned selection, else selects the last pinned tab, else none', () => {
    expect(planClose(tabs('/home'), 'closeAll').selected).toBe('/home');
    expect(planClose(tabs('/b'), 'closeAll').selected).toBe('/pin');
    expect(planClose(tabs('/home', false), 'closeAll').selected).toBeUndefined();
  });

  it('does not change the tabs it is given', () => {
    const before = structuredClone(visited);
    planClose(tabs('/b'), 'closeAll');
    planClose(tabs('/b'), 'closeOthers', '/c');
    expect(visited).toEqual(before);
  });
});
