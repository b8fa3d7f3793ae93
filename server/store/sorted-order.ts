export type SortValue = string | number | boolean | null | undefined;
export type SortOrder = 'asc' | 'desc';

interface SortedIndex<T> {
  /** Rows ascending by key, empty keys after the others; ties in collection order. */
  order: T[];
  /** The key each row of `order` had when sorted. */
  keys: SortValue[];
  /** Where the empty keys start in `order`. */
  emptyFrom: number;
  members: Set<T>;
}

const isEmpty = (value: SortValue): boolean => value === null || value === undefined || value === '';

// One index per (collection array, sort field). A list asks for the same orders over and over while
// the collection changes now and then, so an index is kept while a cheap check says it still holds.
const indexes = new WeakMap<readonly object[], Map<string, SortedIndex<object>>>();

function build<T>(rows: readonly T[], key: (row: T) => SortValue): SortedIndex<T> {
  const keyed = rows.map((row, index) => {
    const value = key(row);
    return { row, index, value, empty: isEmpty(value) };
  });
  keyed.sort((a, b) => {
    if (a.empty || b.empty) return Number(a.empty) - Number(b.empty) || a.index - b.index;
    if (a.value === b.value) return a.index - b.index;
    return (a.value as string | number) < (b.value as string | number) ? -1 : 1;
  });
  return {
    order: keyed.map((entry) => entry.row),
    keys: keyed.map((entry) => entry.value),
    emptyFrom:
      keyed.findIndex((entry) => entry.empty) < 0 ? keyed.length : keyed.findIndex((entry) => entry.empty),
    members: new Set(rows),
  };
}

/** The index still holds when the collection has the same rows and every key is unchanged: O(n), no sort. */
function holds<T>(index: SortedIndex<T>, rows: readonly T[], key: (row: T) => SortValue): boolean {
  if (index.order.length !== rows.length) return false;
  for (let i = 0; i < index.order.length; i += 1) if (key(index.order[i]) !== index.keys[i]) return false;
  for (const row of rows) if (!index.members.has(row)) return false;
  return true;
}

/**
 * `rows` in `order` by `key`: empty keys last whatever the order; ties in collection order (reversed
 * when descending). Cached per collection array and field (`field` names the key function).
 */
export function sortedRows<T extends object>(
  rows: readonly T[],
  field: string,
  key: (row: T) => SortValue,
  order: SortOrder,
): readonly T[] {
  let byField = indexes.get(rows);
  if (!byField) {
    byField = new Map();
    indexes.set(rows, byField);
  }
  let index = byField.get(field) as SortedIndex<T> | undefined;
  if (!index || !holds(index, rows, key)) {
    index = build(rows, key);
    byField.set(field, index as SortedIndex<object>);
  }
  if (order === 'asc') return index.order;
  const filled = index.order.slice(0, index.emptyFrom).reverse();
  return index.emptyFrom === index.order.length ? filled : filled.concat(index.order.slice(index.emptyFrom));
}
