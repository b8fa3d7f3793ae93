#!/usr/bin/env node
// Builds the demo database the way the mock back-end does (master data, then a simulated year of
// documents replayed through the services) and prints how long it took. `npm`-free: node scripts/bench-seed.mjs
// Loads the TypeScript sources through Vite's SSR loader (no build needed).
import { createServer } from 'vite';
import { reportFigure } from './lib/figures.mjs';

const runs = Number(process.argv[2] ?? 3);
const server = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { seedDb } = await server.ssrLoadModule('/server/seed/index.ts');
  const { checkInvariants } = await server.ssrLoadModule('/server/store/invariants.ts');
  const today = Date.UTC(2026, 10, 22);
  const times = [];
  const cpu = [];
  let db;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    db = await seedDb({ today, seed: 20261122 + run });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  const sizes = [
    'inbounds',
    'outbounds',
    'rmas',
    'recharges',
    'settlements',
    'fees',
    'flow',
    'purseTransactions',
  ];
  console.log(sizes.map((name) => `${name} ${db[name].length}`).join(', '));
  console.log(`invariant violations: ${(await checkInvariants(db)).length}`);
  console.log(
    `seed (master data + documents): ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}; best ${Math.min(...times).toFixed(0)} ms`,
  );
  // On a shared machine the wall time includes waiting for a core; the CPU time is what the seed costs.
  console.log(
    `CPU time: ${cpu.map((t) => `${t.toFixed(0)} ms`).join(', ')}; best ${Math.min(...cpu).toFixed(0)} ms`,
  );
  reportFigure({ name: 'demo database seed, CPU', values: cpu, unit: 'ms', budget: { max: 1500 } });
  reportFigure({ name: 'demo database seed, wall clock', values: times, unit: 'ms' });
} finally {
  await server.close();
}
