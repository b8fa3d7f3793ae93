import type { AppRouteRecord } from '../types';

/** Test data in the shape of the console's route table (machines/ may not import src/). */
export const constantRoutes: AppRouteRecord[] = [
  { path: '/', name: 'Root', redirect: '/dashboard/workplace', meta: { hidden: true } },
  {
    path: '/redirect',
    name: 'RedirectWrap',
    component: '#',
    meta: { hidden: true, noTagsView: true },
    children: [{ path: ':path*', name: 'Redirect', component: 'views/Redirect/Redirect', meta: {} }],
  },
  { path: '/login', name: 'Login', component: 'views/Login/Login', meta: { hidden: true, noTagsView: true } },
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
        meta: { hidden: true, canTo: true, title: 'router.personalCenter' },
      },
    ],
  },
  { path: '/404', name: 'NoFind', component: 'views/Error/404', meta: { hidden: true, title: '404' } },
];

export const localRoutes: AppRouteRecord[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    component: '#',
    redirect: '/dashboard/workplace',
    meta: { title: 'router.dashboard', alwaysShow: true },
    children: [
      {
        path: 'workplace',
        name: 'Workplace',
        component: 'views/Dashboard/Workplace',
        meta: { title: 'router.workplace', affix: true, noCache: true },
      },
      {
        path: 'analysis',
        name: 'Analysis',
        component: 'views/Dashboard/Analysis',
        meta: { title: 'router.analysis' },
      },
    ],
  },
  {
    path: '/external-link',
    name: 'ExternalLink',
    component: '#',
    meta: {},
    children: [
      { path: 'https://example.com/docs', name: 'DocumentLink', meta: { title: 'router.document' } },
    ],
  },
  {
    path: '/level',
    name: 'Level',
    component: '#',
    redirect: '/level/menu1/menu1-1/menu1-1-1',
    meta: { title: 'router.level' },
    children: [
      {
        path: 'menu1',
        name: 'Menu1',
        component: '##',
        meta: { title: 'router.menu1' },
        children: [
          {
            path: 'menu1-1',
            name: 'Menu11',
            component: '##',
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
  {
    path: '/example',
    name: 'Example',
    component: '#',
    meta: { title: 'router.example', alwaysShow: true },
    children: [
      {
        path: 'example-page',
        name: 'ExamplePage',
        component: 'views/Example/Page',
        meta: { title: 'router.examplePage' },
      },
      {
        path: 'example-add',
        name: 'ExampleAdd',
        component: 'views/Example/Add',
        meta: {
          title: 'router.exampleAdd',
          hidden: true,
          canTo: true,
          noTagsView: true,
          noCache: true,
          activeMenu: '/example/example-page',
          followRoute: '/example/example-page',
        },
      },
    ],
  },
];

export const knownViews = [
  'views/Redirect/Redirect',
  'views/Login/Login',
  'views/Personal/PersonalCenter',
  'views/Error/404',
  'views/Dashboard/Workplace',
  'views/Dashboard/Analysis',
  'views/Level/Menu111',
  'views/Level/Menu12',
  'views/Level/Menu2',
  'views/Example/Page',
  'views/Example/Add',
  'views/Inbound/InboundList',
];

/** A server menu tree with a business route and one view the console does not have. */
export const serverRoutes: AppRouteRecord[] = [
  {
    path: '/inbound',
    name: 'Inbound',
    component: '#',
    redirect: '/inbound/list',
    meta: { title: 'router.inbound' },
    children: [
      {
        path: 'list',
        name: 'InboundList',
        component: 'views/Inbound/InboundList',
        meta: { title: 'router.inboundList', affix: true },
      },
      { path: 'ghost', name: 'Ghost', component: 'views/Inbound/Ghost', meta: { title: 'router.ghost' } },
    ],
  },
];
