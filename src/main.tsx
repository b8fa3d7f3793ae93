import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { connectInspector } from '@/app/inspect';
import { adoptDrawnSignIn, pressReleased } from '@/views/Login/early-sign-in';

async function main() {
  // The embedded mock back-end starts with the first request, not with the page: the client waits
  // for it. With VITE_USE_MOCK=false the bundler drops this branch, and MSW with it.
  let mock: Promise<typeof import('@mocks/browser')> | undefined;
  const backendReady = __USE_MOCK__
    ? () =>
        (mock ??= import('@mocks/browser').then(async (module) => {
          await module.startMockWorker();
          return module;
        }))
    : undefined;
  // someone started on the sign-in form: the mock's worker builds the business data while they type
  const signingIn =
    backendReady &&
    (() =>
      void backendReady().then(
        (module) => module.expectSignIn(),
        () => undefined,
      ));
  if (!__USE_MOCK__) void removeMockWorker();
  const inspect = import.meta.env.DEV && new URLSearchParams(location.search).has('inspect');
  const drawn = adoptDrawnSignIn();
  const { actor, tolgee, firstPage } = bootstrap({
    inspect: inspect ? await connectInspector() : undefined,
    backendReady,
    signingIn,
  });
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <App actor={actor} tolgee={tolgee} />
    </StrictMode>
  );
  if (!drawn) {
    root.render(app);
    return;
  }
  // Over the sign-in page the build drew into index.html, the console's first render is that page,
  // not the loaders it shows while its messages and code arrive: it renders when both are in, and no
  // press is held on the drawn page, in one synchronous pass (early-sign-in.ts, pressReleased).
  await Promise.all([tolgee.run(), firstPage]).catch(() => undefined);
  await pressReleased();
  flushSync(() => root.render(app));
}

/**
 * A console without the mock removes the mock's worker that a visit to a build with it left behind
 * (public/mock-worker.js keeps itself registered across reloads).
 */
async function removeMockWorker() {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  const isMock = (registration: ServiceWorkerRegistration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL.endsWith('/mock-worker.js'),
    );
  await Promise.all(registrations.filter(isMock).map((registration) => registration.unregister()));
}

void main();
