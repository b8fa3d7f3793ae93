import type { ViewLoader } from './types';

/** View names resolved by `../views.ts` (through `./console.ts`); each loader is its own lazy chunk. */
export const widgetViews = {
  'views/Components/CountTo': () => import('@/views/Components/CountToDemo'),
  'views/Components/Infotip': () => import('@/views/Components/InfotipDemo'),
  'views/Components/InputPassword': () => import('@/views/Components/InputPasswordDemo'),
  'views/Components/Waterfall': () => import('@/views/Components/WaterfallDemo'),
  'views/Components/ImageCropping': () => import('@/views/Components/ImageCroppingDemo'),
  'views/Components/Avatars': () => import('@/views/Components/AvatarsDemo'),
  'views/Components/IAgree': () => import('@/views/Components/IAgreeDemo'),
  'views/Components/Tree': () => import('@/views/Components/TreeDemo'),
  'views/Function/MultipleTabs': () => import('@/views/Function/MultipleTabs'),
  'views/Function/MultipleTabsDemo': () => import('@/views/Function/MultipleTabsDemo'),
  'views/Function/Request': () => import('@/views/Function/Request'),
  'views/Hooks/UseTagsView': () => import('@/views/Hooks/UseTagsView'),
  'views/Hooks/UseClipboard': () => import('@/views/Hooks/UseClipboard'),
  'views/Hooks/UseNetwork': () => import('@/views/Hooks/UseNetwork'),
  'views/Guide/Guide': () => import('@/views/Guide/Guide'),
} satisfies Record<string, ViewLoader>;
