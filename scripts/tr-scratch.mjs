import { createServer } from 'vite';
const server = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
const [file, ...lines] = process.argv.slice(2);
const r = await server.transformRequest(file, { ssr: true });
const all = r.code.split('\n');
for (const l of lines) { const n = Number(l); console.log(`--- ${n}`); console.log(all.slice(n - 2, n + 3).join('\n')); }
await server.close();
