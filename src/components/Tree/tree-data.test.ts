import { describe, expect, it } from 'vitest';
import {
  checkStates,
  checkSummary,
  filterItems,
  normaliseChecked,
  toggleChecked,
  type TreeItem,
} from './tree-data';
import { moveItem, siblingMove } from './tree-move';

const data: TreeItem[] = [
  {
    value: 'a',
    label: 'Alpha',
    children: [
      { value: 'a1', label: 'Alpha one' },
      {
        value: 'a2',
        label: 'Alpha two',
        children: [
          { value: 'a2x', label: 'Deep x' },
          { value: 'a2y', label: 'Deep y' },
        ],
      },
    ],
  },
  {
    value: 'b',
    label: 'Beta',
    children: [
      { value: 'b1', label: 'Beta one', disabled: true },
      { value: 'b2', label: 'Beta two' },
    ],
  },
];

describe('checking', () => {
  it('checks a parent as all its leaves, and unchecks them again', () => {
    const checked = toggleChecked(data, [], 'a');
    expect(checked.sort()).toEqual(['a1', 'a2x', 'a2y']);
    expect(checkStates(data, new Set(checked)).get('a')).toBe('all');
    expect(toggleChecked(data, checked, 'a')).toEqual([]);
  });

  it('half-checks every ancestor of a lone checked leaf', () => {
    const states = checkStates(data, new Set(['a2x']));
    expect(states.get('a2')).toBe('some');
    expect(states.get('a')).toBe('some');
    expect(states.get('b')).toBe('none');
    expect(checkSummary(data, ['a2x'])).toEqual({ checked: ['a2x'], halfChecked: ['a', 'a2'] });
  });

  it('leaves a disabled leaf as it was', () => {
    expect(toggleChecked(data, [], 'b')).toEqual(['b2']);
    expect(toggleChecked(data, ['b1'], 'b1')).toEqual(['b1']);
  });

  it('reads a parent given as checked as all its leaves', () => {
    expect(normaliseChecked(data, ['a2', 'b2', 'missing']).sort()).toEqual(['a2x', 'a2y', 'b2']);
  });
});

describe('searching', () => {
  it('keeps the matches with their ancestors, any case', () => {
    expect(filterItems(data, 'DEEP Y')).toEqual([
      { ...data[0], children: [{ ...data[0].children![1], children: [{ value: 'a2y', label: 'Deep y' }] }] },
    ]);
    expect(filterItems(data, '  ')).toEqual(data);
    expect(filterItems(data, 'nothing')).toEqual([]);
  });
});

describe('moving', () => {
  it('moves a subtree before, after or into another node', () => {
    const inside = moveItem(data, { draggedNode: 'a2', targetNode: 'b', position: 'inside' });
    expect(inside[0].children!.map((item) => item.value)).toEqual(['a1']);
    expect(inside[1].children!.map((item) => item.value)).toEqual(['b1', 'b2', 'a2']);
    expect(inside[1].children![2].children).toHaveLength(2);
    const before = moveItem(data, { draggedNode: 'b', targetNode: 'a', position: 'before' });
    expect(before.map((item) => item.value)).toEqual(['b', 'a']);
  });

  it('refuses to move a node into itself or its descendants', () => {
    expect(moveItem(data, { draggedNode: 'a', targetNode: 'a2x', position: 'inside' })).toEqual(data);
    expect(moveItem(data, { draggedNode: 'a', targetNode: 'a', position: 'after' })).toEqual(data);
  });

  it('swaps with a sibling for the keyboard, and not past the ends', () => {
    expect(siblingMove(data, 'a1', 1)).toEqual({ draggedNode: 'a1', targetNode: 'a2', position: 'after' });
    expect(siblingMove(data, 'a1', -1)).toBeNull();
  });
});
