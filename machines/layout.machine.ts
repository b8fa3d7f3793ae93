import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  initialContext,
  isMobileWidth,
  shadesOf,
  toDesktop,
  toMobile,
  type LayoutContext,
  type LayoutPersisted,
  type LayoutSettings,
  type ThemeColors,
} from './layout/settings';
import type { ComponentSize, LayoutKind, Locale } from './types';

export {
  MOBILE_BREAKPOINT,
  defaultSettings,
  defaultTheme,
  pickPersisted,
  type LayoutContext,
  type LayoutPersisted,
  type LayoutSettings,
  type MantineSize,
  type ThemeColors,
} from './layout/settings';

export interface LayoutInput {
  settings?: Partial<LayoutPersisted>;
  width?: number;
}

/** `layout` and `mobile` change only through their own events. */
export type LayoutPatch = Partial<Omit<LayoutSettings, 'layout' | 'mobile'>>;

export type LayoutEvent =
  | { type: 'layout.resize'; width: number }
  | { type: 'layout.set'; patch: LayoutPatch }
  | { type: 'layout.setLayout'; layout: LayoutKind }
  | { type: 'layout.setDark'; isDark: boolean }
  | { type: 'layout.setTheme'; patch: Partial<ThemeColors> }
  | { type: 'layout.setSize'; size: ComponentSize }
  | { type: 'layout.setLocale'; locale: Locale }
  | { type: 'layout.setPageLoading'; loading: boolean }
  | { type: 'layout.reset' };

export type LayoutEmitted = { type: 'layout.refused'; messageKey: 'layout.mobileRefused' };

function withoutModeKeys(
  patch: LayoutPatch & Partial<Pick<LayoutSettings, 'layout' | 'mobile'>>,
): LayoutPatch {
  const { layout: _layout, mobile: _mobile, ...rest } = patch;
  return rest;
}

export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput,
    emitted: {} as LayoutEmitted,
  },
  actions: {
    applyColorScheme: (_, _params: { isDark: boolean }) => {},
    applyLocale: (_, _params: { locale: Locale }) => {},
    applyGreyMode: (_, _params: { greyMode: boolean }) => {},
    enterMobile: assign(({ context }) => toMobile(context)),
    leaveMobile: assign(({ context }) => toDesktop(context)),
    refuseLayout: emit({ type: 'layout.refused', messageKey: 'layout.mobileRefused' } as const),
    assignLayout: assign((_, params: { layout: LayoutKind }) => ({
      layout: params.layout,
      desktopLayout: params.layout,
    })),
    mergeSettings: assign(({ context, event }) => {
      if (event.type !== 'layout.set') return {};
      const next = { ...context, ...withoutModeKeys(event.patch) };
      return { ...next, primaryShades: shadesOf(next) };
    }),
    resetSettings: assign(({ context }) => initialContext(undefined, context.mobile)),
    assignDark: assign(({ context }, params: { isDark: boolean }) => ({
      isDark: params.isDark,
      primaryShades: shadesOf({ theme: context.theme, isDark: params.isDark }),
    })),
    mergeTheme: assign(({ context }, params: { patch: Partial<ThemeColors> }) => {
      const theme = { ...context.theme, ...params.patch };
      return { theme, primaryShades: shadesOf({ theme, isDark: context.isDark }) };
    }),
    assignSize: assign((_, params: { size: ComponentSize }) => ({ currentSize: params.size })),
    assignLocale: assign((_, params: { locale: Locale }) => ({ language: params.locale })),
    assignPageLoading: assign((_, params: { loading: boolean }) => ({ pageLoading: params.loading })),
  },
  guards: {
    isMobile: ({ context }) => context.mobile,
    isMobileWidth: (_, params: { width: number }) => isMobileWidth(params.width),
    isDesktopWidth: (_, params: { width: number }) => !isMobileWidth(params.width),
    isClassic: (_, params: { layout: LayoutKind }) => params.layout === 'classic',
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) =>
    initialContext(input.settings, input.width !== undefined && isMobileWidth(input.width)),
  initial: 'starting',
  on: {
    'layout.set': {
      actions: [
        'mergeSettings',
        // the page shows what the patch changed, as setDark and setLocale do for theirs
        enqueueActions(({ context, event, enqueue }) => {
          if (event.type !== 'layout.set') return;
          const { greyMode, isDark, language } = event.patch;
          if (greyMode !== undefined)
            enqueue({ type: 'applyGreyMode', params: { greyMode: context.greyMode } });
          if (isDark !== undefined) enqueue({ type: 'applyColorScheme', params: { isDark: context.isDark } });
          if (language !== undefined) enqueue({ type: 'applyLocale', params: { locale: context.language } });
        }),
      ],
    },
    'layout.setDark': {
      actions: [
        { type: 'assignDark', params: ({ event }) => ({ isDark: event.isDark }) },
        { type: 'applyColorScheme', params: ({ context }) => ({ isDark: context.isDark }) },
      ],
    },
    'layout.setTheme': { actions: { type: 'mergeTheme', params: ({ event }) => ({ patch: event.patch }) } },
    'layout.setSize': { actions: { type: 'assignSize', params: ({ event }) => ({ size: event.size }) } },
    'layout.setLocale': {
      actions: [
        { type: 'assignLocale', params: ({ event }) => ({ locale: event.locale }) },
        { type: 'applyLocale', params: ({ context }) => ({ locale: context.language }) },
      ],
    },
    'layout.setPageLoading': {
      actions: { type: 'assignPageLoading', params: ({ event }) => ({ loading: event.loading }) },
    },
    'layout.reset': {
      actions: [
        'resetSettings',
        { type: 'applyColorScheme', params: ({ context }) => ({ isDark: context.isDark }) },
        { type: 'applyGreyMode', params: ({ context }) => ({ greyMode: context.greyMode }) },
        { type: 'applyLocale', params: ({ context }) => ({ locale: context.language }) },
      ],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'isMobile', target: 'mobile' }, { target: 'desktop' }],
    },
    desktop: {
      on: {
        'layout.resize': {
          guard: { type: 'isMobileWidth', params: ({ event }) => ({ width: event.width }) },
          target: 'mobile',
          actions: 'enterMobile',
        },
        'layout.setLayout': {
          actions: { type: 'assignLayout', params: ({ event }) => ({ layout: event.layout }) },
        },
      },
    },
    mobile: {
      on: {
        'layout.resize': {
          guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
          target: 'desktop',
          actions: 'leaveMobile',
        },
        'layout.setLayout': [
          {
            guard: { type: 'isClassic', params: ({ event }) => ({ layout: event.layout }) },
            actions: { type: 'assignLayout', params: { layout: 'classic' } },
          },
          { actions: 'refuseLayout' },
        ],
      },
    },
  },
});
