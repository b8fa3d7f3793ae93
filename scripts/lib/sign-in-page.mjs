// What the sign-in page loads (issue #18's first budgets), measured one way for both its users:
// scripts/size.mjs (the budget step of `npm test`) and scripts/bench.mjs (the figures of `npm run bench`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { shownTime } from './page-clock.mjs';

/** The sign-in form's submit button: what a person waits for to sign in. */
export const SUBMIT_BUTTON = 'form button[type="submit"]';
/**
 * The console's own submit button, not the one of the page the build draws into index.html
 * (scripts/vite-prerender.ts): from then on the form is the console's, and acts at once.
 */
export const LIVE_SUBMIT_BUTTON = 'form button[type="submit"]:not([data-prerendered] *)';

/**
 * Opens `baseUrl`'s sign-in page in a new tab of `context` (a fresh context is a cold load: empty
 * cache and storage) and records, until the submit button shows and the network is then quiet, every
 * request and the build's script files. The button's time is the page's clock in the frame it showed:
 * the drawn page's button (index.html) when the build drew one, and `liveMs` the console's own.
 * Answers `{ requests: url[], scripts: '/admin/…js'[], buttonVisibleMs, liveMs, drawn }`, `drawn`
 * whether the build's drawn page was shown.
 */
export async function loadSignInPage(context, baseUrl) {
  const page = await context.newPage();
  const requests = [];
  const scripts = new Set();
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && pathname.startsWith('/admin/')) scripts.add(pathname);
  });
  try {
    // from the commit on: a drawn button may already show at the first poll, which then answers its
    // frame (a little late, never early)
    await page.goto(`${baseUrl}#/login`, { waitUntil: 'commit' });
    const live = shownTime(page, { selector: LIVE_SUBMIT_BUTTON }, 30000);
    const buttonVisibleMs = await shownTime(page, { selector: SUBMIT_BUTTON }, 30000);
    const liveMs = await live;
    const drawn = await page.evaluate(() => globalThis.document.documentElement.dataset.prerender !== 'off');
    // what the page fetches right after the form shows is part of what it loads
    await page.waitForLoadState('networkidle');
    return { requests, scripts: [...scripts], buttonVisibleMs, liveMs, drawn };
  } finally {
    await page.close();
  }
}

/**
 * The build's files behind `scripts` (as loadSignInPage answers them), raw and gzipped at level 9 (what
 * a server sending them compressed would send), largest first: `{ file, raw, gzip }` in bytes.
 */
export function scriptSizes(dist, scripts) {
  const rows = scripts.map((pathname) => {
    const file = pathname.replace(/^\/admin\//, '');
    const raw = readFileSync(`${dist}/${file}`);
    return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  return rows.sort((a, b) => b.gzip - a.gzip);
}
