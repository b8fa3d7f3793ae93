#!/usr/bin/env node
// Measures what the sign-in page really loads: opens the production build in Chromium, records every
// request it makes until the form is on screen and the network is quiet, and checks three budgets
// (issue #18): the number of requests, the number of script files, and their gzipped size.
// Each budget can be overridden: SIGN_IN_BUDGET_REQUESTS, SIGN_IN_BUDGET_SCRIPTS, SIGN_IN_BUDGET_KIB.
// The size budget is what #18 reached (157.0 KiB) with a little room; the issue's aim is 130 KiB.
// Also prints when the sign-in button became visible, for information only: on a shared machine
// the load decides that figure, so it is no budget here (the bench measures speed).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { chromium } from 'playwright-core';

const BUDGET_KIB = Number(process.env.SIGN_IN_BUDGET_KIB ?? 160);
const BUDGET_REQUESTS = Number(process.env.SIGN_IN_BUDGET_REQUESTS ?? 15);
const BUDGET_SCRIPTS = Number(process.env.SIGN_IN_BUDGET_SCRIPTS ?? 12);
const PORT = Number(process.env.SIZE_PORT ?? 4189);
// the build to measure: `dist` unless SIZE_DIST names another folder
const DIST = process.env.SIZE_DIST ?? 'dist';

if (!existsSync(`${DIST}/index.html`)) {
  console.error('size: no production build, run `npm run build` first');
  process.exit(1);
}

const server = await preview({
  build: { outDir: DIST },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const scripts = new Set();
const requests = [];
let buttonVisibleMs;
try {
  const page = await browser.newPage();
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/admin/')) scripts.add(url.pathname);
  });
  await page.goto(`http://127.0.0.1:${PORT}/admin/#/login`);
  await page.locator('form button[type="submit"]').waitFor({ timeout: 30000 });
  // the page's own clock: from the start of the navigation
  buttonVisibleMs = await page.evaluate(() => Math.round(performance.now()));
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  await server.close();
}

const rows = [...scripts].map((pathname) => {
  const file = pathname.replace(/^\/admin\//, '');
  const raw = readFileSync(`${DIST}/${file}`);
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kib = (n) => (n / 1024).toFixed(1).padStart(7);
for (const row of rows) console.log(`${kib(row.gzip)} KiB gz ${kib(row.raw)} KiB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const budgets = [
  ['requests', requests.length, BUDGET_REQUESTS, String(requests.length)],
  ['script files', rows.length, BUDGET_SCRIPTS, String(rows.length)],
  ['JavaScript gzipped', total / 1024, BUDGET_KIB, `${(total / 1024).toFixed(1)} KiB`],
];
let ok = true;
for (const [what, figure, budget, shown] of budgets) {
  const within = figure <= budget;
  ok &&= within;
  console.log(`sign-in page ${what}: ${shown} (budget ${budget}) ${within ? 'OK' : 'OVER BUDGET'}`);
}
console.log(`sign-in button visible after ${buttonVisibleMs} ms (information, not a budget)`);
if (requests.length > BUDGET_REQUESTS)
  for (const url of requests) console.log(`  request ${url.replace(`http://127.0.0.1:${PORT}`, '')}`);
process.exit(ok ? 0 : 1);
