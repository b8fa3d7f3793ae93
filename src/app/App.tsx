import { Alert, MantineProvider } from '@mantine/core';
import { notifications, useNotifications, type NotificationsProps } from '@mantine/notifications';
import { nprogressStore, useNprogress, type NavigationProgressProps } from '@mantine/nprogress';
import { TolgeeProvider, useTranslate } from '@tolgee/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Router } from 'wouter';
import { compilePattern } from '@machines/routes/match';
import { AppActorProvider, useLayout, useLayoutRef, type AppActor } from './actor-context';
import { AppRoutes } from './router/AppRoutes';
import { RouteEntriesProvider } from './router/RouteEntriesProvider';
import { useHashLocation, useHashSearch } from './router/hash-location';
import { buildTheme } from './theme';
import { contrastVariables } from './theme-contrast';
import { PageErrorBoundary } from '@/components/ErrorPage/PageErrorBoundary';
import { BootLoader } from '@/components/PageLoader/BootLoader';
import type { AppTolgee } from '@/i18n/tolgee';

// The toasts' component (with its transitions) loads with the first toast: the sign-in page shows
// none until something happens (issue #18). The store is here from the start, so a toast shown
// before the component arrives is shown when it does.
// When the chunk cannot be fetched (the network is gone: the very moment a toast says so), the
// newest toast is shown plainly instead of the console failing as a whole.
const Notifications = lazy((): Promise<{ default: ComponentType<NotificationsProps> }> =>
  import('./toast-container').then(
    (module) => ({ default: module.Notifications }),
    () => ({ default: PlainToast }),
  ),
);

function PlainToast() {
  const { t } = useTranslate();
  const newest = useNotifications().notifications.at(-1);
  if (!newest) return null;
  return (
    <Alert
      role="alert"
      color={newest.color ?? 'red'}
      title={newest.title}
      withCloseButton
      closeButtonLabel={t('access.common.close')}
      onClose={() => notifications.hide(newest.id ?? '')}
      style={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        maxWidth: 440,
      }}
    >
      {newest.message}
    </Alert>
  );
}

// The navigation bar, the same way: its component (Mantine's Progress) loads when a page loader first
// starts the bar (PageLoader, navigation-bar.ts), which it then shows from where the store has got
// to. Without its chunk, no bar.
// The component sets the store up as it first mounts, unless it already was: set up here, before any
// navigation, so that a bar already running (its timer's id in the store) is not set back when it
// arrives, which would leave that timer running and the bar on screen for good. The component's own
// defaults.
nprogressStore.initialize({
  mounted: false,
  progress: 0,
  interval: -1,
  step: 1,
  stepInterval: 500,
  timeouts: [],
});
const NavigationProgress = lazy((): Promise<{ default: ComponentType<NavigationProgressProps> }> =>
  import('./navigation-progress').then(
    (module) => ({ default: module.NavigationProgress }),
    () => ({ default: () => null }),
  ),
);

/** True from the first time `now` is, for good. */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

function Toasts() {
  const shown = useOnceTrue(useNotifications().notifications.length > 0);
  return shown ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={1} />
    </Suspense>
  ) : null;
}

function NavigationBar() {
  const { t } = useTranslate();
  const shown = useOnceTrue(useNprogress(nprogressStore).mounted);
  return shown ? (
    <Suspense fallback={null}>
      <NavigationProgress aria-label={t('app.loadingPage')} />
    </Suspense>
  ) : null;
}

/** Mantine themed from the layout machine; follows dark mode, primary colour and component size. */
function ThemedShell() {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const isDark = useLayout((s) => s.context.isDark);
  const primaryShades = useLayout((s) => s.context.primaryShades);
  const currentSize = useLayout((s) => s.context.currentSize);
  const sizeMap = useLayout((s) => s.context.sizeMap);
  // the names of controls Mantine draws as icons alone (the page arrows' words load with the console)
  const eyeDropper = t('common.pickColour');
  const clearValue = t('common.clearValue');
  const close = t('common.close');
  const [first, previous, next, last] = (['first', 'previous', 'next', 'last'] as const).map((control) =>
    t(`table.pages.${control}`),
  );
  const labels = useMemo(
    () => ({ eyeDropper, clearValue, close, pageControls: { first, previous, next, last } }),
    [eyeDropper, clearValue, close, first, previous, next, last],
  );
  const theme = useMemo(
    () => buildTheme({ primaryShades, currentSize, sizeMap, labels }),
    [primaryShades, currentSize, sizeMap, labels],
  );

  useEffect(() => {
    const onResize = () => layout.send({ type: 'layout.resize', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [layout]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastVariables}
      forceColorScheme={isDark ? 'dark' : 'light'}
    >
      <NavigationBar />
      <Toasts />
      <Router hook={useHashLocation} searchHook={useHashSearch} parser={compilePattern}>
        <RouteEntriesProvider>
          {/* the last line of defence: a page's own boundary (PageCache) keeps the shell alive */}
          <PageErrorBoundary wholeConsole>
            <AppRoutes />
          </PageErrorBoundary>
        </RouteEntriesProvider>
      </Router>
    </MantineProvider>
  );
}

export function App({ actor, tolgee }: { actor: AppActor; tolgee: AppTolgee }) {
  return (
    <AppActorProvider actor={actor}>
      <TolgeeProvider tolgee={tolgee} fallback={<BootLoader />}>
        <ThemedShell />
      </TolgeeProvider>
    </AppActorProvider>
  );
}
