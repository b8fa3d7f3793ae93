import { findItem, type TreeItem } from './tree-data';

export type DropPosition = 'before' | 'after' | 'inside';

export interface TreeMove {
  /** the node that moves */
  draggedNode: string;
  /** the node it is dropped on */
  targetNode: string;
  position: DropPosition;
}

function without(data: readonly TreeItem[], value: string): TreeItem[] {
  return data
    .filter((item) => item.value !== value)
    .map((item) => (item.children ? { ...item, children: without(item.children, value) } : item));
}

function insert(data: readonly TreeItem[], moving: TreeItem, move: TreeMove): TreeItem[] {
  return data.flatMap((item) => {
    if (item.value === move.targetNode) {
      if (move.position === 'before') return [moving, item];
      if (move.position === 'after') return [item, moving];
      return [{ ...item, children: [...(item.children ?? []), moving] }];
    }
    return [item.children ? { ...item, children: insert(item.children, moving, move) } : item];
  });
}

/**
 * Moves a node (with its subtree) before, after or into another. Refused (the data comes back
 * unchanged) when either node is missing or the target lies inside the moving node.
 */
export function moveItem(data: readonly TreeItem[], move: TreeMove): TreeItem[] {
  const moving = findItem(data, move.draggedNode);
  if (!moving || move.draggedNode === move.targetNode) return [...data];
  if (findItem([moving], move.targetNode)) return [...data];
  if (!findItem(data, move.targetNode)) return [...data];
  return insert(without(data, move.draggedNode), moving, move);
}

/** The siblings list holding `value`, or undefined. */
function siblingsOf(data: readonly TreeItem[], value: string): readonly TreeItem[] | undefined {
  if (data.some((item) => item.value === value)) return data;
  for (const item of data) {
    const found = item.children ? siblingsOf(item.children, value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The move that swaps a node with its previous (-1) or next (+1) sibling, for the keyboard. */
export function siblingMove(data: readonly TreeItem[], value: string, direction: -1 | 1): TreeMove | null {
  const siblings = siblingsOf(data, value);
  if (!siblings) return null;
  const neighbour = siblings[siblings.findIndex((item) => item.value === value) + direction];
  if (!neighbour) return null;
  return { draggedNode: value, targetNode: neighbour.value, position: direction < 0 ? 'before' : 'after' };
}
