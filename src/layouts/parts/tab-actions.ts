import type { Tab } from '@machines/types';

export type TabAction = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';
export const TAB_ACTIONS: TabAction[] = [
  'refresh',
  'close',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
];

const closable = (tab: Tab) => !tab.meta.affix;

/** Which actions would change anything for `path` (the menu disables the rest). */
export function availableActions(visited: Tab[], path: string): Record<TabAction, boolean> {
  const index = visited.findIndex((tab) => tab.path === path);
  const tab = visited[index];
  return {
    refresh: Boolean(tab),
    close: Boolean(tab && closable(tab)),
    closeLeft: visited.slice(0, Math.max(index, 0)).some(closable),
    closeRight: index >= 0 && visited.slice(index + 1).some(closable),
    closeOthers: visited.some((other) => other.path !== path && closable(other)),
    closeAll: visited.some(closable),
  };
}

/** Where to go when the current tab disappears: its right neighbour, else its left one, else home. */
export function pathAfterClosing(visited: Tab[], closing: string[], current: string): string | null {
  if (!closing.includes(current)) return null;
  const index = visited.findIndex((tab) => tab.path === current);
  const survivors = (from: Tab[]) => from.filter((tab) => !closing.includes(tab.path));
  const right = survivors(visited.slice(index + 1))[0];
  const left = survivors(visited.slice(0, index)).at(-1);
  return (right ?? left)?.fullPath ?? '/';
}

/** The tabs an action removes. */
export function tabsClosedBy(action: TabAction, visited: Tab[], path: string): string[] {
  const index = visited.findIndex((tab) => tab.path === path);
  const pick = (tabs: Tab[]) => tabs.filter(closable).map((tab) => tab.path);
  switch (action) {
    case 'close':
      return pick(visited.filter((tab) => tab.path === path));
    case 'closeLeft':
      return pick(visited.slice(0, Math.max(index, 0)));
    case 'closeRight':
      return index < 0 ? [] : pick(visited.slice(index + 1));
    case 'closeOthers':
      return pick(visited.filter((tab) => tab.path !== path));
    case 'closeAll':
      return pick(visited);
    default:
      return [];
  }
}
