import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';

let server: PreviewServer | undefined;

/**
 * Serves the production build the way a static host would. `E2E_DIST` (default `dist`) and
 * `E2E_PORT` (default 4179) let two runs share a machine.
 */
export async function setup() {
  const outDir = process.env.E2E_DIST ?? 'dist';
  const port = Number(process.env.E2E_PORT ?? 4179);
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`No production build in ${outDir}: run \`npm run build\` first.`);
  server = await preview({
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}/admin/`;
}

export async function teardown() {
  await server?.close();
}
