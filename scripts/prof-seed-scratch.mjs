import { createServer } from 'vite';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
const server = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
const { seedDb } = await server.ssrLoadModule('/mocks/db/seed/index.ts');
const today = Date.UTC(2026, 10, 22);
seedDb({ today, seed: 1 });
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 }); await s.post('Profiler.start');
const t = performance.now();
seedDb({ today, seed: 2 });
console.log('seed ms', performance.now() - t);
const { profile } = await s.post('Profiler.stop');
// self time by function
const self = new Map();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber} sid${n.callFrame.scriptId}`; self.set(k, (self.get(k) || 0) + dt[i] / 1000); }
console.log([...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,45).map(([k,v])=>`${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n'));

const parent = new Map(); for (const n of profile.nodes) for (const c of (n.children||[])) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < samples.length; i++) { const seen = new Set(); let id = samples[i]; while (id !== undefined) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt[i] / 1000); } id = parent.get(id); } }
console.log('--- inclusive');
console.log([...incl.entries()].sort((a,b)=>b[1]-a[1]).slice(0,140).map(([k,v])=>`${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n'));
await server.close();
