import { nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';

/** How many page loaders are on screen: the bar runs while there is at least one. */
let loaders = 0;

/**
 * Runs the navigation bar (App.tsx) for as long as the calling page loader is on screen: from the first
 * loader's mount to the last one's unmount, whatever replaced it (the page, its error, another page).
 * The bar so means a page is loading, and nothing else: not an address change whose page is already
 * in (a list's filters in the query, a tab shown again, the browser's Back to a page in memory), which
 * would have started it with nothing to end it. A loader in a hidden page (a tab's <Activity>) runs no
 * effects, and so no bar.
 */
export function useNavigationBar(): void {
  useEffect(() => {
    loaders += 1;
    if (loaders === 1) nprogress.start();
    return () => {
      loaders -= 1;
      if (loaders === 0) nprogress.complete();
    };
  }, []);
}
