import { useEffect } from 'react';
import { matchRoute } from '@machines/routes/match';
import type { RouteEntry } from '@machines/types';
import { preloadView } from '@/app/views';

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
 */
export function useLinkPreload(entries: RouteEntry[]): void {
  useEffect(() => {
    const asked = new Set<string>();
    const preload = (link: Element) => {
      const path = link.getAttribute('href')!.slice(1).split(/[?#]/)[0];
      if (asked.has(path)) return;
      asked.add(path);
      const component = matchRoute(entries, path)?.entry.component;
      if (component) preloadView(component);
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
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('focusin', onFocus);
    };
  }, [entries]);
}
