import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';

let server: PreviewServer | undefined;

/** Serves the production build (`dist/`, built by `npm run build`) the way a static host would. */
export async function setup() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
  server = await preview({ preview: { port: 4179, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  process.env.E2E_BASE_URL = 'http://127.0.0.1:4179/admin/';
}

export async function teardown() {
  await server?.close();
}
