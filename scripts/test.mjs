#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find. Steps that need the production
// build are skipped when the build fails. Ends with one summary line.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'types', cmd: 'npx tsc -p tsconfig.json --noEmit' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  { name: 'format', cmd: 'npx prettier --check . --log-level warn' },
  { name: 'unit and component tests', cmd: 'npx vitest run' },
  { name: 'production build', cmd: 'npx vite build --logLevel warn', produces: 'build' },
  { name: 'sign-in page size budget', cmd: 'node scripts/size.mjs', needs: 'build' },
  { name: 'browser journeys', cmd: 'npx vitest run --config vitest.e2e.config.ts', needs: 'build' },
  { name: 'storybook build', cmd: 'npx storybook build --quiet -o storybook-static --disable-telemetry' },
];

const only = process.argv.slice(2);
const results = [];
const produced = new Set();
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  if (step.needs && !produced.has(step.needs) && !only.length) {
    results.push({ ...step, status: 'skipped' });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  if (ok && step.produces) produced.add(step.produces);
  results.push({ ...step, status: ok ? 'passed' : 'failed', seconds });
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.status.padEnd(8)} ${r.name}${r.seconds ? ` (${r.seconds} s)` : ''}`);
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status !== 'passed').length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
