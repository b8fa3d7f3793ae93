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
import { openList, signedInConsole } from './lib/signed-in-console.mjs';

const DIST = process.env.BENCH_DIST ?? '/tmp/kit-dist';
const PORT = Number(process.env.BENCH_PORT ?? 4187);
const PATH = process.env.BENCH_PATH ?? '/inventory/flow';
const TOP = Number(process.env.COUNT_TOP ?? 40);

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

const { page, close } = await signedInConsole({ dist: DIST, port: PORT, initScripts: [[installHook]] });
try {
  await openList(page, PATH, 10);

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
  await close();
}
