import { describe, expect, it } from 'vitest';
import { open, reloadSettled, sharedBrowser, signedIn } from './support/browser';

const browser = sharedBrowser();

/** The mock's worker registration of this page's scope, as the page sees it. */
const registered = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.scriptURL.split('/').pop() ?? null;
  });

describe('the embedded back-end’s worker in Chromium', () => {
  it('stays registered when it hears the page close, so the reload that follows finds it', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'seller');
    await page.waitForFunction(() => window.__outpostMock !== undefined);
    expect(await registered(page)).toBe('mock-worker.js');

    // What MSW's page script sends on `beforeunload`. During a reload the arriving page may not be
    // listed among the worker's clients yet; MSW's own worker then unregistered itself under it.
    const answered = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker) return resolve('no controller');
          // the worker answers a keep-alive after the close it was sent first
          navigator.serviceWorker.addEventListener('message', function heard(event: MessageEvent) {
            const type = (event.data as { type?: string } | undefined)?.type;
            if (type !== 'KEEPALIVE_RESPONSE') return;
            navigator.serviceWorker.removeEventListener('message', heard);
            resolve(type);
          });
          worker.postMessage('CLIENT_CLOSED');
          worker.postMessage('KEEPALIVE_REQUEST');
        }),
    );
    expect(answered).toBe('KEEPALIVE_RESPONSE');
    expect(await registered(page)).toBe('mock-worker.js');

    await reloadSettled(page);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForFunction(() => window.__outpostMock !== undefined);
    expect(await registered(page)).toBe('mock-worker.js');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
