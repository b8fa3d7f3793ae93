/**
 * The console's embedded back-end: MSW's generated worker (mockServiceWorker.js, not to be edited),
 * with one change of behaviour.
 *
 * MSW's worker unregisters itself when a page closes and it finds no other page it controls. During a
 * reload the new page may not be listed yet (clients.matchAll() leaves out a page still loading), so
 * on a busy machine the worker unregistered itself under the page that was arriving: that page then
 * waited forever on navigator.serviceWorker.ready, or logged "Failed to update a ServiceWorker ...:
 * Not found" when MSW asked the removed registration for an update. The console's back-end must
 * survive a reload, so this worker does not remove itself; a build without the mock removes it
 * (src/main.tsx).
 */
self.registration.unregister = () => Promise.resolve(false);
importScripts('./mockServiceWorker.js');
