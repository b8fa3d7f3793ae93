import type { LayoutSettings, ThemeColors } from '@machines/layout/settings';

/** Primary colours offered as swatches; any other comes from the picker. */
export const PRIMARY_PRESETS = [
  '#409eff',
  '#009688',
  '#536dfe',
  '#ff5c93',
  '#ee4f12',
  '#0096c7',
  '#9c27b0',
  '#ff9800',
];

/** Left-menu colour sets: background with text colours that read on it. */
export const MENU_PRESETS: Array<Partial<ThemeColors>> = [
  {
    leftMenuBgColor: '#001529',
    leftMenuBgLightColor: '#0f2438',
    leftMenuTextColor: '#bfcbd9',
    leftMenuTextActiveColor: '#fff',
    logoTitleTextColor: '#fff',
  },
  {
    leftMenuBgColor: '#ffffff',
    leftMenuBgLightColor: '#f5f7fa',
    leftMenuTextColor: '#333',
    leftMenuTextActiveColor: '#1f2937',
    logoTitleTextColor: '#1f2937',
  },
  {
    leftMenuBgColor: '#1d2b36',
    leftMenuBgLightColor: '#2a3b47',
    leftMenuTextColor: '#cbd5e1',
    leftMenuTextActiveColor: '#fff',
    logoTitleTextColor: '#fff',
  },
  {
    leftMenuBgColor: '#0f172a',
    leftMenuBgLightColor: '#1e293b',
    leftMenuTextColor: '#94a3b8',
    leftMenuTextActiveColor: '#fff',
    logoTitleTextColor: '#fff',
  },
  {
    leftMenuBgColor: '#3c1e5c',
    leftMenuBgLightColor: '#4a2a6e',
    leftMenuTextColor: '#d8c8ea',
    leftMenuTextActiveColor: '#fff',
    logoTitleTextColor: '#fff',
  },
];

/** The theme colours of seed §3 with a picker each. */
export const THEME_FIELDS = [
  'elColorPrimary',
  'leftMenuBgColor',
  'leftMenuBgActiveColor',
  'leftMenuTextColor',
  'leftMenuTextActiveColor',
  'logoTitleTextColor',
  'topHeaderBgColor',
  'topToolBorderColor',
] as const satisfies ReadonlyArray<keyof ThemeColors>;

/** The on/off settings of seed §3, in the drawer's order. */
export const SWITCHES = [
  'breadcrumb',
  'breadcrumbIcon',
  'collapse',
  'uniqueOpened',
  'hamburger',
  'screenfull',
  'size',
  'locale',
  'tagsView',
  'tagsViewIcon',
  'logo',
  'fixedHeader',
  'fixedMenu',
  'footer',
  'greyMode',
  'dynamicRouter',
  'serverDynamicRouter',
] as const satisfies ReadonlyArray<keyof LayoutSettings>;
