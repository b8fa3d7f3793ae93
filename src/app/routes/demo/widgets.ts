import type { AppRouteRecord } from '@machines/types';

/** Smaller components (`/components/*`), function demos (`/function/*`) and hook demos (`/hooks/*`). */
export const widgetRoutes: AppRouteRecord[] = [
  {
    path: 'count-to',
    name: 'CountTo',
    component: 'views/Components/CountTo',
    meta: { title: 'router.countTo' },
  },
  {
    path: 'infotip',
    name: 'Infotip',
    component: 'views/Components/Infotip',
    meta: { title: 'router.infotip' },
  },
  {
    path: 'input-password',
    name: 'InputPassword',
    component: 'views/Components/InputPassword',
    meta: { title: 'router.inputPassword' },
  },
  {
    path: 'waterfall',
    name: 'Waterfall',
    component: 'views/Components/Waterfall',
    meta: { title: 'router.waterfall' },
  },
  {
    path: 'image-cropping',
    name: 'ImageCropping',
    component: 'views/Components/ImageCropping',
    meta: { title: 'router.imageCropping' },
  },
  {
    path: 'avatars',
    name: 'Avatars',
    component: 'views/Components/Avatars',
    meta: { title: 'router.avatars' },
  },
  { path: 'i-agree', name: 'IAgree', component: 'views/Components/IAgree', meta: { title: 'router.iAgree' } },
  { path: 'tree', name: 'Tree', component: 'views/Components/Tree', meta: { title: 'router.tree' } },
];

export const functionRoutes: AppRouteRecord[] = [
  {
    path: 'multiple-tabs',
    name: 'MultipleTabs',
    component: 'views/Function/MultipleTabs',
    meta: { title: 'router.multipleTabs' },
  },
  {
    // one tab per id; the page titles its own tab (seed §2: hidden detail, the list stays lit)
    path: 'multiple-tabs-demo/:id',
    name: 'MultipleTabsDemo',
    component: 'views/Function/MultipleTabsDemo',
    meta: {
      title: 'router.multipleTabsDemo',
      hidden: true,
      canTo: true,
      activeMenu: '/function/multiple-tabs',
    },
  },
  {
    path: 'request',
    name: 'Request',
    component: 'views/Function/Request',
    meta: { title: 'router.request' },
  },
];

export const hookRoutes: AppRouteRecord[] = [
  {
    path: 'useTagsView',
    name: 'UseTagsView',
    component: 'views/Hooks/UseTagsView',
    meta: { title: 'router.useTagsView' },
  },
  {
    path: 'useClipboard',
    name: 'UseClipboard',
    component: 'views/Hooks/UseClipboard',
    meta: { title: 'router.useClipboard' },
  },
  {
    path: 'useNetwork',
    name: 'UseNetwork',
    component: 'views/Hooks/UseNetwork',
    meta: { title: 'router.useNetwork' },
  },
];

/** Seed §2 `/guide/index`: a top-level entry whose one child collapses into it in the menu. */
export const guideRoutes: AppRouteRecord[] = [
  {
    path: '/guide',
    name: 'GuideDemo',
    component: '#',
    redirect: '/guide/index',
    meta: {},
    children: [
      {
        path: 'index',
        name: 'Guide',
        component: 'views/Guide/Guide',
        meta: { title: 'router.guide', icon: 'vi-help' },
      },
    ],
  },
];
