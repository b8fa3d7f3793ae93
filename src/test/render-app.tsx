import { render } from '@testing-library/react';
import { configureClient } from '@/api/client';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { waitFor } from 'xstate';
import { API, encrypt } from '@mocks/testing';
import { trackConsole } from './consoles';

/**
 * Renders the whole console at `hash` the way main.tsx does, against the mock back-end's node server
 * (the caller sets it up with setupMockServer). Storage starts empty unless `storage` says otherwise.
 */
export function renderApp(hash: string, storage: Record<string, string> = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  window.location.hash = hash;
  configureClient({ baseURL: API });
  // (no warm-up: the code it fetches in the background would outlive the test)
  const { actor, tolgee } = bootstrap({ warmUp: false });
  trackConsole(actor);
  const view = render(<App actor={actor} tolgee={tolgee} />);
  return { actor, ...view };
}

/** Signs the rendered console in as a demo account, as the sign-in form would. */
export async function signInAs(
  actor: ReturnType<typeof renderApp>['actor'],
  username: string,
  password = username,
) {
  const { session, routes } = actor.getSnapshot().context;
  session.send({ type: 'session.login', username, password: encrypt(password), rememberMe: true });
  await waitFor(routes, (s) => s.context.isAddRouters, { timeout: 10000 });
}
