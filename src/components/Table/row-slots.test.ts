import { describe, expect, it } from 'vitest';
import { assignSlots } from './row-slots';

describe('row slots', () => {
  it('fills the same slots with a wholly new page', () => {
    const first = assignSlots(['a', 'b', 'c'], new Map(), false, 0);
    expect([...first.slots.values()]).toEqual(['s1', 's2', 's3']);
    const next = assignSlots(['x', 'y'], first.slots, false, first.made);
    expect([...next.slots.entries()]).toEqual([
      ['x', 's1'],
      ['y', 's2'],
    ]);
    // a longer page takes new slots after the old ones
    expect([...assignSlots(['p', 'q', 'r', 't'], next.slots, false, next.made).slots.values()]).toEqual([
      's1',
      's2',
      's4',
      's5',
    ]);
  });

  it('keeps a row’s slot while the row stays, and never gives a new row a slot a shown row had', () => {
    const first = assignSlots(['a', 'b', 'c'], new Map(), false, 0);
    // b was acted on and left the list; d came onto the page
    const next = assignSlots(['a', 'c', 'd'], first.slots, false, first.made);
    expect([...next.slots.entries()]).toEqual([
      ['a', 's1'],
      ['c', 's3'],
      ['d', 's4'],
    ]);
  });

  it('makes a new page afresh while the focus is inside a row', () => {
    const first = assignSlots(['a', 'b'], new Map(), false, 0);
    expect([...assignSlots(['x', 'y'], first.slots, true, first.made).slots.values()]).toEqual(['s3', 's4']);
  });

  it('keeps the slots through a moment without rows', () => {
    const first = assignSlots(['a', 'b'], new Map(), false, 0);
    const none = assignSlots([], first.slots, false, first.made);
    expect([...assignSlots(['x', 'y'], none.slots, false, none.made).slots.values()]).toEqual(['s1', 's2']);
  });
});
