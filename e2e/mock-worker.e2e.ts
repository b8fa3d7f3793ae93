import { describe, expect, it } from 'vitest';
import { BASE_URL, open, reloadSettled, sharedBrowser, signedIn } from './support/browser';

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

describe('what the embedded back-end’s worker answers', () => {
  it('lets the console’s scripts and styles go straight to the network and answers the API calls', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const responses: { type: string; url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) =>
      responses.push({
        type: response.request().resourceType(),
        url: response.url(),
        fromWorker: response.fromServiceWorker(),
      }),
    );
    // signing in is the page's first call: the worker is in control from then on. What the workplace
    // needs may all have loaded while the sign-in form was typed in (the console fetches it then), so
    // a page not opened before, the analysis page, has its files fetched now
    await signedIn(journey, 'admin');
    const signInCall = responses.findIndex((r) => r.type === 'fetch' && r.url.includes('connect/token'));
    expect(signInCall).toBeGreaterThanOrEqual(0);
    await page.goto(`${BASE_URL}#/dashboard/analysis`);
    await page.getByTestId('stat-value').first().waitFor();
    const after = responses.slice(signInCall);
    const files = after.filter((r) => r.type === 'script' || r.type === 'stylesheet');
    const calls = after.filter((r) => r.type === 'fetch' && /\/Authorization\/|\/Permission\//.test(r.url));
    // the analysis page's view and its parts at least
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((r) => r.fromWorker).map((r) => r.url)).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((r) => !r.fromWorker).map((r) => r.url)).toEqual([]);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});

/** Keeps the type of every message the page posts to a dedicated worker, in `window.__posted`. */
async function recordPostedToWorkers(journey: Awaited<ReturnType<typeof open>>) {
  await journey.context.addInitScript(() => {
    const posted: string[] = [];
    (window as unknown as { __posted: string[] }).__posted = posted;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      posted.push(String((message as { type?: unknown } | null)?.type));
      return post.apply(this, [message, ...rest] as never);
    } as typeof Worker.prototype.postMessage;
  });
}

const postedToWorkers = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __posted: string[] }).__posted);

/** Whether the business worker's database holds the business data (mocks/worker/database.ts). */
const stored = (page: import('playwright-core').Page) =>
  page.evaluate(async () => (await window.__outpostMock?.storedSnapshot()) !== undefined);

/** A change through the API, as the signed-in seller: its low-balance alert. */
const changeSomething = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('outpost.session') ?? '{}') as { token?: string };
    const response = await fetch('/services/api/Finance/SetLowBalanceAlert', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currency: 'USD', amount: 4321 }),
    });
    return ((await response.json()) as { code: number }).code;
  });

describe('when the business worker prepares its data', () => {
  it('at sign-in, as a person’s console does: the build’s seeded database becomes the browser’s', async () => {
    const journey = await open(browser(), { prepare: 'at-sign-in' });
    const { page } = journey;
    await recordPostedToWorkers(journey);
    // a person starting on the sign-in form: the worker builds the data while they type, before the
    // button is pressed (the workplace is a demo page: it asks only for the data's status)
    await page.goto(BASE_URL);
    await page.locator('input[autocomplete="username"]').focus();
    await expect.poll(() => postedToWorkers(page), { timeout: 30_000 }).toContain('prepare');
    await signedIn(journey, 'seller');
    expect((await postedToWorkers(page)).filter((type) => type === 'prepare')).toHaveLength(1);
    // the demo data is stored before any change: the build's database file is the browser's
    await page.goto(`${BASE_URL}#/inventory/list`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await stored(page)).toBe(true);
    expect(await changeSomething(page)).toBe(200);
    expect(await stored(page)).toBe(true);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('on the first business call, as the journeys through the demo pages ask', async () => {
    const journey = await open(browser(), { prepare: 'on-first-call' });
    const { page } = journey;
    await recordPostedToWorkers(journey);
    await signedIn(journey, 'admin');
    // the data's status was asked (the notice), and nothing was told to prepare
    await expect.poll(() => postedToWorkers(page)).toContain('call');
    expect(await postedToWorkers(page)).not.toContain('prepare');
    await page.goto(`${BASE_URL}#/inventory/list`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await postedToWorkers(page)).not.toContain('prepare');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
