import { fromPromise } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { layoutMachine } from '@machines/layout.machine';
import { routesMachine } from '@machines/routes.machine';
import { sessionMachine } from '@machines/session.machine';
import { tokenRefreshMachine } from '@machines/tokenRefresh.machine';
import { applyLocale, type AppTolgee } from '@/i18n/tolgee';
import { reportMissingView } from '@/app/views';
import { lazyModule } from './lazy-module';
import { browserRefreshDeps, refreshOncePerBrowser } from './shared-refresh';

/** Root element classes of seed §4: `dark`/`light`, and grey mode. */
export function applyColorScheme(isDark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.classList.toggle('light', !isDark);
  root.dataset.mantineColorScheme = isDark ? 'dark' : 'light';
}

export function applyGreyMode(grey: boolean): void {
  document.documentElement.classList.toggle('grey-mode', grey);
}

// The request client (ofetch and the console's envelope, errors and retries) loads with the first
// request, not with the page: the sign-in page makes none until it is submitted (issue #18).
const authorization = lazyModule(() => import('@/api/authorization'));
const permission = lazyModule(() => import('@/api/permission'));

/**
 * The code of the session's calls (the client, the token, user and menus calls), fetched ahead while
 * a person types their sign-in (#18): the menus' module was otherwise fetched between the user's
 * answer and the menus' request, a round trip on the sign-in's path.
 */
export function preloadSessionCalls(): void {
  authorization().catch(() => undefined);
  permission().catch(() => undefined);
}

/** The machines with the console's real actors and side effects. */
export function provideApp(tolgee: AppTolgee) {
  const refreshShared = refreshOncePerBrowser(
    browserRefreshDeps(async (token) => (await authorization()).refreshToken(token)),
  );
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          requestToken: fromPromise(async ({ input }) => (await authorization()).requestToken(input)),
          fetchUserInfo: fromPromise(async () => (await authorization()).getUserInfo()),
          fetchMenus: fromPromise(async () => (await permission()).getMenus()),
          logout: fromPromise<unknown, { token: string }>(async () => (await authorization()).loginOut()),
        },
      }),
      tokenRefresh: tokenRefreshMachine.provide({
        actors: { refreshTokens: fromPromise(({ input }) => refreshShared(input.refreshToken)) },
      }),
      layout: layoutMachine.provide({
        actions: {
          applyColorScheme: (_, { isDark }) => applyColorScheme(isDark),
          applyGreyMode: (_, { greyMode }) => applyGreyMode(greyMode),
          applyLocale: (_, { locale }) => {
            applyLocale(locale);
            void tolgee.changeLanguage(locale);
          },
        },
      }),
      routes: routesMachine.provide({
        actions: { reportMissingView: (_, { name }) => reportMissingView(name) },
      }),
    },
  });
}
