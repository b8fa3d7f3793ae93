import type { AppRouteRecord } from '@machines/types';

/** The seed's button permissions of a demo page (seed §6, /function/test). */
export const CRUD_PERMISSIONS = ['add', 'edit', 'delete'];

function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** A child's absolute path: relative paths hang under the parent, absolute and external ones stand. */
export function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/') || isExternal(path)) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

/** A deep copy in which every leaf route carries `meta.permission`. */
export function withLeafPermissions(
  routes: AppRouteRecord[],
  permissions: string[] = CRUD_PERMISSIONS,
): AppRouteRecord[] {
  return routes.map((route) =>
    route.children?.length
      ? { ...route, meta: { ...route.meta }, children: withLeafPermissions(route.children, permissions) }
      : { ...route, meta: { ...route.meta, permission: [...permissions] } },
  );
}

/** Deep copies of the top-level sections named `names`, in table order. */
export function pickSections(routes: AppRouteRecord[], names: string[]): AppRouteRecord[] {
  return structuredClone(routes.filter((route) => route.name !== undefined && names.includes(route.name)));
}

/** Deep copies of the top-level sections not named in `names`. */
export function omitSections(routes: AppRouteRecord[], names: string[]): AppRouteRecord[] {
  return structuredClone(routes.filter((route) => route.name === undefined || !names.includes(route.name)));
}

/** Only the routes whose absolute path is in `fullPaths`, with their ancestors (and a kept parent's subtree). */
export function pickPaths(routes: AppRouteRecord[], fullPaths: string[], parentPath = ''): AppRouteRecord[] {
  const picked: AppRouteRecord[] = [];
  for (const route of routes) {
    const fullPath = joinPath(parentPath || '/', route.path);
    if (fullPaths.includes(fullPath)) {
      picked.push(structuredClone(route));
      continue;
    }
    const children = route.children ? pickPaths(route.children, fullPaths, fullPath) : [];
    if (children.length > 0) {
      const { children: _all, ...parent } = route;
      picked.push({ ...structuredClone(parent), children });
    }
  }
  return picked;
}

/** Every absolute path of the tree, parents first: the permitted-path list of front-end mode. */
export function flattenPaths(routes: AppRouteRecord[], parentPath = ''): string[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parentPath || '/', route.path);
    return [fullPath, ...flattenPaths(route.children ?? [], fullPath)];
  });
}
