/** A node of the tree: the same shape as Mantine's, with a text label (it is searched). */
export interface TreeItem {
  value: string;
  label: string;
  children?: TreeItem[];
  /** cannot be checked or unchecked by itself (its state still follows its children) */
  disabled?: boolean;
}

export type CheckState = 'all' | 'some' | 'none';

const hasChildren = (item: TreeItem): item is TreeItem & { children: TreeItem[] } =>
  Array.isArray(item.children) && item.children.length > 0;

export function findItem(data: readonly TreeItem[], value: string): TreeItem | undefined {
  for (const item of data) {
    if (item.value === value) return item;
    const found = hasChildren(item) ? findItem(item.children, value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Every node by its value. */
export function indexItems(
  data: readonly TreeItem[],
  index = new Map<string, TreeItem>(),
): Map<string, TreeItem> {
  for (const item of data) {
    index.set(item.value, item);
    if (item.children) indexItems(item.children, index);
  }
  return index;
}

/** The leaves under `item` (itself when it is one). */
export function leavesOf(item: TreeItem): TreeItem[] {
  return hasChildren(item) ? item.children.flatMap(leavesOf) : [item];
}

/** Checked values as leaves: a parent named in `values` stands for all its leaves. */
export function normaliseChecked(data: readonly TreeItem[], values: readonly string[]): string[] {
  const leaves = values.flatMap((value) => {
    const item = findItem(data, value);
    return item ? leavesOf(item).map((leaf) => leaf.value) : [];
  });
  return [...new Set(leaves)];
}

/** Every node's state from the checked leaves: a parent is all, some (half-checked) or none. */
export function checkStates(
  data: readonly TreeItem[],
  checkedLeaves: ReadonlySet<string>,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (item: TreeItem): CheckState => {
    let state: CheckState;
    if (!hasChildren(item)) state = checkedLeaves.has(item.value) ? 'all' : 'none';
    else {
      const children = item.children.map(visit);
      state = children.every((s) => s === 'all')
        ? 'all'
        : children.every((s) => s === 'none')
          ? 'none'
          : 'some';
    }
    states.set(item.value, state);
    return state;
  };
  data.forEach(visit);
  return states;
}

/**
 * Checks `value` with all its leaves, or unchecks them when it was fully checked. Disabled leaves
 * keep their state.
 */
export function toggleChecked(
  data: readonly TreeItem[],
  checkedLeaves: readonly string[],
  value: string,
): string[] {
  const item = findItem(data, value);
  if (!item || item.disabled) return [...checkedLeaves];
  const checked = new Set(checkedLeaves);
  const leaves = leavesOf(item).filter((leaf) => !leaf.disabled);
  const wasAll = checkStates([item], checked).get(value) === 'all';
  for (const leaf of leaves) {
    if (wasAll) checked.delete(leaf.value);
    else checked.add(leaf.value);
  }
  return [...checked];
}

/** What a consumer stores: the fully checked nodes (parents included) and the half-checked ones. */
export function checkSummary(data: readonly TreeItem[], checkedLeaves: readonly string[]) {
  const states = checkStates(data, new Set(checkedLeaves));
  const checked: string[] = [];
  const halfChecked: string[] = [];
  // in the tree's order, parents before their children
  for (const value of indexItems(data).keys()) {
    const state = states.get(value);
    if (state === 'all') checked.push(value);
    else if (state === 'some') halfChecked.push(value);
  }
  return { checked, halfChecked };
}

/** The nodes that have children: expanding them all shows every node of `data`. */
export function parentValues(data: readonly TreeItem[]): string[] {
  return data.flatMap((item) => (hasChildren(item) ? [item.value, ...parentValues(item.children)] : []));
}

const matches = (item: TreeItem, query: string) => item.label.toLowerCase().includes(query);

/**
 * The nodes whose label holds `query` (any case) with their ancestors. A match keeps its own
 * matching descendants, or all its children when none of them match (context for the match).
 */
export function filterItems(data: readonly TreeItem[], query: string): TreeItem[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...data];
  return data.flatMap((item) => {
    const children = item.children ? filterItems(item.children, wanted) : [];
    if (children.length > 0) return [{ ...item, children }];
    return matches(item, wanted) ? [item] : [];
  });
}
