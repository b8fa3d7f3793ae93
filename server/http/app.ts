import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { CLIENT_ADDRESS_HEADER } from '../api/http';
import { REQUEST_ID_HEADER } from '../api/audit';
import { msg } from '../api/i18n';
import { isDatabaseUnavailable, refusingConstraint } from '../db/health';
import type { Engine } from '../engine/answer';
import { errorFields, type Log } from '../log';

export interface AppDeps {
  /** Whether the back-end can answer now (its database answers): `/health`'s 200 or 503. */
  healthy: () => Promise<boolean>;
  engine: Engine;
  log: Log;
  maxBodyBytes: number;
  /** The built console at `/admin/` (absent in tests of the API alone). */
  console?: Hono;
  /** The contract tests' control surface (server/engine/test-control.ts), in test mode only. */
  testControl?: Hono;
  /** The caller's address (the service's: its connection's, or its proxy's word for it). */
  clientAddress?: (c: Context) => string | undefined;
  /**
   * The embedded demo's own calls (its data back to the seed, an old copy kept aside): answered in the
   * browser's home only; a served back-end's data is everyone's.
   */
  demoCalls?: boolean;
  /** TLS ends at a proxy in front (TLS_AT_PROXY): every answer tells browsers to use HTTPS alone (HSTS). */
  tlsAtProxy?: boolean;
  /** The other origins whose pages may call the API (CORS_ORIGINS); none: only the console's own. */
  corsOrigins?: string[];
}

/** HSTS for a year, subdomains included, once TLS_AT_PROXY says the service is reached over HTTPS alone. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The request headers a page of another origin (CORS_ORIGINS) may send the API. */
const CORS_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
  'X-Request-Id',
];

interface Vars {
  Variables: { requestId: string; account?: string };
}

export const API_PREFIX = '/services/api';
/** Marks the app's answer to a call nobody answers: the browser's worker lets such a call go on. */
export const UNKNOWN_CALL_HEADER = 'X-Outpost-Unknown-Call';

/** The envelope of an error the service itself answers (the engine answers the API's own). */
const failure = (c: Context, status: 404 | 409 | 413 | 500 | 503, message: string) =>
  c.json({ code: status, message, data: null }, status);

const unknownCall = (c: Context) => {
  c.header(UNKNOWN_CALL_HEADER, 'true');
  return failure(c, 404, msg(c.req.raw, 'unknownCall'));
};

/**
 * The back-end's HTTP face, in every home (the service's process, the browser's worker): a request id
 * on every answer, one JSON log line per call, `/health`, the API and the seed's sample calls answered
 * by the engine, and, served, the console at `/admin/`. An error that escapes a call answers 500 with
 * the request id to quote, never a stack; the log has the stack. The database out of reach answers
 * 503 with Retry-After instead: the call may be sent again as it is. A write a constraint of the
 * schema refused answers 409: nothing of it was kept.
 */
export function createApp({
  healthy,
  engine,
  log,
  maxBodyBytes,
  console: consoleApp,
  testControl,
  demoCalls = false,
  clientAddress,
  tlsAtProxy = false,
  corsOrigins = [],
}: AppDeps): Hono<Vars> {
  const app = new Hono<Vars>();

  // an id the caller sent is kept (a proxy's), if it is short and plain; else a new one
  app.use(requestId({ headerName: REQUEST_ID_HEADER, limitLength: 64 }));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // also on an answer made outside the context (the engine's), which the header set before misses
    c.res.headers.set(REQUEST_ID_HEADER, c.get('requestId'));
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    log[status >= 500 ? 'error' : 'info']('request', {
      method: c.req.method,
      path: c.req.path,
      status,
      ms,
      account: c.get('account') ?? null,
      requestId: c.get('requestId'),
    });
  });

  app.onError((error, c) => {
    // the database down or going away (a restart, a failover): nothing about the call, which may be
    // sent again as it is; a client or a load balancer reads 503 and Retry-After so
    if (isDatabaseUnavailable(error)) {
      log.warn('the database does not answer', {
        requestId: c.get('requestId'),
        path: c.req.path,
        ...errorFields(error),
      });
      c.header('Retry-After', '1');
      return failure(c, 503, msg(c.req.raw, 'serviceUnavailable'));
    }
    // a constraint of the schema refused the write the rules let through: the call's transaction is
    // undone, so nothing of it is kept, and the caller hears that; the log calls it the defect it is
    const constraint = refusingConstraint(error);
    if (constraint !== undefined) {
      log.error('a constraint of the database refused a write', {
        requestId: c.get('requestId'),
        path: c.req.path,
        constraint,
        ...errorFields(error),
      });
      return failure(c, 409, msg(c.req.raw, 'writeRefused', { requestId: c.get('requestId') }));
    }
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
    return failure(c, 500, msg(c.req.raw, 'internalError', { requestId: c.get('requestId') }));
  });

  // the API's answers are data, never a page: nothing in them runs, frames, is sniffed or is kept in
  // a cache (tokens, people's addresses); HSTS once TLS ends at the proxy in front
  const dataHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xFrameOptions: 'DENY',
    strictTransportSecurity: tlsAtProxy ? HSTS : false,
  });
  const noStore = async (c: Context<Vars>, next: () => Promise<void>) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
  for (const path of [`${API_PREFIX}/*`, '/mock/*', '/health']) app.use(path, dataHeaders, noStore);
  if (corsOrigins.length > 0) {
    const allowed = cors({
      origin: corsOrigins,
      allowMethods: ['GET', 'POST'],
      allowHeaders: CORS_REQUEST_HEADERS,
      exposeHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
      maxAge: 600,
    });
    app.use(`${API_PREFIX}/*`, allowed);
  }
  app.get('/health', async (c) => {
    if (await healthy()) return c.json({ status: 'ok' });
    return c.json({ status: 'unavailable' }, 503);
  });

  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      failure(
        c,
        413,
        msg(c.req.raw, 'bodyTooLarge', { megabytes: String(Math.floor(maxBodyBytes / 1048576)) }),
      ),
  });

  // a served back-end's data is everyone's: no operator wipes it back to the seed from a settings
  // drawer, and it keeps nothing aside in a browser
  const demoOnly = new Set(
    demoCalls ? [] : [`${API_PREFIX}/Mock/ResetDemoData`, `${API_PREFIX}/Mock/DataKeptAside`],
  );

  const answer = async (c: Context<Vars>) => {
    if (demoOnly.has(c.req.path)) return unknownCall(c);
    // the address is the app's to say, never the caller's
    c.req.raw.headers.delete(CLIENT_ADDRESS_HEADER);
    const address = clientAddress?.(c);
    if (address) c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, address);
    // the request's id, for the audit trail: the one this app answers with
    c.req.raw.headers.set(REQUEST_ID_HEADER, c.get('requestId'));
    c.set('account', await engine.accountOf(c.req.raw));
    // what a call changes, the sign-in state's changes among them, is committed before it answers
    const response = await engine.answer(c.req.raw);
    // a call refused before it read its body (a 403 of an operator's call): the body is read to its
    // end first (within the body limit), so that a client still sending it hears the answer rather
    // than a connection closed under it
    if (c.req.raw.body !== null && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
    return response ?? unknownCall(c);
  };
  app.use(`${API_PREFIX}/*`, limit);
  app.use('/mock/*', limit);
  app.all(`${API_PREFIX}/*`, answer);
  app.all('/mock/*', answer);

  if (testControl) app.route('/', testControl);
  if (consoleApp) app.route('/', consoleApp);
  app.notFound(unknownCall);
  return app;
}
