import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { currentPath, currentSearch, navigate } from '@/app/router/hash-location';
import { EMPTY_LIST_STATE, parseListState, serializeListState, type ListUrlState } from './list-url-state';

const subscribe = (callback: () => void) => {
  addEventListener('hashchange', callback);
  addEventListener('popstate', callback);
  return () => {
    removeEventListener('hashchange', callback);
    removeEventListener('popstate', callback);
  };
};

/**
 * What `select` reads from the hash query of *this* page. Pages of open tabs stay mounted while hidden
 * (PageCache), so the query another page writes must not reach this list: while the hash shows another
 * path, the last query seen here is kept. A caller re-renders only when what it selects changes
 * (compared with `Object.is`: select a string or a number, or keep `select` returning the same object).
 */
function usePageSearch<T>(path: string, select: (search: string) => T): T {
  const seen = useRef<string | null>(null);
  const read = useCallback(() => {
    if (seen.current === null || currentPath() === path) seen.current = currentSearch();
    return select(seen.current);
  }, [path, select]);
  return useSyncExternalStore(subscribe, read, () => select(''));
}

const asIs = (search: string) => search;

export type ListStateSetter = (next: ListUrlState, options?: { replace?: boolean }) => void;

/** The list's state in the hash query: every change is a history entry, so Back restores it. */
export function useUrlListState(): [ListUrlState, ListStateSetter] {
  const [path] = useLocation();
  const search = usePageSearch(path, asIs);
  const state = useMemo(() => parseListState(search), [search]);
  const set: ListStateSetter = useCallback(
    (next, options) => {
      const query = serializeListState(next);
      navigate(query ? `${path}?${query}` : path, { replace: options?.replace });
    },
    [path],
  );
  return [state, set];
}

/**
 * One filter value of the list's state in the hash query. Unlike `useUrlListState`, the caller is
 * drawn again only when that value changes, not on every search, page or sort (a page around a list
 * reads its mode this way, so its header is not redrawn with the rows).
 */
export function useUrlListFilter(name: string): string | undefined {
  const [path] = useLocation();
  const select = useCallback((search: string) => parseListState(search).filter[name], [name]);
  return usePageSearch(path, select);
}

/** The same state held by the component alone (stories, a list inside a dialog or a tab). */
export function useLocalListState(initial: Partial<ListUrlState> = {}): [ListUrlState, ListStateSetter] {
  const [state, setState] = useState<ListUrlState>({ ...EMPTY_LIST_STATE, ...initial });
  const set: ListStateSetter = useCallback((next) => setState(next), []);
  return [state, set];
}
