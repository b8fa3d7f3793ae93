import type { AppRouteRecord, MenuItem } from '../types';
import { isExternal, joinPath } from './normalize';

const isHidden = (route: AppRouteRecord) => route.meta?.hidden === true;

function item(route: AppRouteRecord, path: string, children?: MenuItem[]): MenuItem {
  const menuItem: MenuItem = { path, name: route.name, meta: { ...route.meta } };
  if (isExternal(path)) menuItem.external = true;
  if (children?.length) menuItem.children = children;
  return menuItem;
}

function build(routes: AppRouteRecord[], parentPath: string): MenuItem[] {
  return routes.flatMap((route) => {
    // canTo keeps a hidden route reachable, never visible in the menu
    if (isHidden(route)) return [];
    const path = joinPath(parentPath, route.path);
    if (!route.children?.length) return [item(route, path)];
    const visible = route.children.filter((child) => !isHidden(child));
    if (visible.length === 1 && !route.meta?.alwaysShow) return build(visible, path);
    return [item(route, path, build(visible, path))];
  });
}

const leaves = (menuItem: MenuItem): MenuItem[] =>
  menuItem.children?.length ? menuItem.children.flatMap(leaves) : [menuItem];

/**
 * The menu of seed §2: hidden routes left out, a parent with one visible child and no alwaysShow
 * collapsed into that child, and anything deeper than two levels lifted into the second level.
 */
export function buildMenu(tree: AppRouteRecord[]): MenuItem[] {
  return build(tree, '').map((top) =>
    top.children ? { ...top, children: top.children.flatMap(leaves) } : top,
  );
}
