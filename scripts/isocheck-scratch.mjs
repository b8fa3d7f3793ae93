import { createServer } from 'vite';
const server = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
const { isoOfMs } = await server.ssrLoadModule('/mocks/db/iso-time.ts');
let bad = 0;
for (let i = 0; i < 2_000_000; i++) { const ms = Math.floor(Math.random() * 253_402_300_800_000); if (isoOfMs(ms) !== new Date(ms).toISOString()) bad++; }
for (const ms of [0, 1, 999, 86_399_999, 86_400_000, 253_402_300_799_999, 951_782_400_000, 1.5, -1, 253_402_300_800_000]) if (isoOfMs(ms) !== new Date(ms).toISOString()) bad++;
console.log('bad', bad);
for (const x of [NaN]) { try { isoOfMs(x); console.log('no throw'); } catch (e) { console.log('throws', e.constructor.name); } }
const t = performance.now(); for (let i = 0; i < 200000; i++) isoOfMs(1_700_000_000_000 + i * 7919); console.log(((performance.now() - t) * 1000 / 200000).toFixed(3), 'us');
await server.close();
