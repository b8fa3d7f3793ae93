import { assign, setup } from 'xstate';
import { isAffix, keepSelection, move, nextAfterClose, toTab } from './tabs/helpers';
import type { Tab, TabRoute } from './types';

export { cachedPaths, nextAfterClose, toTab, NO_NAME } from './tabs/helpers';

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

/** Closes the non-affix tabs for which `closes(index)` holds, selecting `path` if the selection went. */
function closeAround(context: TabsContext, path: string, closes: (index: number, anchor: number) => boolean) {
  const anchor = indexOf(context.visited, path);
  const visited = context.visited.filter((tab, index) => isAffix(tab) || !closes(index, anchor));
  return { visited, selected: keepSelection(visited, context.selected, path) };
}

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput,
  },
  guards: {
    isTabbable: ({ event }) => event.type === 'tabs.add' && event.route.meta?.noTagsView !== true,
    hasTab: ({ context, event }) => 'path' in event && indexOf(context.visited, event.path) !== -1,
    isClosable: ({ context, event }) => {
      if (event.type !== 'tabs.close') return false;
      const tab = context.visited.find((t) => t.path === event.path);
      return tab !== undefined && !isAffix(tab);
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
      actions: assign(({ context, event }) => {
        const { [event.route.path]: pendingTitle, ...pendingTitles } = context.pendingTitles;
        const route = toTab(event.route);
        const tab = pendingTitle === undefined ? route : { ...route, title: pendingTitle };
        const exists = indexOf(context.visited, tab.path) !== -1;
        const visited = exists
          ? context.visited.map((t) => (t.path === tab.path ? { ...t, fullPath: tab.fullPath } : t))
          : [...context.visited, tab];
        return { visited, selected: tab.path, pendingTitles };
      }),
    },
    'tabs.close': {
      guard: 'isClosable',
      actions: assign(({ context, event }) => {
        const { [event.path]: _dropped, ...refreshKeys } = context.refreshKeys;
        return {
          visited: context.visited.filter((tab) => tab.path !== event.path),
          selected:
            context.selected === event.path
              ? nextAfterClose(context.visited, event.path)?.path
              : context.selected,
          refreshKeys,
        };
      }),
    },
    'tabs.closeAll': {
      actions: assign(({ context }) => {
        const visited = context.signedIn ? context.visited.filter(isAffix) : [];
        return { visited, selected: keepSelection(visited, context.selected) };
      }),
    },
    'tabs.closeOthers': {
      guard: 'hasTab',
      actions: assign(({ context, event }) => closeAround(context, event.path, (i, anchor) => i !== anchor)),
    },
    'tabs.closeLeft': {
      guard: 'hasTab',
      actions: assign(({ context, event }) => closeAround(context, event.path, (i, anchor) => i < anchor)),
    },
    'tabs.closeRight': {
      guard: 'hasTab',
      actions: assign(({ context, event }) => closeAround(context, event.path, (i, anchor) => i > anchor)),
    },
    'tabs.update': {
      guard: 'hasTab',
      actions: assign({
        visited: ({ context, event }) =>
          context.visited.map((tab) =>
            tab.path === event.path ? { ...tab, ...event.patch, path: tab.path } : tab,
          ),
      }),
    },
    'tabs.select': { guard: 'hasTab', actions: assign({ selected: ({ event }) => event.path }) },
    'tabs.setTitle': [
      {
        guard: 'hasTab',
        actions: assign({
          visited: ({ context, event }) =>
            context.visited.map((tab) => (tab.path === event.path ? { ...tab, title: event.title } : tab)),
        }),
      },
      {
        actions: assign({
          pendingTitles: ({ context, event }) => ({ ...context.pendingTitles, [event.path]: event.title }),
        }),
      },
    ],
    'tabs.refresh': {
      actions: assign({
        refreshKeys: ({ context, event }) => ({
          ...context.refreshKeys,
          [event.path]: (context.refreshKeys[event.path] ?? 0) + 1,
        }),
      }),
    },
    'tabs.move': {
      guard: 'isValidMove',
      actions: assign({ visited: ({ context, event }) => move(context.visited, event.from, event.to) }),
    },
    'tabs.initAffix': {
      actions: assign({
        visited: ({ context, event }) => {
          const affix = event.tabs.map((route) => toTab({ ...route, meta: { ...route.meta, affix: true } }));
          const pinned = new Set(affix.map((tab) => tab.path));
          // a tab already open stays where it is but becomes pinned
          const existing = context.visited.map((tab) =>
            pinned.has(tab.path) ? { ...tab, meta: { ...tab.meta, affix: true } } : tab,
          );
          const added = affix.filter(
            (tab, i) => indexOf(context.visited, tab.path) === -1 && indexOf(affix, tab.path) === i,
          );
          return [...added, ...existing];
        },
      }),
    },
    'tabs.signedIn': { actions: assign({ signedIn: true }) },
    'tabs.clear': {
      actions: assign({
        visited: [],
        selected: undefined,
        signedIn: false,
        refreshKeys: {},
        pendingTitles: {},
      }),
    },
  },
});
