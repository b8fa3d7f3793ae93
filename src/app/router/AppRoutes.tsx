import { Suspense, useEffect } from 'react';
import { nprogress } from '@mantine/nprogress';
import { useTranslate } from '@tolgee/react';
import { Route } from 'wouter';
import { matchRoute } from '@machines/routes/match';
import { useRoutesState, useSession, useTabs } from '@/app/actor-context';
import { resolveView } from '@/app/views';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { MainLayout } from '@/layouts/MainLayout';
import { decide } from './guard';
import { navigate, useHashLocation, useHashSearch } from './hash-location';
import { useRouteEntries } from './use-route-entries';

/** Marks the end of a navigation once the page's code has loaded. */
function Loaded() {
  useEffect(() => {
    nprogress.complete();
  }, []);
  return null;
}

export function AppRoutes() {
  const { t } = useTranslate();
  const [path] = useHashLocation();
  const search = useHashSearch();
  const signedIn = useSession((s) => s.matches('signedIn'));
  const routesReady = useRoutesState((s) => s.context.isAddRouters);
  const entries = useRouteEntries();
  const entry = matchRoute(entries, path);
  const refreshKey = useTabs((s) => s.context.refreshKeys[path] ?? 0);

  // A pure redirect route (`/` → the home page) applies before the guard sees the path.
  const redirect = entry?.redirect && !entry.component ? entry.redirect : undefined;
  const decision = redirect
    ? ({ kind: 'redirect', to: redirect } as const)
    : decide({ path, search, signedIn, routesReady });
  const target = decision.kind === 'redirect' ? decision.to : undefined;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);

  useEffect(() => {
    nprogress.start();
  }, [path]);

  const title = entry?.meta.title ? t(entry.meta.title) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${t('app.name')}` : t('app.name');
  }, [title, t]);

  if (decision.kind !== 'render' || !entry) return <PageLoader fullScreen />;

  const View = resolveView(entry.component);
  if (!View) return <PageLoader fullScreen />;
  const page = (
    <Route path={entry.path}>
      <View key={`${path}#${refreshKey}`} />
      <Loaded />
    </Route>
  );

  if (!entry.inLayout) {
    return <Suspense fallback={<PageLoader fullScreen />}>{page}</Suspense>;
  }
  return (
    <MainLayout entry={entry} path={path} fullPath={search ? `${path}?${search}` : path}>
      {page}
    </MainLayout>
  );
}
