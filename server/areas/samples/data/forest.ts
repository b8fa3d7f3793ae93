/** A row of a flat table that also forms a tree through `parentId`. */
export interface ForestRow {
  id: string;
  parentId: string | null;
}

function groupByParent<T extends ForestRow>(rows: readonly T[]): Map<string | null, T[]> {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  return byParent;
}

/** The rows as trees, siblings in table order; a row whose parent is gone becomes a root. */
export function buildForest<T extends ForestRow, N>(
  rows: readonly T[],
  toNode: (row: T, children: N[]) => N,
): N[] {
  const byParent = groupByParent(rows);
  const visit = (row: T): N => toNode(row, (byParent.get(row.id) ?? []).map(visit));
  return (byParent.get(null) ?? []).map(visit);
}

/** The rows in tree order: each parent, then its subtree. */
export function flattenForest<T extends ForestRow>(rows: readonly T[]): T[] {
  const byParent = groupByParent(rows);
  const out: T[] = [];
  const visit = (row: T): void => {
    out.push(row);
    (byParent.get(row.id) ?? []).forEach(visit);
  };
  (byParent.get(null) ?? []).forEach(visit);
  return out;
}

/** `id` and every row below it. */
export function subtreeIds(rows: readonly ForestRow[], id: string): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Where a row under a removed one goes: its nearest ancestor not in `ids`, null at the top. */
export function remainingAncestor(
  rows: readonly ForestRow[],
  ids: ReadonlySet<string>,
): (id: string | null) => string | null {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  return (start) => {
    let id = start;
    while (id !== null && ids.has(id)) id = parentOf.get(id) ?? null;
    return id;
  };
}

/**
 * The rows whose id is not in `ids` (seed §4: delete removes exactly those). Children of a removed row
 * move up to its nearest remaining ancestor, so no other record disappears with it.
 */
export function removeRows<T extends ForestRow>(rows: readonly T[], ids: ReadonlySet<string>): T[] {
  const moveUp = remainingAncestor(rows, ids);
  return rows
    .filter((row) => !ids.has(row.id))
    .map((row) =>
      row.parentId !== null && ids.has(row.parentId) ? { ...row, parentId: moveUp(row.parentId) } : row,
    );
}
