import { createServer } from 'vite';
const server = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
const { seedDb } = await server.ssrLoadModule('/mocks/db/seed/index.ts');
seedDb({ today: Date.UTC(2026, 10, 22), seed: 1 });
globalThis.__t = new Map();
const t = performance.now();
seedDb({ today: Date.UTC(2026, 10, 22), seed: 2 });
console.log('total', (performance.now() - t).toFixed(0));
let sum = 0;
for (const [k, [ms, n]] of [...globalThis.__t].sort((a, b) => b[1][0] - a[1][0])) { sum += ms; console.log(k.padEnd(40), ms.toFixed(0).padStart(6), 'ms', String(n).padStart(6), (ms * 1000 / n).toFixed(1).padStart(8), 'us'); }
console.log('sum', sum.toFixed(0));
await server.close();
