import { DEFAULT_PRIMARY, primaryShades } from '../lib/colors';
import type { ComponentSize, LayoutKind, Locale } from '../types';

export const MOBILE_BREAKPOINT = 768;

/** Mantine size names for each component size of seed §9. */
export type MantineSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface ThemeColors {
  elColorPrimary: string;
  leftMenuBorderColor: string;
  leftMenuBgColor: string;
  leftMenuBgLightColor: string;
  leftMenuBgActiveColor: string;
  leftMenuCollapseBgActiveColor: string;
  leftMenuTextColor: string;
  leftMenuTextActiveColor: string;
  logoTitleTextColor: string;
  logoBorderColor: string;
  topHeaderBgColor: string;
  topHeaderTextColor: string;
  topHeaderHoverColor: string;
  topToolBorderColor: string;
}

/** The application settings of seed §3. The booleans named after a control show it in the header. */
export interface LayoutSettings {
  sizeMap: Record<ComponentSize, MantineSize>;
  mobile: boolean;
  title: string;
  pageLoading: boolean;
  breadcrumb: boolean;
  breadcrumbIcon: boolean;
  collapse: boolean;
  uniqueOpened: boolean;
  hamburger: boolean;
  screenfull: boolean;
  size: boolean;
  locale: boolean;
  tagsView: boolean;
  tagsViewIcon: boolean;
  logo: boolean;
  fixedHeader: boolean;
  footer: boolean;
  greyMode: boolean;
  dynamicRouter: boolean;
  serverDynamicRouter: boolean;
  fixedMenu: boolean;
  layout: LayoutKind;
  isDark: boolean;
  currentSize: ComponentSize;
  language: Locale;
  theme: ThemeColors;
}

export interface LayoutContext extends LayoutSettings {
  /** The layout to restore when leaving mobile mode. */
  desktopLayout: LayoutKind;
  /** Ten shades of the primary colour, index 6 being the colour itself. */
  primaryShades: string[];
}

export type LayoutPersisted = Omit<LayoutContext, 'mobile' | 'pageLoading'>;

export const defaultTheme: ThemeColors = {
  elColorPrimary: DEFAULT_PRIMARY,
  leftMenuBorderColor: 'inherit',
  leftMenuBgColor: '#001529',
  leftMenuBgLightColor: '#0f2438',
  leftMenuBgActiveColor: 'var(--mantine-primary-color-filled)',
  leftMenuCollapseBgActiveColor: 'var(--mantine-primary-color-filled)',
  leftMenuTextColor: '#bfcbd9',
  leftMenuTextActiveColor: '#fff',
  logoTitleTextColor: '#fff',
  logoBorderColor: 'inherit',
  topHeaderBgColor: '#fff',
  topHeaderTextColor: 'inherit',
  topHeaderHoverColor: '#f6f6f6',
  topToolBorderColor: '#eee',
};

export const defaultSettings: LayoutSettings = {
  sizeMap: { default: 'md', large: 'lg', small: 'sm' },
  mobile: false,
  title: 'Outpost',
  pageLoading: false,
  breadcrumb: true,
  breadcrumbIcon: true,
  collapse: false,
  uniqueOpened: true,
  hamburger: true,
  screenfull: true,
  size: true,
  locale: true,
  tagsView: true,
  tagsViewIcon: true,
  logo: true,
  fixedHeader: true,
  footer: true,
  greyMode: false,
  dynamicRouter: true,
  serverDynamicRouter: true,
  fixedMenu: false,
  layout: 'classic',
  isDark: false,
  currentSize: 'default',
  language: 'zh-CN',
  theme: defaultTheme,
};

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

export const shadesOf = (settings: Pick<LayoutSettings, 'theme' | 'isDark'>) =>
  primaryShades(settings.theme.elColorPrimary, settings.isDark);

/** Mobile mode collapses the menu and forces the classic layout, remembering the desktop one. */
export function toMobile(context: LayoutContext): LayoutContext {
  return {
    ...context,
    mobile: true,
    collapse: true,
    desktopLayout: context.mobile ? context.desktopLayout : context.layout,
    layout: 'classic',
  };
}

export function toDesktop(context: LayoutContext): LayoutContext {
  return { ...context, mobile: false, collapse: false, layout: context.desktopLayout };
}

/** Builds the context from restored settings; `mobile` decides the mode, not the stored flag. */
export function initialContext(
  settings: Partial<LayoutPersisted> | undefined,
  mobile: boolean,
): LayoutContext {
  const merged: LayoutSettings = {
    ...defaultSettings,
    ...settings,
    sizeMap: { ...defaultSettings.sizeMap, ...settings?.sizeMap },
    theme: { ...defaultTheme, ...settings?.theme },
    mobile: false,
    pageLoading: false,
  };
  // a layout stored while on mobile is 'classic'; the remembered desktop one is the real choice
  const desktopLayout = settings?.desktopLayout ?? merged.layout;
  const desktop: LayoutContext = {
    ...merged,
    layout: desktopLayout,
    desktopLayout,
    primaryShades: shadesOf(merged),
  };
  return mobile ? toMobile(desktop) : desktop;
}

export function pickPersisted(context: LayoutContext): LayoutPersisted {
  const { mobile: _mobile, pageLoading: _pageLoading, ...persisted } = context;
  return persisted;
}
