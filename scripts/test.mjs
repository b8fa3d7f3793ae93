#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find. Steps that need the production
// build are skipped when the build fails. The static checks run side by side (each is mostly one
// thread, and the machine has two cores), their output printed whole as each ends. Ends with the
// failures' excerpts and a summary, so that the tail of a long CI log says what broke.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'types', cmd: 'npx tsc -p tsconfig.json --noEmit', together: 'static' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0', together: 'static' },
  { name: 'format', cmd: 'npx prettier --check . --log-level warn', together: 'static' },
  { name: 'unit and component tests', cmd: 'npx vitest run --project dom --project node' },
  // the service as processes of its own (server/): start, restart, kill -9, bad settings
  { name: 'service tests', cmd: 'npx vitest run --project server' },
  // the HTTP tests of the mock back-end again, against the service (vite.config.ts CONTRACT_FILES)
  { name: 'HTTP contract against the service', cmd: 'npx vitest run --project contract' },
  {
    name: 'HTTP contract against the service on postgres',
    cmd: 'npx vitest run --project contract-postgres',
  },
  // the two builds side by side (each mostly one thread); before the journeys: the simulators'
  // journey opens the built Storybook
  { name: 'production build', cmd: 'npx vite build --logLevel warn', produces: 'build', together: 'builds' },
  {
    name: 'storybook build',
    cmd: 'npx storybook build --quiet -o storybook-static --disable-telemetry',
    together: 'builds',
  },
  { name: 'sign-in page size budget', cmd: 'node scripts/size.mjs', needs: 'build' },
  { name: 'no secrets without the mock', cmd: 'node scripts/check-build-secrets.mjs', needs: 'build' },
  { name: 'browser journeys', cmd: 'npx vitest run --config vitest.e2e.config.ts', needs: 'build' },
];

const only = process.argv.slice(2);
const startedAll = Date.now();
const results = [];
const produced = new Set();
const chosen = steps.filter((step) => !only.length || only.some((word) => step.name.includes(word)));
for (let i = 0; i < chosen.length;) {
  // a run of steps marked `together` with the same word starts at once
  const batch = [chosen[i++]];
  while (batch[0].together && chosen[i]?.together === batch[0].together) batch.push(chosen[i++]);
  const runnable = batch.filter((step) => {
    if (step.needs && !produced.has(step.needs) && !only.length) {
      results.push({ ...step, status: 'skipped' });
      return false;
    }
    return true;
  });
  const buffered = runnable.length > 1;
  const outcomes = await Promise.all(
    runnable.map(async (step) => {
      if (!buffered) console.log(`\n▶ ${step.name}: ${step.cmd}`);
      const started = Date.now();
      const { status, output } = await run(step.cmd, { buffered });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) console.log(`\n▶ ${step.name}: ${step.cmd} (${seconds} s)\n${output}`);
      return { step, status, output, seconds };
    }),
  );
  for (const { step, status, output, seconds } of outcomes) {
    const flaky = flakyOf(output);
    if (status === 0 && step.produces) produced.add(step.produces);
    // a journey that passed only on its retry fails the run: a flaky test blocks everyone's landing,
    // so it is mended, not waved through
    const ok = status === 0 && flaky.length === 0;
    results.push({
      ...step,
      status: ok ? 'passed' : 'failed',
      seconds,
      flaky,
      excerpt: ok
        ? ''
        : flaky.length
          ? `passed only on a retry:\n  ${flaky.join('\n  ')}${flakyErrorsOf(output)}`
          : excerpt(output),
    });
  }
}

for (const r of results.filter((r) => r.excerpt)) console.log(`\n✖ ${r.name}: what failed\n${r.excerpt}`);
console.log('\nSummary');
for (const r of results) {
  const notes = [
    r.seconds && `${r.seconds} s`,
    r.flaky?.length && `${r.flaky.length} flaky: ${r.flaky.join('; ')}`,
  ];
  const said = notes.filter(Boolean).join(', ');
  console.log(`  ${r.status.padEnd(8)} ${r.name}${said ? ` (${said})` : ''}`);
}
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status !== 'passed').length;
const minutes = ((Date.now() - startedAll) / 60000).toFixed(1);
console.log(`${passed} passed, ${failed} failed, in ${minutes} min`);
process.exit(failed ? 1 : 0);

/** Runs a command, passing its output through (unless `buffered`) while keeping a copy. */
function run(cmd, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        if (!buffered) sink.write(chunk);
        output += chunk;
        if (output.length > 4_000_000) output = output.slice(-2_000_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/**
 * The tests that passed only on a retry, as e2e/support/retry-reporter.ts names them (the browser
 * journeys get one retry): a pass that needed it is said in the summary, not hidden.
 */
function flakyOf(output) {
  const text = stripVTControlCharacters(output);
  return [...text.matchAll(/^ {2}flaky: (.+)$/gm)].map((match) => match[1]);
}

/** What the failed tries of the flaky tests threw, as the retry reporter lists it after their names. */
function flakyErrorsOf(output) {
  const text = stripVTControlCharacters(output);
  const at = text.lastIndexOf('what the failed tries threw:');
  if (at < 0) return '';
  const lines = text.slice(at).split('\n');
  const thrown = lines
    .slice(1)
    .filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('    ')));
  return `\n${[lines[0], ...thrown].join('\n')}`;
}

/** The lines that say what failed (test names, errors and their first lines of context), at most 150. */
function excerpt(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const picked = [];
  const marker = /(FAIL|✗|×|Error|error TS|Expected|Received|Timeout|timed out|✖)/;
  for (let i = 0; i < lines.length && picked.length < 150; i++) {
    if (!marker.test(lines[i])) continue;
    const end = Math.min(lines.length, i + 12);
    for (; i < end && picked.length < 150; i++) picked.push(lines[i]);
    picked.push('  …');
  }
  return (picked.length ? picked : lines.slice(-60)).join('\n');
}
