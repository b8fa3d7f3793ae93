import { loadConsoleMessages, type AppTolgee } from '@/i18n/tolgee';
import { MainLayoutView } from './router/shell-chunk';

/**
 * While a sign-in is on its way (#18), fetches what the console will need first: every area's messages
 * and the shell's code. Each was fetched only when the one before it had rendered (messages, then the
 * layout), round trips after the session was already there; now they load beside the token, the user
 * and the menus. Nothing is rendered: the router renders the same component, at once once it is in.
 */
export function warmConsole(tolgee: AppTolgee): void {
  // only over a language already in: loadConsoleMessages adds the areas to the languages loaded
  // when it is first called, and a load still on its way would come in without them
  if (tolgee.isLoaded()) void loadConsoleMessages(tolgee);
  MainLayoutView.preload().catch(() => undefined);
}
