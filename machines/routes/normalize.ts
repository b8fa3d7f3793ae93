import type { AppRouteRecord } from '../types';

export const isExternal = (path: string) => /^https?:\/\//i.test(path);

/** Joins a child path to its parent's absolute path; absolute children and URLs stay as they are. */
export function joinPath(parentPath: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  const parent = parentPath.replace(/\/+$/, '');
  if (path === '') return parent || '/';
  return `${parent}/${path}`;
}

/** The same tree with every path absolute. */
export function toAbsolute(tree: AppRouteRecord[], parentPath = ''): AppRouteRecord[] {
  return tree.map((route) => {
    const path = joinPath(parentPath, route.path);
    return route.children
      ? { ...route, path, children: toAbsolute(route.children, path) }
      : { ...route, path };
  });
}

/** Every absolute path of the tree, parents included. */
export function collectPaths(tree: AppRouteRecord[], parentPath = ''): Set<string> {
  const paths = new Set<string>();
  for (const route of tree) {
    const path = joinPath(parentPath, route.path);
    paths.add(path);
    for (const child of collectPaths(route.children ?? [], path)) paths.add(child);
  }
  return paths;
}
