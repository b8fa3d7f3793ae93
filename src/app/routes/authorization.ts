import type { AppRouteRecord } from '@machines/types';

const CRUD = ['add', 'edit', 'delete'];

/** Seed §2 `/authorization/*`: department, user, menu and role management. */
export const authorizationRoutes: AppRouteRecord[] = [
  {
    path: '/authorization',
    name: 'Authorization',
    component: '#',
    redirect: '/authorization/user',
    meta: { title: 'router.authorization', icon: 'vi-shield-lock', alwaysShow: true },
    children: [
      {
        path: 'department',
        name: 'Department',
        component: 'views/Authorization/Department/Department',
        meta: { title: 'router.department', icon: 'vi-building-warehouse', permission: CRUD },
      },
      {
        path: 'user',
        name: 'User',
        component: 'views/Authorization/User/User',
        meta: { title: 'router.user', icon: 'vi-users', permission: CRUD },
      },
      {
        path: 'menu',
        name: 'Menu',
        component: 'views/Authorization/Menu/Menu',
        meta: { title: 'router.menuManagement', icon: 'vi-menu', permission: CRUD },
      },
      {
        path: 'role',
        name: 'Role',
        component: 'views/Authorization/Role/Role',
        meta: { title: 'router.role', icon: 'vi-key', permission: CRUD },
      },
    ],
  },
];
