import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The console's base path: the build's `base` (vite.config.ts). */
export const CONSOLE_BASE = '/admin/';

/** What a `<meta>` policy cannot say, added to the header (as `vite preview` does: scripts/vite-csp.ts). */
const HEADER_ONLY = "; frame-ancestors 'none'";

/** The policy the build wrote into the page (with the hash of its one inline script). */
export function builtPolicy(indexHtml: string): string | null {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(indexHtml)?.[1] ?? null;
}

/** A reason the built console cannot be served, or null when it can. */
export function consoleProblem(distDir: string): string | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `no built console at ${index}: run \`npm run build\` (npm run serve does)`;
  if (!builtPolicy(readFileSync(index, 'utf8')))
    return `${index} has no Content-Security-Policy: it is not a production build of this console`;
  return null;
}

/**
 * The built console under `/admin/`, with the production page's headers: its Content-Security-Policy
 * (the build's own, plus frame-ancestors), no sniffing, no referrer to other sites; hashed assets are
 * cached for good, the page never. `/` leads to the console.
 */
export function consoleRoutes(distDir: string): Hono {
  const policy = `${builtPolicy(readFileSync(join(distDir, 'index.html'), 'utf8'))}${HEADER_ONLY}`;
  const app = new Hono();
  app.get('/', (c) => c.redirect(CONSOLE_BASE));
  app.get('/admin', (c) => c.redirect(CONSOLE_BASE));
  app.use(
    `${CONSOLE_BASE}*`,
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
    async (c, next) => {
      await next();
      c.res.headers.set('Content-Security-Policy', policy);
      const hashed = c.req.path.startsWith(`${CONSOLE_BASE}assets/`);
      c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  );
  app.use(
    `${CONSOLE_BASE}*`,
    serveStatic({ root: distDir, rewriteRequestPath: (path) => path.slice(CONSOLE_BASE.length - 1) }),
  );
  return app;
}
