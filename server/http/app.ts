import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { sql, type Kysely } from 'kysely';
import { msg } from '@mocks/i18n';
import type { Database } from '../db/schema';
import type { Engine } from '../engine/engine';
import { errorFields, type Log } from '../log';

export interface AppDeps {
  db: Kysely<Database>;
  engine: Engine;
  log: Log;
  maxBodyBytes: number;
  /** The built console at `/admin/` (absent in tests of the API alone). */
  console?: Hono;
  /** The contract tests' control surface (server/engine/test-control.ts), in test mode only. */
  testControl?: Hono;
}

interface Vars {
  Variables: { requestId: string; account?: string };
}

export const API_PREFIX = '/services/api';
const REQUEST_ID_HEADER = 'X-Request-Id';

/** The envelope of an error the service itself answers (the engine answers the API's own). */
const failure = (c: Context, status: 404 | 413 | 500 | 503, message: string) =>
  c.json({ code: status, message, data: null }, status);

/**
 * The service's HTTP face: a request id on every answer, one JSON log line per call, `/health`, the
 * API and the seed's sample calls answered by the engine, and the console at `/admin/`. An error that
 * escapes a call answers 500 with the request id to quote, never a stack; the log has the stack.
 */
export function createApp({
  db,
  engine,
  log,
  maxBodyBytes,
  console: consoleApp,
  testControl,
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
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
    return failure(c, 500, msg(c.req.raw, 'internalError', { requestId: c.get('requestId') }));
  });

  app.get('/health', async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok' });
    } catch (error) {
      log.warn('health: the database does not answer', errorFields(error));
      return c.json({ status: 'unavailable' }, 503);
    }
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

  /**
   * The embedded demo's calls that a served back-end does not offer: its data is everyone's, so no
   * operator wipes it back to the seed from a settings drawer, and it keeps nothing aside in a browser.
   */
  const demoOnly = new Set([`${API_PREFIX}/Mock/ResetDemoData`, `${API_PREFIX}/Mock/DataKeptAside`]);

  const answer = async (c: Context<Vars>) => {
    if (demoOnly.has(c.req.path)) return failure(c, 404, msg(c.req.raw, 'unknownCall'));
    c.set('account', engine.accountOf(c.req.raw));
    const response = await engine.answer(c.req.raw);
    // the sign-in state's changes are committed before the answer leaves (a token pair survives a restart)
    await engine.flushed();
    return response ?? failure(c, 404, msg(c.req.raw, 'unknownCall'));
  };
  app.use(`${API_PREFIX}/*`, limit);
  app.use('/mock/*', limit);
  app.all(`${API_PREFIX}/*`, answer);
  app.all('/mock/*', answer);

  if (testControl) app.route('/', testControl);
  if (consoleApp) app.route('/', consoleApp);
  app.notFound((c) => failure(c, 404, msg(c.req.raw, 'unknownCall')));
  return app;
}
