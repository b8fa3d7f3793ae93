import type { MenuEntry } from '@/api/sample-role';

// Pure edits of the menu tree; each answers a new tree.

export function findEntry(entries: readonly MenuEntry[], id: number): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = entry.children ? findEntry(entry.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

export function allEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);
}

/** The entry with `id` replaced by `change(entry)`. */
export function replaceEntry(
  entries: readonly MenuEntry[],
  id: number,
  change: (entry: MenuEntry) => MenuEntry,
): MenuEntry[] {
  return entries.map((entry) => {
    if (entry.id === id) return change(entry);
    return entry.children ? { ...entry, children: replaceEntry(entry.children, id, change) } : entry;
  });
}

/** `added` first among the children of `parentId` (null: first at the top level). */
export function insertFirst(
  entries: readonly MenuEntry[],
  parentId: number | null,
  added: MenuEntry,
): MenuEntry[] {
  if (parentId === null) return [added, ...entries];
  return replaceEntry(entries, parentId, (parent) => ({
    ...parent,
    children: [added, ...(parent.children ?? [])],
  }));
}

/** Without the entries whose id is in `ids`, and everything under them. */
export function removeEntries(entries: readonly MenuEntry[], ids: ReadonlySet<number>): MenuEntry[] {
  return entries
    .filter((entry) => !ids.has(entry.id))
    .map((entry) => (entry.children ? { ...entry, children: removeEntries(entry.children, ids) } : entry));
}

export function nextEntryId(entries: readonly MenuEntry[]): number {
  return allEntries(entries).reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
}
