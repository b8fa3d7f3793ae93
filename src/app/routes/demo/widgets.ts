import type { AppRouteRecord } from '@machines/types';
import { page } from './page';

/** Smaller components (`/components/*`), function demos (`/function/*`) and hook demos (`/hooks/*`). */
export const widgetRoutes: AppRouteRecord[] = [
  page('count-to', 'CountTo', 'Components/CountTo', 'countTo'),
  page('infotip', 'Infotip', 'Components/Infotip', 'infotip'),
  page('input-password', 'InputPassword', 'Components/InputPassword', 'inputPassword'),
  page('waterfall', 'Waterfall', 'Components/Waterfall', 'waterfall'),
  page('image-cropping', 'ImageCropping', 'Components/ImageCropping', 'imageCropping'),
  page('avatars', 'Avatars', 'Components/Avatars', 'avatars'),
  page('i-agree', 'IAgree', 'Components/IAgree', 'iAgree'),
  page('tree', 'Tree', 'Components/Tree', 'tree'),
];

export const functionRoutes: AppRouteRecord[] = [
  page('multiple-tabs', 'MultipleTabs', 'Function/MultipleTabs', 'multipleTabs'),
  // one tab per id; the page titles its own tab (seed §2: hidden detail, the list stays lit)
  page('multiple-tabs-demo/:id', 'MultipleTabsDemo', 'Function/MultipleTabsDemo', 'multipleTabsDemo', {
    hidden: true,
    canTo: true,
    activeMenu: '/function/multiple-tabs',
  }),
  page('request', 'Request', 'Function/Request', 'request'),
];

export const hookRoutes: AppRouteRecord[] = [
  page('useTagsView', 'UseTagsView', 'Hooks/UseTagsView', 'useTagsView'),
  page('useClipboard', 'UseClipboard', 'Hooks/UseClipboard', 'useClipboard'),
  page('useNetwork', 'UseNetwork', 'Hooks/UseNetwork', 'useNetwork'),
];

/** Seed §2 `/guide/index`: a top-level entry whose one child collapses into it in the menu. */
export const guideRoutes: AppRouteRecord[] = [
  {
    path: '/guide',
    name: 'GuideDemo',
    component: '#',
    redirect: '/guide/index',
    meta: {},
    children: [page('index', 'Guide', 'Guide/Guide', 'guide', { icon: 'vi-help' })],
  },
];
