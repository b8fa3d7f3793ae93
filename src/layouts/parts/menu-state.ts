import type { MenuItem } from '@machines/types';

/** An item is active when it is the current path or contains it (a group with the current page). */
export function isActive(item: MenuItem, activePath: string): boolean {
  if (item.path === activePath) return true;
  return Boolean(item.children?.some((child) => isActive(child, activePath)));
}

/** Paths of the groups that contain the active page, outermost first. */
export function ancestorsOf(items: MenuItem[], activePath: string): string[] {
  for (const item of items) {
    if (!item.children?.length) continue;
    if (isActive(item, activePath)) return [item.path, ...ancestorsOf(item.children, activePath)];
  }
  return [];
}
