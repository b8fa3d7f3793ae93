import { useSyncExternalStore } from 'react';

/**
 * Hash history with the query inside the hash (`#/login?redirect=%2Fdashboard`), as hash routers
 * conventionally do. wouter's own hash hook keeps the query in `location.search`, outside the hash,
 * where it would outlive the route it belongs to.
 */

const subscribe = (callback: () => void) => {
  addEventListener('hashchange', callback);
  addEventListener('popstate', callback);
  return () => {
    removeEventListener('hashchange', callback);
    removeEventListener('popstate', callback);
  };
};

const hashBody = () => location.hash.replace(/^#/, '');

export const currentPath = () => {
  const path = hashBody().split('?')[0];
  return path.startsWith('/') ? path || '/' : `/${path}`;
};

export const currentSearch = () => hashBody().split('?')[1] ?? '';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export const navigate = (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === oldURL) return;
  history[replace ? 'replaceState' : 'pushState'](state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
};

/**
 * Replaces the address before anything has read it (the console's start, bootstrap.ts): no history
 * entry, and no `hashchange` for listeners that were not there to see the address it replaces.
 */
export const settleAddress = (to: string) => {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href !== location.href) history.replaceState(history.state, '', url.href);
};

export const useHashLocation = (): [string, (to: string, options?: NavigateOptions) => void] => [
  useSyncExternalStore(subscribe, currentPath, () => '/'),
  navigate,
];

export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '');

useHashLocation.hrefs = (href: string) => `#${href}`;
