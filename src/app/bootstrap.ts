import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { notifications } from '@mantine/notifications';
import { pickPersisted as pickLayout } from '@machines/layout.machine';
import { pickPersisted as pickRoutes } from '@machines/routes.machine';
import { pickPersisted as pickSession } from '@machines/session.machine';
import { pickPersisted as pickTabs } from '@machines/tabs.machine';
import type { RouteEntry } from '@machines/types';
import { bindClient } from '@/api/bindings';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { routeEntriesOf } from '@/app/router/use-route-entries';
import { knownViews, preloadView } from '@/app/views';
import { applyLocale, createTolgee, storedLocale } from '@/i18n/tolgee';
import { SESSION_CHANNEL, syncSessionAcrossTabs } from './cross-tab';
import { routeDecision, settledAddress, type GuardInput } from './router/guard';
import { currentPath, currentSearch, navigate, settleAddress } from './router/hash-location';
import { MainLayoutView } from './router/shell-chunk';
import { warmConsole } from './warm-console';
import { persistChild, readStored, STORAGE_KEYS } from './persist';
import { applyColorScheme, applyGreyMode, provideApp } from './provide';

/**
 * Builds the running console before React renders: the root actor restored from storage, its
 * children saved back on change, the request client bound to the session and the refresh queue.
 */
interface BootstrapOptions {
  /** the Stately inspector (development, `?inspect`) */
  inspect?: Observer<InspectionEvent>;
  /** starts the embedded mock back-end if there is one; settles when it can answer */
  backendReady?: () => Promise<unknown>;
  /** a person started signing in: the back-end may prepare for them (`ClientBindings.signingIn`) */
  signingIn?: () => void;
  /**
   * Fetches the console's code ahead of a sign-in (warm-console.ts), on by default. Component tests
   * leave it off: what it fetches in the background would outlive the test that typed.
   */
  warmUp?: boolean;
}

export function bootstrap({ inspect, backendReady, signingIn, warmUp = true }: BootstrapOptions = {}) {
  const language = storedLocale();
  const tolgee = createTolgee(language);
  // a task later: what the person does (typing, or the sign-in's own request) goes first
  const warm = warmUp ? () => setTimeout(() => warmConsole(tolgee), 0) : () => undefined;
  const layoutStored = readStored<Record<string, unknown>>(STORAGE_KEYS.layout);
  const actor = createActor(provideApp(tolgee), {
    input: {
      persisted: {
        session: readStored(STORAGE_KEYS.session),
        layout: { ...layoutStored, language },
        routes: readStored(STORAGE_KEYS.routes),
        tabs: readStored(STORAGE_KEYS.tabs),
      },
      localRoutes,
      constantRoutes,
      knownViews,
      width: window.innerWidth,
    },
    inspect,
  });

  const { session, layout, routes, tabs, tokenRefresh } = actor.getSnapshot().context;
  persistChild(session, STORAGE_KEYS.session, pickSession);
  persistChild(layout, STORAGE_KEYS.layout, pickLayout);
  persistChild(routes, STORAGE_KEYS.routes, pickRoutes);
  persistChild(tabs, STORAGE_KEYS.tabs, pickTabs);

  bindClient({
    getToken: () => session.getSnapshot().context.token || undefined,
    getTokenKey: () => session.getSnapshot().context.tokenKey,
    getRefreshToken: () => session.getSnapshot().context.refreshToken || undefined,
    requestRefresh: (refreshToken) =>
      new Promise<string>((resolve, reject) =>
        tokenRefresh.send({ type: 'refresh.request', refreshToken, resolve, reject }),
      ),
    onSessionExpired: () => session.send({ type: 'session.expire' }),
    notifyError: (message) => {
      // seed §9: one toast at a time
      notifications.clean();
      notifications.show({ color: 'red', message, withBorder: true });
    },
    getLanguage: () => layout.getSnapshot().context.language,
    translate: (key) => tolgee.t(key),
    ready: backendReady,
    // a person started on the sign-in form: the back-end prepares, and the console's code loads
    // while they type rather than after they press the button (a task later: typing goes first)
    signingIn: () => {
      signingIn?.();
      warm();
    },
  });

  // Seed §4: a session that ends replaces the route with /login.
  let wasSignedIn = session.getSnapshot().matches('signedIn');
  let wasSigningIn = session.getSnapshot().matches('signingIn');
  session.subscribe((snapshot) => {
    const signedIn = snapshot.matches('signedIn');
    if (wasSignedIn && snapshot.matches('signedOut')) navigate('/login', { replace: true });
    wasSignedIn = signedIn;
    const signingIn = snapshot.matches('signingIn');
    // a sign-in not typed (nothing warmed it yet): a task later, so that its own request leaves first
    if (signingIn && !wasSigningIn) warm();
    wasSigningIn = signingIn;
  });

  // seed §8: refusing a layout on a phone is said in words
  layout.on('layout.refused', ({ messageKey }) => {
    notifications.clean();
    notifications.show({ color: 'yellow', message: tolgee.t(messageKey) });
  });

  if (typeof BroadcastChannel !== 'undefined')
    syncSessionAcrossTabs(session, new BroadcastChannel(SESSION_CHANNEL));

  const settings = layout.getSnapshot().context;
  applyLocale(language);
  applyColorScheme(settings.isDark);
  applyGreyMode(settings.greyMode);

  actor.start();
  // where the router's redirects lead from here (`/` → the home page → sign-in for a visitor): the
  // first render draws that page rather than a loader for each redirect, each a render of its own
  const { addRouters, isAddRouters } = routes.getSnapshot().context;
  const entries = routeEntriesOf(addRouters);
  const guard = {
    signedIn: session.getSnapshot().matches('signedIn'),
    routesReady: isAddRouters,
  };
  const settled = settledAddress(entries, { path: currentPath(), search: currentSearch(), ...guard });
  if (settled) settleAddress(settled);
  const firstPage = preloadFirstPage(entries, { path: currentPath(), search: currentSearch(), ...guard });
  return { actor, tolgee, firstPage };
}

/**
 * The first page's code (and the shell's, for a page inside it) starts loading now, beside the
 * messages, instead of when the first render asks for it after them; once in, the page renders
 * without a loader (lazy-view.ts). A page the router will not render yet (routes still to generate)
 * is left to the render. Settles when the code is in, or could not be (the render then says so).
 */
function preloadFirstPage(entries: RouteEntry[], input: GuardInput): Promise<unknown> {
  const { decision, entry } = routeDecision(entries, input);
  if (decision.kind !== 'render' || !entry?.component) return Promise.resolve();
  return Promise.all([
    entry.inLayout ? MainLayoutView.preload() : undefined,
    preloadView(entry.component),
  ]).catch(() => undefined);
}
