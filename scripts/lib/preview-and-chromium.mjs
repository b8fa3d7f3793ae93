// The measuring scripts' production build, served as `vite preview` serves it (under /admin/), and the
// Chromium that drives it: one place for both, so that size.mjs, the benchmarks and `npm run bench`
// measure the same browser set-up.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

/**
 * Headless, and none of Chromium's own background traffic (updates, sync, safe browsing lists): it
 * would compete for the cores, and the size budget counts requests.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Ends the process (2) with the command that builds `dist` when it holds no production build. */
export function requireBuild(dist) {
  if (existsSync(`${dist}/index.html`)) return;
  console.error(`No production build in ${dist}: npx vite build --outDir ${dist}`);
  process.exit(2);
}

/**
 * Serves `dist` at http://127.0.0.1:`port`/admin/. A port in use is an error rather than the next
 * free one: two measuring scripts must never measure each other's server.
 */
export async function serveBuild(dist, port) {
  requireBuild(dist);
  return preview({
    build: { outDir: dist },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
}

/**
 * Chromium (CHROME_PATH, else Debian's /usr/bin/chromium). `debuggingPort` also opens its DevTools
 * protocol on that port, for a tool that connects by port (Lighthouse) rather than through Playwright.
 */
export function launchChromium({ debuggingPort } = {}) {
  const args = debuggingPort ? [...FLAGS, `--remote-debugging-port=${debuggingPort}`] : FLAGS;
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args });
}
