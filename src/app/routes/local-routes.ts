import type { AppRouteRecord } from '@machines/types';
import { authorizationRoutes } from './authorization';
import { exampleRoutes } from './demo/example';
import { formTableHookRoutes, formTableRoutes, movedFormTableRoutes } from './demo/form-table';
import { iconRoutes, permissionRoutes, watermarkRoutes } from './demo/first';
import { richRoutes } from './demo/rich';
import { functionRoutes, guideRoutes, hookRoutes, widgetRoutes } from './demo/widgets';

/**
 * The console's local route table, in the server's route shape (seed §2): `component` '#' is the main
 * layout, '##' a pass-through parent, anything else a view name of `src/app/views.ts`.
 *
 * Pure data (no React): the routes machine filters it in front-end mode and uses it whole in static
 * mode, and the mock back-end serves it as the demo part of `Permission/GetMenus`, so the two cannot
 * drift apart. A route is listed here once its view exists.
 */

/** Routes that exist whatever the session (seed §2 "always-available"). */
export const constantRoutes: AppRouteRecord[] = [
  { path: '/', name: 'Root', redirect: '/dashboard/workplace', meta: { hidden: true } },
  {
    path: '/redirect',
    name: 'RedirectWrap',
    component: '#',
    meta: { hidden: true, noTagsView: true },
    children: [{ path: ':path*', name: 'Redirect', component: 'views/Redirect/Redirect', meta: {} }],
  },
  {
    path: '/login',
    name: 'Login',
    component: 'views/Login/Login',
    meta: { hidden: true, title: 'router.login', noTagsView: true },
  },
  {
    path: '/register',
    name: 'Register',
    component: 'views/Access/Register',
    meta: { hidden: true, title: 'access.title.register', noTagsView: true },
  },
  {
    path: '/active-account',
    name: 'ActiveAccount',
    component: 'views/Access/ActiveAccount',
    meta: { hidden: true, title: 'router.activeAccount', noTagsView: true },
  },
  {
    path: '/reset-password',
    name: 'ResetPassword',
    component: 'views/Access/ResetPassword',
    meta: { hidden: true, title: 'router.resetPassword', noTagsView: true },
  },
  {
    path: '/accept-invitation',
    name: 'AcceptInvitation',
    component: 'views/Access/AcceptInvitation',
    meta: { hidden: true, title: 'router.acceptInvitation', noTagsView: true },
  },
  {
    path: '/forget-password',
    name: 'ForgetPassword',
    component: 'views/Access/ForgetPassword',
    meta: { hidden: true, title: 'router.forgetPassword', noTagsView: true },
  },
  {
    path: '/personal',
    name: 'Personal',
    component: '#',
    redirect: '/personal/personal-center',
    meta: { hidden: true, canTo: true },
    children: [
      {
        path: 'personal-center',
        name: 'PersonalCenter',
        component: 'views/Personal/PersonalCenter',
        meta: { hidden: true, canTo: true, title: 'router.personalCenter', icon: 'vi-user' },
      },
    ],
  },
  {
    path: '/404',
    name: 'NoFind',
    component: 'views/Error/404',
    meta: { hidden: true, title: '404', noTagsView: true },
  },
  ...movedFormTableRoutes,
];

/** Route names kept when routes are reset (seed §2). */
export const keptRouteNames = [
  'Redirect',
  'RedirectWrap',
  'Login',
  'ActiveAccount',
  'ResetPassword',
  'AcceptInvitation',
  'ForgetPassword',
  'NoFind',
  'Root',
] as const;

/** Pages that need no sign-in and no redirect handling (seed §9, and registration). */
export const noRedirectPaths = [
  '/login',
  '/register',
  '/active-account',
  '/reset-password',
  '/accept-invitation',
  '/forget-password',
];

/** The demo routes (seed §2 "local demo routes"), in the order of the menu. */
export const localRoutes: AppRouteRecord[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    component: '#',
    redirect: '/dashboard/workplace',
    meta: { title: 'router.dashboard', icon: 'vi-dashboard', alwaysShow: true },
    children: [
      {
        path: 'analysis',
        name: 'Analysis',
        component: 'views/Dashboard/Analysis',
        meta: { title: 'router.analysis', icon: 'vi-chart-line' },
      },
      {
        path: 'workplace',
        name: 'Workplace',
        component: 'views/Dashboard/Workplace',
        meta: { title: 'router.workplace', icon: 'vi-briefcase', affix: true, noCache: true },
      },
    ],
  },
  ...guideRoutes,
  {
    path: '/components',
    name: 'Components',
    component: '#',
    redirect: '/components/icon',
    meta: { title: 'router.component', icon: 'vi-components', alwaysShow: true },
    children: [...iconRoutes, ...formTableRoutes, ...richRoutes, ...widgetRoutes],
  },
  {
    path: '/function',
    name: 'Function',
    component: '#',
    redirect: '/function/test',
    meta: { title: 'router.function', icon: 'vi-math-function', alwaysShow: true },
    children: [...permissionRoutes, ...functionRoutes],
  },
  {
    path: '/hooks',
    name: 'Hooks',
    component: '#',
    redirect: '/hooks/useWatermark',
    meta: { title: 'router.hooks', icon: 'vi-anchor', alwaysShow: true },
    children: [...watermarkRoutes, ...formTableHookRoutes, ...hookRoutes],
  },
  {
    path: '/external-link',
    name: 'ExternalLink',
    component: '#',
    meta: {},
    children: [
      {
        path: 'https://github.com/outpost-console/outpost#readme',
        name: 'DocumentLink',
        meta: { title: 'router.document', icon: 'vi-book' },
      },
    ],
  },
  {
    path: '/level',
    name: 'Level',
    component: '#',
    redirect: '/level/menu1/menu1-1/menu1-1-1',
    meta: { title: 'router.level', icon: 'vi-list-tree' },
    children: [
      {
        path: 'menu1',
        name: 'Menu1',
        component: '##',
        redirect: '/level/menu1/menu1-1/menu1-1-1',
        meta: { title: 'router.menu1' },
        children: [
          {
            path: 'menu1-1',
            name: 'Menu11',
            component: '##',
            redirect: '/level/menu1/menu1-1/menu1-1-1',
            meta: { title: 'router.menu11', alwaysShow: true },
            children: [
              {
                path: 'menu1-1-1',
                name: 'Menu111',
                component: 'views/Level/Menu111',
                meta: { title: 'router.menu111' },
              },
            ],
          },
          {
            path: 'menu1-2',
            name: 'Menu12',
            component: 'views/Level/Menu12',
            meta: { title: 'router.menu12' },
          },
        ],
      },
      { path: 'menu2', name: 'Menu2', component: 'views/Level/Menu2', meta: { title: 'router.menu2' } },
    ],
  },
  ...exampleRoutes,
  {
    path: '/error',
    name: 'Error',
    component: '#',
    redirect: '/error/404-demo',
    meta: { title: 'router.errorPage', icon: 'vi-alert-triangle', alwaysShow: true },
    children: [
      { path: '404-demo', name: 'NoFindDemo', component: 'views/Error/404', meta: { title: '404' } },
      { path: '403-demo', name: 'NoPermission', component: 'views/Error/403', meta: { title: '403' } },
      { path: '500-demo', name: 'Error500', component: 'views/Error/500', meta: { title: '500' } },
    ],
  },
  ...authorizationRoutes,
];
