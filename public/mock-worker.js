/**
 * The console's embedded back-end: MSW's generated worker (mockServiceWorker.js, not to be edited),
 * with two changes of behaviour.
 *
 * 1. MSW's worker unregisters itself when a page closes and it finds no other page it controls. During
 *    a reload the new page may not be listed yet (clients.matchAll() leaves out a page still loading),
 *    so on a busy machine the worker unregistered itself under the page that was arriving: that page
 *    then waited forever on navigator.serviceWorker.ready, or logged "Failed to update a
 *    ServiceWorker ...: Not found" when MSW asked the removed registration for an update. The
 *    console's back-end must survive a reload, so this worker does not remove itself; a build without
 *    the mock removes it (src/main.tsx).
 *
 * 2. MSW's worker asks the page about every request its pages make, the console's own scripts and
 *    styles included, and waits for the page's answer ("not mine: pass it through") before fetching
 *    them: a round trip through the page's main thread for each of the dozens of files a screen loads,
 *    slowest exactly when that thread is busy drawing the screen. The mock answers API calls only, and
 *    never with a script, a style sheet, a font or a worker, so those go straight to the network: this
 *    listener runs before MSW's and stops the event from reaching it (without `respondWith`, the
 *    browser fetches as if there were no worker). So does the business worker's fetch of the demo
 *    database the build seeded (scripts/vite-seed-asset.ts): 9 MB the mock never answers, asked for
 *    while the page's thread is busy signing someone in.
 */
self.registration.unregister = () => Promise.resolve(false);

const NEVER_MOCKED = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'manifest']);
const SEED_DATABASE = /\/(assets\/seed-[0-9a-f]+\.sqlite\.gz|@outpost\/seed\.sqlite\.gz)$/;
self.addEventListener('fetch', (event) => {
  if (NEVER_MOCKED.has(event.request.destination) || SEED_DATABASE.test(new URL(event.request.url).pathname))
    event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
