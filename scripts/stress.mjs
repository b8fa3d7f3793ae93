#!/usr/bin/env node
// `npm run test:stress`: hunts order-dependent and timing-dependent tests. Runs the Vitest suite
// STRESS_VITEST_RUNS times (default 5), each with its files in another shuffled order, then the
// browser journeys STRESS_E2E_RUNS times (default 3; builds first when dist/ has no build). Prints a
// line per run and a summary, keeps each run's whole output in a log file, and exits non-zero when
// any run failed. A journey that passed only on its retry is counted as flaky (e2e/support/
// retry-reporter.ts), never as a plain pass. Arguments go to every vitest run:
// `npm run test:stress -- src/views/Inventory` (a filter that matches no journey skips them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const REPORTER = './e2e/support/retry-reporter.ts';
const E2E_CONFIG = 'vitest.e2e.config.ts';
const unitRuns = count('STRESS_VITEST_RUNS', 5);
const e2eRuns = count('STRESS_E2E_RUNS', 3);
const args = process.argv.slice(2);
const logs = join(tmpdir(), `outpost-stress-${new Date().toISOString().replace(/[:.]/g, '-')}`);
mkdirSync(logs, { recursive: true });

const started = Date.now();
const runs = [];
console.log(
  `Stress: ${unitRuns} shuffled Vitest run(s), ${e2eRuns} journey run(s)${args.length ? `, with: ${args.join(' ')}` : ''}`,
);
console.log(`Each run's output: ${logs}/\n`);

for (let i = 1; i <= unitRuns; i++) {
  const seed = randomSeed();
  runs.push(
    await vitest({
      kind: 'vitest',
      index: i,
      seed,
      cmd: ['vitest', 'run', ...shuffled(seed), '--reporter=default', `--reporter=${REPORTER}`, ...args],
      label: 'tests',
    }),
  );
}

if (e2eRuns > 0) {
  if (args.length > 0 && !(await anyJourneyMatches())) {
    console.log(`journeys: none matches "${args.join(' ')}", skipped`);
  } else {
    const built = await ensureBuild();
    for (let i = 1; i <= e2eRuns && built; i++) {
      const seed = randomSeed();
      runs.push(
        await vitest({
          kind: 'journeys',
          index: i,
          seed,
          cmd: ['vitest', 'run', '--config', E2E_CONFIG, ...shuffled(seed), ...args],
          label: 'journeys',
        }),
      );
    }
  }
}

summarise();

/** One vitest run: its output to a log file, one line to the console. */
async function vitest({ kind, index, seed, cmd, label }) {
  const name = `${kind}-${index}`;
  const begun = Date.now();
  const { status, output } = await run('npx', cmd);
  const seconds = (Date.now() - begun) / 1000;
  const log = join(logs, `${name}.log`);
  writeFileSync(log, output);
  const text = plain(output);
  const counts = countsOf(text, label);
  const flaky = [...text.matchAll(/^ {2}flaky: (.+)$/gm)].map((match) => match[1]);
  const failedTests = [...text.matchAll(/^\s*FAIL\s+(.+)$/gm)].map((match) => match[1].trim());
  const result = { kind, index, seed, status, seconds, counts, flaky, failedTests, log };
  const state = status === 0 ? 'passed' : 'FAILED';
  const tally = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky`
    : 'no summary (see the log)';
  console.log(
    `${kind.padEnd(8)} run ${index}  seed ${String(seed).padEnd(6)} ${state.padEnd(7)} ${tally}  ${seconds.toFixed(0)} s`,
  );
  for (const test of flaky) console.log(`           flaky: ${test}`);
  if (status !== 0) {
    for (const test of [...new Set(failedTests)].slice(0, 20)) console.log(`           failed: ${test}`);
    console.log(`           again: npx ${cmd.filter((part) => !part.startsWith('--reporter')).join(' ')}`);
    console.log(`           log: ${log}`);
  }
  return result;
}

function summarise() {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log('\nSummary');
  for (const kind of ['vitest', 'journeys']) {
    const of = runs.filter((r) => r.kind === kind);
    if (of.length === 0) continue;
    const failed = of.filter((r) => r.status !== 0);
    const flaky = of.flatMap((r) => r.flaky);
    const seeds = failed.map((r) => r.seed);
    console.log(
      `  ${kind.padEnd(8)} ${of.length} run(s): ${of.length - failed.length} passed, ${failed.length} failed` +
        `${seeds.length ? ` (seeds ${seeds.join(', ')})` : ''}, ${flaky.length} flaky test result(s)`,
    );
    for (const [name, times] of tally(flaky)) console.log(`           flaky ${times}×: ${name}`);
    for (const [name, times] of tally(failed.flatMap((r) => [...new Set(r.failedTests)])))
      console.log(`           failed ${times}×: ${name}`);
  }
  const failed = runs.filter((r) => r.status !== 0).length;
  console.log(`${runs.length - failed} run(s) passed, ${failed} failed, in ${minutes} min`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Vitest's options for a shuffled file order; the seed makes an order repeatable. */
function shuffled(seed) {
  return ['--sequence.shuffle.files', `--sequence.seed=${seed}`];
}

function countsOf(text, label) {
  const match = [
    ...text.matchAll(new RegExp(`^${label}: (\\d+) passed, (\\d+) failed, (\\d+) flaky`, 'gm')),
  ].at(-1);
  return match ? { passed: Number(match[1]), failed: Number(match[2]), flaky: Number(match[3]) } : null;
}

/** Whether the extra arguments leave any journey file to run (they may name unit tests only). */
async function anyJourneyMatches() {
  const { status, output } = await run('npx', [
    'vitest',
    'list',
    '--filesOnly',
    '--config',
    E2E_CONFIG,
    ...args,
  ]);
  return status === 0 && /\.e2e\.ts/.test(plain(output));
}

async function ensureBuild() {
  if (existsSync('dist/index.html')) return true;
  console.log('journeys: no build in dist/, building (npx vite build --logLevel warn)');
  const { status, output } = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (status === 0) return true;
  const log = join(logs, 'build.log');
  writeFileSync(log, output);
  runs.push({
    kind: 'journeys',
    index: 0,
    seed: '-',
    status,
    seconds: 0,
    counts: null,
    flaky: [],
    failedTests: [],
    log,
  });
  console.log(`journeys: the build failed, no journey run (${log})`);
  return false;
}

function run(command, commandArgs) {
  return new Promise((resolve) => {
    const env = { ...process.env, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    const child = spawn(command, commandArgs, { env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

function tally(names) {
  const counts = new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function plain(text) {
  return stripVTControlCharacters(text);
}

function randomSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

function count(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}
