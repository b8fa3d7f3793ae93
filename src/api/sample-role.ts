import type { AppRouteRecord, RouteMeta } from '@machines/types';
import { sampleGet, samplePost } from './sample-request';
import type { SampleStatus } from './sample-types';
import type { PageQuery, PageResult } from './types';

/**
 * A menu entry of menu management (seed §3): a route plus its id, status and button permissions.
 * Only entries with status 1 reach a role's menu; a leaf's `permission` becomes its `meta.permission`.
 */
export interface MenuEntry extends AppRouteRecord {
  id: number;
  status: SampleStatus;
  /** the entry's button permissions (seed: edit, add, delete) */
  permission: string[];
  children?: MenuEntry[];
}

/** A sample role (seed §3): its menu is the part of the menu tree it may see. */
export interface RoleRow {
  id: string;
  roleName: string;
  role: string;
  status: SampleStatus;
  /** ISO 8601, UTC */
  createTime: string;
  remark: string;
  menu: MenuEntry[];
}

export interface RoleSaveBody {
  id: string;
  roleName?: string;
  role?: string;
  status?: SampleStatus;
  remark?: string;
  /** absolute paths of the menu entries the role may see (an entry's ancestors come with it) */
  menu?: string[];
}

export interface MenuSaveBody {
  /** with an id the entry is updated (its children stay), without one it is created first under `parentId` */
  id?: number;
  /** null or left out: a top-level entry */
  parentId?: number | null;
  path: string;
  name: string;
  /** '#' the main layout, '##' a pass-through parent, else a view name */
  component: string;
  redirect?: string;
  status?: SampleStatus;
  meta: RouteMeta;
  permission?: string[];
}

export function getRoleTable(query: PageQuery): Promise<PageResult<RoleRow>> {
  return sampleGet<PageResult<RoleRow>>('role/table', query);
}

/** Updates a role; a 422 carries field messages. */
export function saveRole(body: RoleSaveBody): Promise<'success'> {
  return samplePost<'success'>('role/save', body);
}

export function getMenuTree(): Promise<MenuEntry[]> {
  return sampleGet<MenuEntry[]>('menu/list');
}

/** Creates or updates a menu entry; a 422 carries field messages. */
export function saveMenu(body: MenuSaveBody): Promise<'success'> {
  return samplePost<'success'>('menu/save', body);
}

/** Removes the entries and everything under them; no ids answers code 500. */
export function deleteMenus(ids: number[]): Promise<'success'> {
  return samplePost<'success'>('menu/delete', { ids });
}
