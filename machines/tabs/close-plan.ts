import type { Tab } from '../types';
import { isAffix, keepSelection, nextAfterClose } from './helpers';

/** The ways to close tabs, one per close event of the tabs machine. */
export type CloseKind = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';
export const CLOSE_KINDS: readonly CloseKind[] = [
  'close',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
];

/** What a close needs to know of the tabs machine's context. */
export interface ClosableTabs {
  visited: Tab[];
  selected: string | undefined;
  signedIn: boolean;
}

/** What a close would do: the paths it closes, the tabs left, and the tab selected after. */
export interface ClosePlan {
  closing: string[];
  visited: Tab[];
  selected: string | undefined;
}

const NOTHING = (tabs: ClosableTabs): ClosePlan => ({
  closing: [],
  visited: tabs.visited,
  selected: tabs.selected,
});

/** Which tabs a `kind` close (of `path`, where the kind has one) would close; pinned tabs never do. */
function closes(
  tabs: ClosableTabs,
  kind: CloseKind,
  path: string | undefined,
): (tab: Tab, index: number) => boolean {
  if (kind === 'closeAll') return (tab) => !tabs.signedIn || !isAffix(tab);
  const anchor = tabs.visited.findIndex((tab) => tab.path === path);
  if (anchor === -1) return () => false;
  const around = {
    close: (index: number) => index === anchor,
    closeLeft: (index: number) => index < anchor,
    closeRight: (index: number) => index > anchor,
    closeOthers: (index: number) => index !== anchor,
  }[kind];
  return (tab, index) => !isAffix(tab) && around(index);
}

/**
 * What closing `kind` would do (seed §2). Close-one selects the closed tab's right neighbour, else its
 * left one, when it closes the selected tab. Close-left, -right and -others keep a surviving selection,
 * else select `path`. Close-all keeps only pinned tabs when a user is signed in, otherwise it empties
 * the list, and keeps a surviving selection, else selects the last tab left.
 */
export function planClose(tabs: ClosableTabs, kind: CloseKind, path?: string): ClosePlan {
  const isClosed = closes(tabs, kind, path);
  const closing = tabs.visited.filter(isClosed).map((tab) => tab.path);
  if (closing.length === 0) return NOTHING(tabs);
  const visited = tabs.visited.filter((tab, index) => !isClosed(tab, index));
  const selected =
    kind === 'close'
      ? tabs.selected === path
        ? nextAfterClose(tabs.visited, closing[0])?.path
        : tabs.selected
      : keepSelection(visited, tabs.selected, kind === 'closeAll' ? undefined : path);
  return { closing, visited, selected };
}

/** Whether a `kind` close of `path` would close any tab: the tabs machine refuses one that would not. */
export const closesAny = (tabs: ClosableTabs, kind: CloseKind, path?: string): boolean =>
  planClose(tabs, kind, path).closing.length > 0;
