import { createElement, Suspense, use, useEffect, type ReactNode } from 'react';
import { useTolgee, useTranslate } from '@tolgee/react';
import { Route } from 'wouter';
import { useRoutesState, useSession } from '@/app/actor-context';
import { lazyView } from '@/app/lazy-view';
import { resolveView } from '@/app/views';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { loadConsoleMessages } from '@/i18n/tolgee';
import { routeDecision, settledAddress } from './guard';
import { navigate, useHashLocation, useHashSearch } from './hash-location';
import { MainLayoutView as MainLayout } from './shell-chunk';
import { useRouteEntries } from './use-route-entries';

const LockScreen = lazyView(async () => ({ default: (await import('@/layouts/LockScreen')).LockScreen }));

/**
 * Renders the console once every area's messages are in (the sign-in page loads only its own); when
 * they are already in (loaded while signing in), at once rather than suspending for a settled promise.
 */
function ConsoleMessages({ children }: { children: ReactNode }) {
  use(loadConsoleMessages(useTolgee()));
  return children;
}

export function AppRoutes() {
  const { t } = useTranslate();
  const [path] = useHashLocation();
  const search = useHashSearch();
  const signedIn = useSession((s) => s.matches('signedIn'));
  const routesReady = useRoutesState((s) => s.context.isAddRouters);
  const locked = useSession((s) => s.matches('signedIn') && s.context.locked);
  const entries = useRouteEntries();
  // (the address the console opened at was settled before the first render: bootstrap.ts)
  const input = { path, search, signedIn, routesReady };
  const { decision, entry } = routeDecision(entries, input);
  // where the redirects lead, all of them in one address change (a sign-in: /login → / → home), not
  // one render and one address change a hop
  const target = decision.kind === 'redirect' ? settledAddress(entries, input) : undefined;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);

  const title = entry?.meta.title ? t(entry.meta.title) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${t('app.name')}` : t('app.name');
  }, [title, t]);

  if (decision.kind !== 'render' || !entry) return <PageLoader fullScreen />;

  if (locked && entry.inLayout) {
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <ConsoleMessages>
          <LockScreen />
        </ConsoleMessages>
      </Suspense>
    );
  }
  if (entry.inLayout) {
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <ConsoleMessages>
          <MainLayout entry={entry} path={path} />
        </ConsoleMessages>
      </Suspense>
    );
  }
  // pages outside the shell (sign-in, 404, access flows)
  const View = resolveView(entry.component);
  if (!View) return <PageLoader fullScreen />;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Route path={entry.path}>
        {/* resolveView keeps one component per name, so its identity is stable */}
        {createElement(View)}
      </Route>
    </Suspense>
  );
}
