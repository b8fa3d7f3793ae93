import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The console's Content-Security-Policy (issue #17), for the production build only: development keeps
 * Vite's HMR, which injects inline scripts.
 * - script-src 'self': no eval, and no inline script but the one the build draws the sign-in page
 *   with (vite-prerender.ts adds its hash); the entry is a file. With the mock, 'wasm-unsafe-eval'
 *   too: the business worker's SQLite is WebAssembly, which the policy must let it compile (it lets
 *   no JavaScript be evaluated); a build without the mock has no WebAssembly and no such source;
 * - style-src 'unsafe-inline': Mantine writes inline style attributes and its own <style> elements;
 * - worker-src 'self' blob:: the mock back-end's service worker (public/mockServiceWorker.js), its
 *   business back-end's module worker (mocks/worker/entry.ts), and the worker the spreadsheet reader's unzip (fflate) starts from a blob: URL for a large entry (over
 *   512 KB inflated: a workbook of some thousand rows), made by the console's own script;
 * - media-src https: as img-src: the video player plays an address a person types;
 * - object-src and frame-src blob:: PDF previews (an <object>) and the print frame, both blob URLs
 *   made by the console; img-src blob: and data: for image labels, photos and avatars, https: for
 *   the image addresses a SKU may hold;
 * - connect-src: this origin, and the API's origin when VITE_API_BASE_URL names another.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined, withMock = true): string {
  const apiOrigin = apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': withMock ? "'self' 'wasm-unsafe-eval'" : "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data:",
    'connect-src': ["'self'", apiOrigin].filter(Boolean).join(' '),
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'media-src': "'self' blob: data: https:",
    'object-src': 'blob:',
    'frame-src': 'blob:',
    'base-uri': "'self'",
    'form-action': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** What a `<meta http-equiv>` cannot say; sent as a header where the console is served by Vite. */
const HEADER_ONLY = "; frame-ancestors 'none'";

/**
 * Puts the policy into the built index.html as `<meta http-equiv="Content-Security-Policy">` (a static
 * host serves it as is), and sends it as a header from `vite preview` (the journeys' server).
 */
export function cspPlugin(apiBaseUrl: string | undefined, withMock: boolean): Plugin[] {
  const policy = contentSecurityPolicy(apiBaseUrl, withMock);
  let root = process.cwd();
  return [
    {
      name: 'outpost:csp-meta',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          // the console's page only: Storybook builds its own pages through this config
          if (resolve(context.filename) !== resolve(root, 'index.html')) return html;
          // right after the charset, before any script or style it governs
          const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
          const charset = /<meta charset=[^>]*>/i;
          return charset.test(html)
            ? html.replace(charset, (found) => `${found}\n    ${meta}`)
            : html.replace(/<head>/i, `<head>\n    ${meta}`);
        },
      },
    },
    {
      name: 'outpost:csp-preview-header',
      configurePreviewServer(server) {
        // the built page's own policy when it has one: the build adds the hash of the script that
        // comes with the drawn sign-in page (vite-prerender.ts)
        const built = resolve(server.config.root, server.config.build.outDir, 'index.html');
        const meta = existsSync(built)
          ? /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(built, 'utf8'))
          : null;
        const served = (meta?.[1] ?? policy) + HEADER_ONLY;
        server.middlewares.use((_request, response, next) => {
          response.setHeader('Content-Security-Policy', served);
          next();
        });
      },
    },
  ];
}
