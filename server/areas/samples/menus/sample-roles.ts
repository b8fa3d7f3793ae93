import type { AppRouteRecord } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import type { MessageKey } from '../../../api/i18n';
import {
  CRUD_PERMISSIONS,
  flattenPaths,
  joinPath,
  pickPaths,
  pickSections,
  withLeafPermissions,
} from './tree';

/** A menu entry of the role samples (seed §3): a route plus id, status and its permission list. */
export interface MenuEntry extends AppRouteRecord {
  id: number;
  status: 0 | 1;
  permission: string[];
  children?: MenuEntry[];
}

export interface SampleRole {
  id: string;
  roleNameKey: MessageKey;
  role: string;
  status: 0 | 1;
  createTime: string;
  remarkKey: MessageKey;
  menu: () => AppRouteRecord[];
}

/** The seed's four sample roles (seed §6 "sample role menus"), menus drawn from the local table. */
export const sampleRoles: SampleRole[] = [
  {
    id: '1',
    roleNameKey: 'roleSuperAdmin',
    role: 'superAdmin',
    status: 1,
    createTime: '2026-01-05T08:00:00.000Z',
    remarkKey: 'roleSuperAdminRemark',
    menu: () => structuredClone(localRoutes),
  },
  {
    id: '2',
    roleNameKey: 'roleAdmin',
    role: 'admin',
    status: 1,
    createTime: '2026-01-12T09:30:00.000Z',
    remarkKey: 'roleAdminRemark',
    menu: () => pickSections(localRoutes, ['Dashboard']),
  },
  {
    id: '3',
    roleNameKey: 'roleNormalUser',
    role: 'user',
    status: 1,
    createTime: '2026-02-03T14:15:00.000Z',
    remarkKey: 'roleNormalUserRemark',
    menu: () => pickSections(localRoutes, ['ExternalLink', 'Level']),
  },
  {
    id: '4',
    roleNameKey: 'roleGuest',
    role: 'guest',
    status: 0,
    createTime: '2026-02-20T10:45:00.000Z',
    remarkKey: 'roleGuestRemark',
    // Empty until the local table lists the example pages.
    menu: () => pickPaths(localRoutes, ['/example/example-detail']),
  },
];

/** Stable ids: a route's position in the whole local table, so one route has one id in every role. */
const menuIds = new Map(flattenPaths(localRoutes).map((path, index) => [path, index + 1]));

export function toMenuEntries(routes: AppRouteRecord[], parentPath = ''): MenuEntry[] {
  return routes.map(({ children, ...route }) => {
    const fullPath = joinPath(parentPath || '/', route.path);
    const leaf = !children?.length;
    const permission = leaf ? [...CRUD_PERMISSIONS] : [];
    const entry: MenuEntry = {
      ...structuredClone(route),
      id: menuIds.get(fullPath) ?? 0,
      status: 1,
      permission,
      meta: leaf ? { ...route.meta, permission: [...permission] } : { ...route.meta },
    };
    if (children?.length) entry.children = toMenuEntries(children, fullPath);
    return entry;
  });
}

/** `/mock/role/list`: the server-mode route tree of a role name ('admin' sees everything). */
export function serverRoutesOfRole(roleName: string): AppRouteRecord[] {
  const routes = roleName === 'admin' ? localRoutes : pickSections(localRoutes, ['Dashboard', 'Level']);
  return withLeafPermissions(routes);
}

/** `/mock/role/list2`: the permitted paths of a role name, for front-end mode (seed §4). */
export function permittedPathsOfRole(roleName: string): string[] {
  return flattenPaths(serverRoutesOfRole(roleName));
}
