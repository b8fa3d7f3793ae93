import type { ViewLoader } from './types';

/** View names resolved by `../views.ts`: the shell's own pages (dashboards, demos, personal centre). */
export const shellViews = {
  'views/Redirect/Redirect': () => import('@/views/Redirect/Redirect'),
  'views/Dashboard/Analysis': () => import('@/views/Dashboard/Analysis'),
  'views/Dashboard/Workplace': () => import('@/views/Dashboard/Workplace'),
  'views/Components/Icon': () => import('@/views/Components/IconDemo'),
  'views/Components/IconPicker': () => import('@/views/Components/IconPickerDemo'),
  'views/Components/QRCode': () => import('@/views/Components/QRCodeDemo'),
  'views/Function/Test': () => import('@/views/Function/Test'),
  'views/Hooks/UseWatermark': () => import('@/views/Hooks/UseWatermark'),
  'views/Personal/PersonalCenter': () => import('@/views/Personal/PersonalCenter'),
  'views/Level/Menu111': () => import('@/views/Level/Menu111'),
  'views/Level/Menu12': () => import('@/views/Level/Menu12'),
  'views/Level/Menu2': () => import('@/views/Level/Menu2'),
  'views/Error/403': () => import('@/views/Error/Error403'),
  'views/Error/500': () => import('@/views/Error/Error500'),
} satisfies Record<string, ViewLoader>;
