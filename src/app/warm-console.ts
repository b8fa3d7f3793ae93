import { flattenRoutes } from '@machines/routes/flatten';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { loadConsoleMessages, type AppTolgee } from '@/i18n/tolgee';
import { routeDecision, settledAddress } from './router/guard';
import { currentPath, currentSearch } from './router/hash-location';
import { MainLayoutView } from './router/shell-chunk';
import { lazyModule } from './lazy-module';
import { preloadSessionCalls } from './provide';
import { preloadView } from './views';

// the formatters are in the shell's code: the sign-in page does not carry them
const formats = lazyModule(() => import('@/i18n/format'));

/**
 * Once a person starts on the sign-in form, and again as a sign-in leaves (#18), fetches what the
 * console will need first: the code of the session's calls, every area's messages, the shell's code
 * and the code of the page the sign-in lands on. Each was fetched only when the one before it had
 * rendered (messages, then the layout, then the page once the menus were in), round trips after the
 * session was already there; now they load while the person types, or at worst beside the token, the
 * user and the menus. Nothing is rendered: the router renders the same components, at once once they
 * are in. Each fetch is made once, however often this is called.
 */
export function warmConsole(tolgee: AppTolgee): void {
  preloadSessionCalls();
  // only over a language already in: loadConsoleMessages adds the areas to the languages loaded
  // when it is first called, and a load still on its way would come in without them
  if (tolgee.isLoaded()) void loadConsoleMessages(tolgee);
  MainLayoutView.preload().catch(() => undefined);
  formats().then(({ warmFormats }) => warmFormats(tolgee.getLanguage() ?? 'zh-CN'), ignore);
  const landing = landingView();
  if (landing) void preloadView(landing);
}

/**
 * The view a sign-in from this address lands on, as the router will decide it once signed in: the
 * address the visitor was sent from (`?redirect=`), else home, through the routes' redirects. The
 * server's menus are not in yet: the local route table names the same views (seed §2), and a page it
 * does not know is simply not fetched ahead.
 */
export function landingView(): string | undefined {
  const entries = flattenRoutes([...constantRoutes, ...localRoutes]);
  const input = { path: currentPath(), search: currentSearch(), signedIn: true, routesReady: true };
  const to = settledAddress(entries, input);
  if (!to) return undefined;
  const at = to.indexOf('?');
  const path = at < 0 ? to : to.slice(0, at);
  const search = at < 0 ? '' : to.slice(at + 1);
  const { decision, entry } = routeDecision(entries, { ...input, path, search });
  return decision.kind === 'render' ? entry?.component : undefined;
}

const ignore = () => undefined;
