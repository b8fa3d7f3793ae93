import type { Tab, TabRoute } from '../types';

export const NO_NAME = 'no-name';

export function toTab(route: TabRoute): Tab {
  const meta = route.meta ?? {};
  const { title, icon, noTagsView, noCache, affix } = meta;
  const picked: Tab['meta'] = Object.fromEntries(
    Object.entries({ title, icon, noTagsView, noCache, affix }).filter(([, v]) => v !== undefined),
  );
  return {
    path: route.path,
    fullPath: route.fullPath ?? route.path,
    name: route.name,
    title: title ?? NO_NAME,
    meta: picked,
  };
}

export const isAffix = (tab: Tab) => tab.meta.affix === true;

/** The tab to select once `path` is closed: its right neighbour, else its left one. */
export function nextAfterClose(visited: Tab[], path: string): Tab | undefined {
  const index = visited.findIndex((tab) => tab.path === path);
  if (index === -1) return undefined;
  return visited[index + 1] ?? visited[index - 1];
}

/** Keeps the selection when it survives, else falls back to `fallback` or the last tab left. */
export function keepSelection(remaining: Tab[], selected: string | undefined, fallback?: string) {
  if (selected !== undefined && remaining.some((tab) => tab.path === selected)) return selected;
  if (fallback !== undefined && remaining.some((tab) => tab.path === fallback)) return fallback;
  return remaining.at(-1)?.path;
}

/** Paths of the views to keep alive: visited tabs not marked noCache. */
export function cachedPaths(context: { visited: Tab[] }): string[] {
  return context.visited.filter((tab) => tab.meta.noCache !== true).map((tab) => tab.path);
}

export function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
