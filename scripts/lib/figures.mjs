// A benchmark's figure, as `npm run bench` (scripts/bench.mjs) gathers and prints it:
//   { name, values: one number a run, unit: 'ms' | 'KiB' | 'score' | 'count', budget?: { max } | { min } }
// It is judged on the median of its runs (a single slow run on a shared machine is the machine's).
// The existing benchmarks run as child processes of the bench and hand it their figures through the
// file BENCH_REPORT names (a JSON line each), so their output stays theirs and nothing parses it.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** The middle value (the upper one of an even count), as every benchmark here has taken it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `{ runs, min, median, max }` of a figure's values. */
export function summary(values) {
  return { runs: values.length, min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** 'OK' or 'OVER' by the median against the budget; '' for a figure shown for information. */
export function verdict({ values, budget }) {
  if (!budget || values.length === 0) return '';
  const middle = median(values);
  const within = budget.max !== undefined ? middle <= budget.max : middle >= budget.min;
  return within ? 'OK' : 'OVER';
}

/** In a benchmark run by the bench: hands it `figure` (nothing happens when run by hand). */
export function reportFigure(figure) {
  if (process.env.BENCH_REPORT) appendFileSync(process.env.BENCH_REPORT, `${JSON.stringify(figure)}\n`);
}

/** The figures a child benchmark reported into `file` (none when it reported nothing). */
export function readFigures(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
