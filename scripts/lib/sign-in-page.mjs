// What the sign-in page loads (issue #18's first budgets), measured one way for both its users:
// scripts/size.mjs (the budget step of `npm test`) and scripts/bench.mjs (the figures of `npm run bench`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { shownTime } from './page-clock.mjs';

/** The sign-in form's submit button: what a person waits for to sign in. */
export const SUBMIT_BUTTON = 'form button[type="submit"]';

/**
 * Opens `baseUrl`'s sign-in page in a new tab of `context` (a fresh context is a cold load: empty
 * cache and storage) and records, until the submit button shows and the network is then quiet, every
 * request and the build's script files. The button's time is the page's clock in the frame it showed.
 * Answers `{ requests: url[], scripts: '/admin/…js'[], buttonVisibleMs }`.
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
    // from the commit on: the button cannot show before the page's scripts load, so polling is in time
    await page.goto(`${baseUrl}#/login`, { waitUntil: 'commit' });
    const buttonVisibleMs = await shownTime(page, { selector: SUBMIT_BUTTON }, 30000);
    // what the page fetches right after the form shows is part of what it loads
    await page.waitForLoadState('networkidle');
    return { requests, scripts: [...scripts], buttonVisibleMs };
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
