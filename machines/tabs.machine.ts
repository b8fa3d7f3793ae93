import { assign, setup } from 'xstate';
import { planClose, closesAny, type CloseKind } from './tabs/close-plan';
import { move, toTab } from './tabs/helpers';
import type { Tab, TabRoute } from './types';

export { cachedPaths, nextAfterClose, toTab, NO_NAME } from './tabs/helpers';
export { CLOSE_KINDS, closesAny, planClose, type CloseKind, type ClosePlan } from './tabs/close-plan';

export interface TabsContext {
  visited: Tab[];
  selected: string | undefined;
  signedIn: boolean;
  /** Bumped by `tabs.refresh`: the console keys the view with it so the view remounts. */
  refreshKeys: Record<string, number>;
  /**
   * Titles a page set before its tab existed (a page's first effect can run before the layout adds
   * the tab): applied when the tab is added, so the page need not wait for it.
   */
  pendingTitles: Record<string, string>;
}

export interface TabsInput {
  visited?: Tab[];
  selected?: string;
  signedIn?: boolean;
}

export type TabsPersisted = Pick<TabsContext, 'visited' | 'selected'>;

export type TabsEvent =
  | { type: 'tabs.add'; route: TabRoute }
  | { type: 'tabs.close'; path: string }
  | { type: 'tabs.closeAll' }
  | { type: 'tabs.closeOthers'; path: string }
  | { type: 'tabs.closeLeft'; path: string }
  | { type: 'tabs.closeRight'; path: string }
  | { type: 'tabs.update'; path: string; patch: Partial<Omit<Tab, 'path'>> }
  | { type: 'tabs.select'; path: string }
  | { type: 'tabs.setTitle'; path: string; title: string }
  | { type: 'tabs.refresh'; path: string }
  | { type: 'tabs.move'; from: number; to: number }
  | { type: 'tabs.initAffix'; tabs: TabRoute[] }
  | { type: 'tabs.signedIn' }
  | { type: 'tabs.clear' };

export function pickPersisted(context: TabsContext): TabsPersisted {
  return { visited: context.visited, selected: context.selected };
}

const indexOf = (visited: Tab[], path: string) => visited.findIndex((tab) => tab.path === path);

/** The event that asks for a `kind` close of `path` (close-all has no path). */
export function closeEvent(kind: CloseKind, path: string): TabsEvent {
  if (kind === 'closeAll') return { type: 'tabs.closeAll' };
  return { type: `tabs.${kind}`, path };
}

/** The close a close event asks for, or undefined for any other event. */
function closeRequestOf(event: TabsEvent): { kind: CloseKind; path?: string } | undefined {
  switch (event.type) {
    case 'tabs.closeAll':
      return { kind: 'closeAll' };
    case 'tabs.close':
    case 'tabs.closeLeft':
    case 'tabs.closeRight':
    case 'tabs.closeOthers':
      return { kind: event.type.slice('tabs.'.length) as CloseKind, path: event.path };
    default:
      return undefined;
  }
}

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput,
  },
  actions: {
    addTab: assign(({ context }, params: { route: TabRoute }) => {
      const { [params.route.path]: pendingTitle, ...pendingTitles } = context.pendingTitles;
      const route = toTab(params.route);
      const tab = pendingTitle === undefined ? route : { ...route, title: pendingTitle };
      const exists = indexOf(context.visited, tab.path) !== -1;
      const visited = exists
        ? context.visited.map((t) => (t.path === tab.path ? { ...t, fullPath: tab.fullPath } : t))
        : [...context.visited, tab];
      return { visited, selected: tab.path, pendingTitles };
    }),
    /** Applies the close plan of the close event, so the machine closes what the menu was told. */
    closeTabs: assign(({ context, event }) => {
      const request = closeRequestOf(event);
      if (request === undefined) return {};
      const { closing, visited, selected } = planClose(context, request.kind, request.path);
      const refreshKeys = Object.fromEntries(
        Object.entries(context.refreshKeys).filter(([path]) => !closing.includes(path)),
      );
      return { visited, selected, refreshKeys };
    }),
    updateTab: assign(({ context }, params: { path: string; patch: Partial<Omit<Tab, 'path'>> }) => ({
      visited: context.visited.map((tab) =>
        tab.path === params.path ? { ...tab, ...params.patch, path: tab.path } : tab,
      ),
    })),
    assignSelected: assign((_, params: { path: string }) => ({ selected: params.path })),
    assignTitle: assign(({ context }, params: { path: string; title: string }) => ({
      visited: context.visited.map((tab) =>
        tab.path === params.path ? { ...tab, title: params.title } : tab,
      ),
    })),
    keepPendingTitle: assign(({ context }, params: { path: string; title: string }) => ({
      pendingTitles: { ...context.pendingTitles, [params.path]: params.title },
    })),
    bumpRefreshKey: assign(({ context }, params: { path: string }) => ({
      refreshKeys: { ...context.refreshKeys, [params.path]: (context.refreshKeys[params.path] ?? 0) + 1 },
    })),
    moveTab: assign(({ context }, params: { from: number; to: number }) => ({
      visited: move(context.visited, params.from, params.to),
    })),
    pinAffixTabs: assign(({ context }, params: { tabs: TabRoute[] }) => {
      const affix = params.tabs.map((route) => toTab({ ...route, meta: { ...route.meta, affix: true } }));
      const pinned = new Set(affix.map((tab) => tab.path));
      // a tab already open stays where it is but becomes pinned
      const existing = context.visited.map((tab) =>
        pinned.has(tab.path) ? { ...tab, meta: { ...tab.meta, affix: true } } : tab,
      );
      const added = affix
        .filter((tab, i) => indexOf(context.visited, tab.path) === -1 && indexOf(affix, tab.path) === i)
        .map((tab) => {
          const title = context.pendingTitles[tab.path];
          return title === undefined ? tab : { ...tab, title };
        });
      // a title its page set before the tab existed is the tab's, as when a visit adds it
      const pendingTitles = Object.fromEntries(
        Object.entries(context.pendingTitles).filter(([path]) => indexOf(added, path) === -1),
      );
      return { visited: [...added, ...existing], pendingTitles };
    }),
    markSignedIn: assign({ signedIn: true }),
    clearTabs: assign({
      visited: [],
      selected: undefined,
      signedIn: false,
      refreshKeys: {},
      pendingTitles: {},
    }),
  },
  guards: {
    isTabbable: ({ event }) => event.type === 'tabs.add' && event.route.meta?.noTagsView !== true,
    hasTab: ({ context, event }) => 'path' in event && indexOf(context.visited, event.path) !== -1,
    /** The same plan the close actions apply: a close that would close nothing is refused. */
    hasTabsToClose: ({ context, event }) => {
      const request = closeRequestOf(event);
      return request !== undefined && closesAny(context, request.kind, request.path);
    },
    isValidMove: ({ context, event }) =>
      event.type === 'tabs.move' &&
      [event.from, event.to].every((i) => Number.isInteger(i) && i >= 0 && i < context.visited.length),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    visited: input.visited ?? [],
    selected: input.selected,
    signedIn: input.signedIn ?? false,
    refreshKeys: {},
    pendingTitles: {},
  }),
  on: {
    'tabs.add': {
      guard: 'isTabbable',
      actions: { type: 'addTab', params: ({ event }) => ({ route: event.route }) },
    },
    'tabs.close': { guard: 'hasTabsToClose', actions: 'closeTabs' },
    'tabs.closeAll': { guard: 'hasTabsToClose', actions: 'closeTabs' },
    'tabs.closeOthers': { guard: 'hasTabsToClose', actions: 'closeTabs' },
    'tabs.closeLeft': { guard: 'hasTabsToClose', actions: 'closeTabs' },
    'tabs.closeRight': { guard: 'hasTabsToClose', actions: 'closeTabs' },
    'tabs.update': {
      guard: 'hasTab',
      actions: { type: 'updateTab', params: ({ event }) => ({ path: event.path, patch: event.patch }) },
    },
    'tabs.select': {
      guard: 'hasTab',
      actions: { type: 'assignSelected', params: ({ event }) => ({ path: event.path }) },
    },
    'tabs.setTitle': [
      {
        guard: 'hasTab',
        actions: { type: 'assignTitle', params: ({ event }) => ({ path: event.path, title: event.title }) },
      },
      {
        actions: {
          type: 'keepPendingTitle',
          params: ({ event }) => ({ path: event.path, title: event.title }),
        },
      },
    ],
    'tabs.refresh': { actions: { type: 'bumpRefreshKey', params: ({ event }) => ({ path: event.path }) } },
    'tabs.move': {
      guard: 'isValidMove',
      actions: { type: 'moveTab', params: ({ event }) => ({ from: event.from, to: event.to }) },
    },
    'tabs.initAffix': { actions: { type: 'pinAffixTabs', params: ({ event }) => ({ tabs: event.tabs }) } },
    'tabs.signedIn': { actions: 'markSignedIn' },
    'tabs.clear': { actions: 'clearTabs' },
  },
});
