import { describe, expect, it } from 'vitest';
import { buildForest, flattenForest, removeRows, subtreeIds, type ForestRow } from './forest';

interface Node {
  id: string;
  children: Node[];
}

// a ─ b ─ c, a ─ d; e alone
const rows: ForestRow[] = [
  { id: 'a', parentId: null },
  { id: 'd', parentId: 'a' },
  { id: 'e', parentId: null },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
];

const tree = (input: readonly ForestRow[]) =>
  buildForest<ForestRow, Node>(input, (row, children) => ({ id: row.id, children }));

describe('forest', () => {
  it('builds trees keeping the table order of siblings, and flattens parents first', () => {
    expect(tree(rows)).toEqual([
      {
        id: 'a',
        children: [
          { id: 'd', children: [] },
          { id: 'b', children: [{ id: 'c', children: [] }] },
        ],
      },
      { id: 'e', children: [] },
    ]);
    expect(flattenForest(rows).map((row) => row.id)).toEqual(['a', 'd', 'b', 'c', 'e']);
  });

  it('finds a subtree', () => {
    expect(subtreeIds(rows, 'a')).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(subtreeIds(rows, 'e')).toEqual(new Set(['e']));
  });

  it('removes exactly the ids, moving their children up to the nearest remaining ancestor', () => {
    expect(removeRows(rows, new Set(['b']))).toEqual([
      { id: 'a', parentId: null },
      { id: 'd', parentId: 'a' },
      { id: 'e', parentId: null },
      { id: 'c', parentId: 'a' },
    ]);
    expect(removeRows(rows, new Set(['a', 'b'])).map((row) => [row.id, row.parentId])).toEqual([
      ['d', null],
      ['e', null],
      ['c', null],
    ]);
  });
});
