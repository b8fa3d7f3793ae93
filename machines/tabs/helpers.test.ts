import { describe, it, expect } from 'vitest';
import { keepSelection, move, toTab } from './helpers';

const tabs = ['/a', '/b', '/c'].map((path) => toTab({ path }));

describe('keepSelection', () => {
  it('keeps a surviving selection', () => {
    expect(keepSelection(tabs, '/b', '/c')).toBe('/b');
  });

  it('falls back to the given path, then to the last tab, then to none', () => {
    expect(keepSelection(tabs, '/gone', '/a')).toBe('/a');
    expect(keepSelection(tabs, '/gone', '/also-gone')).toBe('/c');
    expect(keepSelection([], '/gone')).toBeUndefined();
  });
});

describe('move', () => {
  it('moves an item without changing the input', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(move(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
