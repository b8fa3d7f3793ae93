#!/usr/bin/env node
// Which components render when a list's Search is pressed: the companion of bench-list-render.mjs,
// for finding what to memoise. Times vary with the machine; these counts do not.
//
// It installs React's DevTools hook before the console loads, signs in, opens the list, picks a
// warehouse in the filter bar and presses Search, then prints, for each commit in the next seconds,
// how many components rendered, by name (as React DevTools decides it: a subtree whose child did not
// change was skipped; `+Name` is a component mounted in that commit).
//
//   npx vite build --outDir /tmp/kit-dist --minify false && node scripts/count-renders.mjs
//   BENCH_DIST (/tmp/kit-dist), BENCH_PORT (4187), BENCH_PATH (/inventory/flow), COUNT_TOP (40)
// An unminified build keeps the components' names.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const DIST = process.env.BENCH_DIST ?? '/tmp/kit-dist';
const PORT = Number(process.env.BENCH_PORT ?? 4187);
const PATH = process.env.BENCH_PATH ?? '/inventory/flow';
const TOP = Number(process.env.COUNT_TOP ?? 40);

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`No production build in ${DIST}: npx vite build --outDir ${DIST} --minify false`);
  process.exit(2);
}

/** Runs in the page before React: counts the components each commit rendered. */
function installHook() {
  const PERFORMED_WORK = 1;
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    const inner = type.render ?? type.type;
    return type.displayName || type.name || inner?.displayName || inner?.name || null;
  };
  globalThis.__outpostCommits = [];
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      if (!globalThis.__outpostRecording) return;
      const counts = {};
      const count = (name) => (counts[name] = (counts[name] ?? 0) + 1);
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const before = fiber.alternate;
          const name = nameOf(fiber);
          if (!before) {
            if (name) count(`+${name}`);
            walk(fiber.child);
          } else {
            if (name && fiber.flags & PERFORMED_WORK) count(name);
            if (before.child !== fiber.child) walk(fiber.child);
          }
        }
      };
      walk(root.current.child);
      globalThis.__outpostCommits.push(counts);
    },
  };
}

const server = await preview({
  build: { outDir: DIST },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en',
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.addInitScript(installHook);
  await page.addInitScript(() => globalThis.localStorage.setItem('lang', 'en'));
  await page.goto(`http://127.0.0.1:${PORT}/admin/`);
  await page.getByRole('textbox', { name: /username/i }).fill('admin');
  await page.getByLabel(/^password/i).fill('admin');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForFunction(() => globalThis.location.hash.startsWith('#/dashboard'), null, {
    timeout: 120000,
  });
  await page.evaluate((path) => (globalThis.location.hash = path), PATH);
  await page.getByRole('table').first().getByRole('row').nth(10).waitFor({ timeout: 120000 });

  await page.getByRole('combobox', { name: /^warehouse$/i }).click();
  await page.getByRole('option', { name: /^USWE/ }).click();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    globalThis.__outpostCommits = [];
    globalThis.__outpostRecording = true;
  });
  await page.getByRole('button', { name: /^search$/i }).click();
  await page.waitForTimeout(2500);
  const commits = await page.evaluate(() => globalThis.__outpostCommits);
  console.log(`Search pressed on ${PATH}: ${commits.length} commits in 2.5 s`);
  commits.forEach((counts, index) => {
    const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
    const total = entries.reduce((sum, [, n]) => sum + n, 0);
    if (total === 0) return;
    const names = entries
      .slice(0, TOP)
      .map(([name, n]) => `${name.replace('@mantine/core/', '')} ${n}`)
      .join(', ');
    console.log(`  commit ${index}: ${total} components: ${names}`);
  });
} finally {
  await browser.close();
  await server.close();
}
