import { Activity, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Route, Router } from 'wouter';
import { compilePattern, matchRoute } from '@machines/routes/match';
import type { RouteEntry, Tab } from '@machines/types';
import { useTabs } from '@/app/actor-context';
import { LoadedView } from '@/app/loaded-view';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { useRouteEntries } from '@/app/router/use-route-entries';
import { dataAheadOf, warmRouteData } from '@/app/route-data-ahead';
import { resolveView } from '@/app/views';
import { PageErrorBoundary } from '@/components/ErrorPage/PageErrorBoundary';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { warmBusinessList } from '@/views/Business/shared/warm-list';

/**
 * Once the page shows (its code loaded), for a business account, has the lists' common code, the code
 * asking for list pages' first rows and the code of the list pages this session may open load while
 * the browser is idle (once a document: warm-list.ts).
 */
function Loaded() {
  const business = useBusinessRole() !== null;
  const entries = useRouteEntries();
  useEffect(() => {
    if (!business) return;
    const views = entries.flatMap((entry) => (entry.component ? [entry.component] : []));
    warmBusinessList(() => warmRouteData(views));
  }, [business, entries]);
  return null;
}

/**
 * One page under its own location: `useLocation`/`useParams` inside it answer for *its* path even while
 * hidden, and navigating from it moves the real (hash) location. A render error stays inside it.
 */
const Page = memo(function Page({ entry, path }: { entry: RouteEntry; path: string }) {
  const hook = useMemo(() => {
    const useStaticLocation = (): [string, typeof navigate] => [path, navigate];
    return useStaticLocation;
  }, [path]);
  const View = resolveView(entry.component);
  if (!View) return null;
  return (
    <Router hook={hook} searchHook={useHashSearch} parser={compilePattern}>
      <Route path={entry.path}>
        <PageErrorBoundary path={path}>
          <Suspense fallback={<PageLoader />}>
            {/* resolveView keeps one component per name, so its identity is stable */}
            <LoadedView view={View} fallback={<PageLoader />} until={dataAheadOf(path)}>
              <Loaded />
            </LoadedView>
          </Suspense>
        </PageErrorBoundary>
      </Route>
    </Router>
  );
});

interface PageCacheProps {
  entry: RouteEntry;
  path: string;
}

const isCached = (tab: Tab) => !tab.meta.noCache;

/** The window scrolls for every page: remember where each page was, and go back there on return. */
function useScrollPerPage(path: string) {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(path);
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous === path) return;
    shown.current = path;
    window.scrollTo(0, positions.current.get(path) ?? 0);
    return undefined;
  }, [path]);
  useEffect(() => {
    const remember = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
}

/**
 * Keeps the pages of open tabs alive (seed §2 tabs; `noCache` pages start fresh): each cached page
 * stays mounted inside a hidden <Activity>, so typed text, scroll and table state survive a visit
 * elsewhere. A tab's refresh key remounts its page.
 */
export function PageCache({ entry, path }: PageCacheProps) {
  const entries = useRouteEntries();
  const visited = useTabs((s) => s.context.visited);
  useScrollPerPage(path);
  const refreshKeys = useTabs((s) => s.context.refreshKeys);

  const pages = visited
    .filter((tab) => isCached(tab) && tab.path !== path)
    .map((tab) => ({ path: tab.path, entry: matchRoute(entries, tab.path)?.entry }))
    .filter((page): page is { path: string; entry: RouteEntry } => Boolean(page.entry?.component));
  pages.push({ path, entry });

  return pages.map((page) => (
    <Activity
      key={`${page.path}#${refreshKeys[page.path] ?? 0}`}
      mode={page.path === path ? 'visible' : 'hidden'}
    >
      <Page entry={page.entry} path={page.path} />
    </Activity>
  ));
}
