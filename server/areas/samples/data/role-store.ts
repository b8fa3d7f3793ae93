import type { AppRouteRecord } from '@machines/types';
import type { MenuEntry } from '@/api/sample-role';
import type { SampleStatus } from '@/api/sample-types';
import { localRoutes } from '@/app/routes/local-routes';
import { sampleRoles, toMenuEntries } from '../menus/sample-roles';
import { joinPath, pickPaths } from '../menus/tree';
import { sampleData, type SampleData } from './store';

/** What menu and role management changed: the menu tree, and per role its fields and menu paths. */
export interface RoleEdit {
  roleName?: string;
  role?: string;
  status?: SampleStatus;
  remark?: string;
  /** absolute paths of the menu entries the role may see */
  menu: string[];
}

interface RoleStore {
  menus: MenuEntry[];
  roles: Map<string, RoleEdit>;
}

/** The entry's permissions live in `permission`; `meta.permission` is derived when routes are made. */
function withoutMetaPermission(entries: MenuEntry[]): MenuEntry[] {
  return entries.map(({ meta, children, ...entry }) => {
    const { permission: _derived, ...rest } = meta ?? {};
    return {
      ...entry,
      meta: rest,
      ...(children?.length ? { children: withoutMetaPermission(children) } : {}),
    };
  });
}

/**
 * The absolute paths of the leaves. A role keeps leaves only: a parent on the list would grant its
 * whole subtree (`pickPaths`), though it may be in a role's menu for one child alone.
 */
export function leafPaths(routes: AppRouteRecord[], parentPath = ''): string[] {
  return routes.flatMap((route) => {
    const path = joinPath(parentPath || '/', route.path);
    return route.children?.length ? leafPaths(route.children, path) : [path];
  });
}

function seed(): RoleStore {
  return {
    menus: withoutMetaPermission(toMenuEntries(localRoutes)),
    roles: new Map(sampleRoles.map((role) => [role.id, { menu: leafPaths(role.menu()) }])),
  };
}

// Kept beside the sample data it belongs to, so resetting the sample data resets it too.
const stores = new WeakMap<SampleData, RoleStore>();

function store(): RoleStore {
  const data = sampleData();
  let current = stores.get(data);
  if (!current) {
    current = seed();
    stores.set(data, current);
  }
  return current;
}

export function menuTree(): MenuEntry[] {
  return store().menus;
}

export function setMenuTree(menus: MenuEntry[]): void {
  store().menus = menus;
}

export function roleEdit(id: string): RoleEdit | undefined {
  return store().roles.get(id);
}

export function updateRole(id: string, patch: Partial<RoleEdit>): void {
  const current = store().roles.get(id);
  if (current) store().roles.set(id, { ...current, ...patch });
}

/**
 * The enabled entries as server routes; a leaf's permissions become its `meta.permission`, and a
 * parent whose children are all disabled goes too (it would lead nowhere).
 */
export function menuRoutes(entries: MenuEntry[]): AppRouteRecord[] {
  return entries.flatMap(({ id: _id, status, permission, children, ...route }): AppRouteRecord[] => {
    if (status !== 1) return [];
    if (!children?.length) {
      return [{ ...structuredClone(route), meta: { ...route.meta, permission: [...permission] } }];
    }
    const kept = menuRoutes(children);
    return kept.length > 0 ? [{ ...structuredClone(route), meta: { ...route.meta }, children: kept }] : [];
  });
}

/** A role's menu: the enabled menu entries on its paths, with their ancestors. */
export function roleRoutes(id: string): AppRouteRecord[] {
  const paths = roleEdit(id)?.menu ?? [];
  return pickPaths(menuRoutes(menuTree()), paths);
}
