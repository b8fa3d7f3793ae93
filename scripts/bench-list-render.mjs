#!/usr/bin/env node
// Issue #7's measure: on a list of at least 5,000 rows shown 50 a page, changing a filter must re-render
// in under 100 ms of main-thread time (Chromium, production build). There is no outbound list view yet,
// so the default is the largest list there is: the inventory flow ledger (30,000 rows in the seed).
//
// Each run picks another warehouse in the filter bar and presses Search, under a Chromium trace. The
// figure is the renderer main thread's CPU time (thread time, so other processes on a busy machine do
// not inflate it) of every task from the click until the frame after React committed the new page:
//   - click → request sent (the kit's `request` mark): the click, the loading state's render;
//   - request → data arrived: only the frame that draws the loading state — the mock back-end's handler
//     runs on this thread too (MSW answers from the page) and is not the console's, and the frames after
//     it only turn spinners for as long as the mock takes;
//   - data arrived → the frame after the commit (the kit's `data` mark and `frame` measure).
// It prints each run's figure split into scripting and rendering (style, layout, paint), and the median.
//
//   npx vite build --outDir /tmp/kit-dist && node scripts/bench-list-render.mjs
//   BENCH_DIST (/tmp/kit-dist), BENCH_PORT (4186), BENCH_PATH (/inventory/flow), BENCH_LIST (inventory.flow),
//   BENCH_RUNS (5, at most), BENCH_PROFILE=file (a CPU profile of each run, file-<run>.cpuprofile, for DevTools)
// Exits 1 over budget.
import { writeFileSync } from 'node:fs';
import { median, reportFigure } from './lib/figures.mjs';
import {
  centreOf,
  FILTER_WAREHOUSES,
  filterRuns,
  mainThreadTime,
  TRACE_CATEGORIES,
} from './lib/main-thread-time.mjs';
import { openList, signedInConsole } from './lib/signed-in-console.mjs';

const DIST = process.env.BENCH_DIST ?? '/tmp/kit-dist';
const PORT = Number(process.env.BENCH_PORT ?? 4186);
const PATH = process.env.BENCH_PATH ?? '/inventory/flow';
const LIST_ID = process.env.BENCH_LIST ?? 'inventory.flow';
const RUNS = filterRuns(Number(process.env.BENCH_RUNS ?? 5));
const PROFILE = process.env.BENCH_PROFILE;
const BUDGET_MS = 100;
const MIN_ROWS = 5000;
const { browser, context, page, close } = await signedInConsole({
  dist: DIST,
  port: PORT,
  initScripts: [[(id) => globalThis.localStorage.setItem(`outpost.list.${id}.pageSize`, '50'), LIST_ID]],
});
try {
  await openList(page, PATH, 50);
  const totalText = await page
    .getByText(/^\d[\d,]* in total$/)
    .first()
    .textContent();
  const total = Number(totalText.replace(/[^\d]/g, ''));
  console.log(`list ${PATH}: ${total} rows, 50 a page (the largest list; there is no outbound list view)`);
  if (total < MIN_ROWS) console.log(`note: fewer than ${MIN_ROWS} rows in this list`);

  const cdp = PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  // a filter change as a user makes it: another warehouse in the filter bar, then Search
  const figures = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(() => performance.clearMeasures());
    await page.getByRole('combobox', { name: /^warehouse$/i }).click();
    await page.getByRole('option', { name: new RegExp(`^${FILTER_WAREHOUSES[run]}`) }).click();
    await page.waitForTimeout(300); // the dropdown's closing transition is not the re-render
    const search = await centreOf(page.getByRole('button', { name: /^search$/i }));
    const startMark = `bench:search:${run}`;
    if (cdp) await cdp.send('Profiler.start');
    else await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate((mark) => performance.mark(mark), startMark);
    await page.mouse.click(search.x, search.y);
    const measure = await page.waitForFunction(
      (id) => performance.getEntriesByName(`outpost:list:${id}:frame`)[0]?.duration ?? null,
      LIST_ID,
      { timeout: 60000 },
    );
    const wall = await measure.jsonValue();
    await page.waitForTimeout(100);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE.replace(/(\.cpuprofile)?$/, `-${run + 1}.cpuprofile`), JSON.stringify(profile));
      console.log(
        `  run ${run + 1}: data → next frame ${wall.toFixed(1)} ms (wall clock; profiling, no trace)`,
      );
      continue;
    }
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const figure = mainThreadTime(traceEvents, startMark, wall, LIST_ID);
    figures.push(figure);
    console.log(
      `  run ${run + 1}: main thread ${figure.total.toFixed(1)} ms (scripting ${figure.scripting.toFixed(1)}, ` +
        `style/layout/paint ${figure.rendering.toFixed(1)}); data → next frame ${wall.toFixed(1)} ms wall clock`,
    );
  }
  if (cdp) console.log(`CPU profiles written to ${PROFILE}-<run>.cpuprofile`);
  else {
    const figure = median(figures.map((f) => f.total));
    const failed = figure > BUDGET_MS;
    reportFigure({
      name: `list re-render after a filter change (${PATH}), main thread`,
      values: figures.map((f) => f.total),
      unit: 'ms',
      budget: { max: BUDGET_MS },
    });
    process.exitCode = failed ? 1 : 0;
    console.log(
      `${failed ? 'OVER' : 'ok  '} filter change → re-render: median ${figure.toFixed(1)} ms main-thread time ` +
        `(scripting ${median(figures.map((f) => f.scripting)).toFixed(1)}, style/layout/paint ` +
        `${median(figures.map((f) => f.rendering)).toFixed(1)}; budget ${BUDGET_MS} ms, ${RUNS} runs)`,
    );
  }
} finally {
  await close();
}
