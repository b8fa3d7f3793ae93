import { lazyView } from '@/app/lazy-view';

type MainLayoutModule = typeof import('@/layouts/MainLayout');

let mainLayout: Promise<MainLayoutModule> | undefined;

/**
 * The shell's code: not part of the sign-in page's. One load, shared by the router's render and the
 * warm-up while a sign-in is on its way; a failed one is tried anew.
 */
export function loadMainLayout(): Promise<MainLayoutModule> {
  if (!mainLayout) {
    mainLayout = import('@/layouts/MainLayout');
    mainLayout.catch(() => (mainLayout = undefined));
  }
  return mainLayout;
}

/**
 * The shell as the router renders it: drawn at once when `preload` (the warm-up, the boot at a page
 * inside it) brought its code in first (lazy-view.ts).
 */
export const MainLayoutView = lazyView(loadMainLayout, 'MainLayout');
