import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';

let server: PreviewServer | undefined;
let storybook: PreviewServer | undefined;

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
  await serveStorybook(port + 1);
}

/**
 * Serves the built Storybook (`E2E_STORYBOOK`, default `storybook-static`; `npm test` builds it before
 * the journeys) on the next port, for the simulators' journey. When it is missing nothing is served
 * and that journey fails saying so: the app's journeys do not need it.
 */
async function serveStorybook(port: number) {
  const outDir = process.env.E2E_STORYBOOK ?? 'storybook-static';
  if (!existsSync(`${outDir}/iframe.html`)) {
    process.env.E2E_STORYBOOK_MISSING = `No Storybook build in ${outDir}: run \`npm run build-storybook\` first (or set E2E_STORYBOOK).`;
    return;
  }
  storybook = await preview({
    configFile: false,
    base: '/',
    build: { outDir },
    preview: { port: Number(process.env.E2E_STORYBOOK_PORT ?? port), strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  process.env.E2E_STORYBOOK_URL = `http://127.0.0.1:${storybook.config.preview.port}/`;
}

export async function teardown() {
  await server?.close();
  await storybook?.close();
}
