import { useEffect } from 'react';
import { matchRoute } from '@machines/routes/match';
import type { RouteEntry } from '@machines/types';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchRouteData } from '@/app/route-data-ahead';
import { preloadView } from '@/app/views';
import { currentPath, currentSearch } from './hash-location';

/** A link inside the console: `#/outbound/list?status=DRAFT`. */
const CONSOLE_LINK = 'a[href^="#/"]';
/**
 * How long the pointer rests on a link before its page loads: long enough that a pointer crossing the
 * menu on its way elsewhere loads nothing, short beside the time from there to a click.
 */
export const HOVER_INTENT_MS = 60;

/**
 * A page's code starts loading when the pointer rests on a link to it, or the keyboard's focus
 * reaches one, instead of when the link is clicked: the moment between the two is much of what a
 * page's files take to arrive. One listener on the document serves every link of the console (the
 * menus, the breadcrumb, a list's document numbers); each page is asked for once, and nothing is
 * rendered. The view's loader is the one its route renders with, so the click finds the code there or
 * on its way. Only a moving pointer counts: a page drawn under a resting one is no intent.
 *
 * A link followed without a pause on it (a tap, a script, Back, a typed address) starts the page's code
 * as the address changes, before the console renders the new address (the shell's part of that render
 * comes first, and took some 50 ms before the page's code was asked for); with `client`, the page's
 * first data too (view-loaders/route-data.ts), which a hovered link does not ask: only a page opened
 * makes requests.
 */
export function useLinkPreload(entries: RouteEntry[], client?: QueryClient): void {
  useEffect(() => {
    const asked = new Set<string>();
    const componentOf = (path: string) => matchRoute(entries, path)?.entry.component;
    const preloadPath = (path: string) => {
      if (asked.has(path)) return;
      asked.add(path);
      const component = componentOf(path);
      if (component) preloadView(component);
    };
    const preload = (link: Element) => preloadPath(link.getAttribute('href')!.slice(1).split(/[?#]/)[0]);
    // capturing, at the window: the first listener to hear of the new address, before the router's
    const onNavigate = () => {
      const path = currentPath();
      preloadPath(path);
      const component = componentOf(path);
      if (component && client) prefetchRouteData(component, client, path, currentSearch());
    };
    const linkOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest(CONSOLE_LINK) : null;

    let resting: Element | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (link === resting) return;
      clearTimeout(timer);
      resting = link;
      if (link) timer = setTimeout(() => preload(link), HOVER_INTENT_MS);
    };
    const onFocus = (event: FocusEvent) => {
      const link = linkOf(event.target);
      if (link) preload(link);
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('focusin', onFocus);
    window.addEventListener('hashchange', onNavigate, true);
    window.addEventListener('popstate', onNavigate, true);
    return () => {
      window.removeEventListener('hashchange', onNavigate, true);
      window.removeEventListener('popstate', onNavigate, true);
      clearTimeout(timer);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('focusin', onFocus);
    };
  }, [entries, client]);
}
