import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HSTS } from './app';

/** The console's base path: the build's `base` (vite.config.ts). */
export const CONSOLE_BASE = '/admin/';

/** What a `<meta>` policy cannot say, added to the header (as `vite preview` does: scripts/vite-csp.ts). */
const HEADER_ONLY = "; frame-ancestors 'none'";

/** The policy the build wrote into the page (with the hash of its one inline script). */
export function builtPolicy(indexHtml: string): string | null {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(indexHtml)?.[1] ?? null;
}

/** The name of the page's `<meta>` that carries the service's public key (src/api/crypto.ts reads it). */
export const PUBLIC_KEY_META = 'outpost-password-key';

/** The page with the deployment's public key in it, for the console to encrypt passwords with. */
export function withPublicKey(indexHtml: string, publicKeyPem: string): string {
  const body = publicKeyPem.replace(/-----[^-]+-----|\s/g, '');
  return indexHtml.replace('</head>', `<meta name="${PUBLIC_KEY_META}" content="${body}"></head>`);
}

/** The name of the page's `<meta>` that says sign-up is closed (src/api/sign-up.ts reads it). */
export const SIGN_UP_META = 'outpost-sign-up';

/** The page telling the console that sign-up is closed, when it is: no link to it, no form. */
export function withSignUp(indexHtml: string, open: boolean): string {
  return open
    ? indexHtml
    : indexHtml.replace('</head>', `<meta name="${SIGN_UP_META}" content="closed"></head>`);
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
 * (the build's own, plus frame-ancestors), no sniffing, no referrer to other sites, HSTS once TLS
 * ends at the proxy in front; hashed assets are
 * cached for good, the page never. The page carries the deployment's public key for passwords
 * (`withPublicKey`) and whether sign-up is closed (`withSignUp`). `/` leads to the console.
 */
export function consoleRoutes(
  distDir: string,
  publicKeyPem: string,
  { tlsAtProxy = false, signUpOpen = true }: { tlsAtProxy?: boolean; signUpOpen?: boolean } = {},
): Hono {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const policy = `${builtPolicy(indexHtml)}${HEADER_ONLY}`;
  const page = withSignUp(withPublicKey(indexHtml, publicKeyPem), signUpOpen);
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
      strictTransportSecurity: tlsAtProxy ? HSTS : false,
    }),
    async (c, next) => {
      await next();
      c.res.headers.set('Content-Security-Policy', policy);
      const hashed = c.req.path.startsWith(`${CONSOLE_BASE}assets/`);
      c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  );
  // the page itself carries the key (the same for every process of the deployment)
  for (const path of [CONSOLE_BASE, `${CONSOLE_BASE}index.html`]) app.get(path, (c) => c.html(page));
  app.use(
    `${CONSOLE_BASE}*`,
    serveStatic({ root: distDir, rewriteRequestPath: (path) => path.slice(CONSOLE_BASE.length - 1) }),
  );
  return app;
}
