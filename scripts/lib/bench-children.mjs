// The benchmarks that were there before `npm run bench`, run by it one after another as child
// processes, each as it runs by hand (its own server and Chromium on a port of its own), against the
// bench's build (BENCH_DIST) and with its number of runs (BENCH_RUNS). Their output is passed through,
// indented; their figures come back through BENCH_REPORT (scripts/lib/figures.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { readFigures } from './figures.mjs';

/**
 * `args` are the script's own; `browser` ones serve the build and need a port. `budget` is its main
 * figure's, for the row that says it was not measured (the figures it reports carry their own).
 */
const BENCHMARKS = [
  { script: 'bench-outbound-list.mjs', browser: true, budget: { max: 100 } },
  { script: 'bench-import-preview.mjs', browser: true, budget: { max: 2000 } },
  { script: 'bench-list-render.mjs', browser: true, budget: { max: 100 } },
  { script: 'bench-list.mjs', budget: { max: 20 } },
  // its number of runs is its first argument
  { script: 'bench-seed.mjs', args: (runs) => [String(runs)], budget: { max: 1500 } },
];

/** Past this, a benchmark is taken to hang: stopped, and its figures reported as not measured. */
const TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Runs every benchmark of BENCHMARKS; `firstPort` and the ports after it are theirs. Answers their
 * figures; one that reported none (it crashed, or hung) is a figure named after it with its `error`.
 */
export async function childBenchmarkFigures({ dist, runs, firstPort, tempDir }) {
  const figures = [];
  let port = firstPort;
  for (const { script, browser, args, budget } of BENCHMARKS) {
    const report = join(tempDir, `${script}.jsonl`);
    rmSync(report, { force: true });
    const env = { ...process.env, BENCH_DIST: dist, BENCH_RUNS: String(runs), BENCH_REPORT: report };
    if (browser) env.BENCH_PORT = String(port++);
    console.log(`\n▶ ${script}`);
    const outcome = await run(join('scripts', script), args?.(runs) ?? [], env);
    const reported = readFigures(report);
    figures.push(...reported);
    if (reported.length === 0)
      figures.push({ name: script, values: [], unit: 'ms', budget, error: outcome || 'no figure reported' });
  }
  return figures;
}

/** What Node prints around an uncaught error's message: blank lines, the source line, the stack. */
const NODE_NOISE =
  /^\s*($|at |\^|node:internal|triggerUncaughtException|Node\.js v|Call log:|[{}[\]`]|log:|name:)/;

/**
 * Runs `node script args` with its output indented under the bench's. Answers what went wrong, for a
 * benchmark that reports no figure: how it ended when not by itself (exit 1 is its figure over budget,
 * or an uncaught error), and the first line of its error output that is not Node's noise around it.
 */
function run(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    createInterface({ input: child.stdout }).on('line', (line) => console.log(`    ${line}`));
    let firstError = '';
    createInterface({ input: child.stderr }).on('line', (line) => {
      console.error(`    ${line}`);
      // a blob: address is long and says nothing
      if (!firstError && !NODE_NOISE.test(line))
        firstError = line
          .trim()
          .replace(/blob:\S+?(?=['"\s])/g, 'blob:…')
          .slice(0, 160);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal) resolve(`stopped (${signal}) after ${TIMEOUT_MS / 60000} min`);
      else resolve(code === 0 || code === 1 ? firstError : `exit ${code}: ${firstError}`);
    });
  });
}
