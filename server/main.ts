import { AsyncLocalStorage } from 'node:async_hooks';
import { serve, type ServerType } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { serveAsService } from './api/config';
import { hashPasswordsAt, SERVED_COST } from './areas/access/password-hash';
import { decryptWith } from './areas/access/crypto';
import { deliverThrough } from './areas/access/outbox';
import { openSignUp } from './areas/access/sign-up';
import { readSettings, SettingsError, type Settings } from './config';
import { keepAuditTrailFor } from './areas/audit/retention';
import { clientAddressOf } from './http/client-address';
import { answerClientError } from './http/client-error';
import { createDatabase } from './db/database';
import { databaseAnswers } from './db/health';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { accountCount, startEngine, stopEngine } from './engine/engine';
import { SqlPersistence } from './engine/sql-persistence';
import { KeyFileError, keyPairFromFile, serviceKeyPair, type ServiceKeyPair } from './engine/service-key';
import { carryCallScopes } from './store/call-scope';
import { testControlRoutes } from './engine/test-control';
import { createApp } from './http/app';
import { CONSOLE_BASE, consoleProblem, consoleRoutes } from './http/console';
import { createLog, errorFields, type Log } from './log';
import { smtpSender } from './mail-sender';

/** `npm run serve`: the API and the built console on one port, until SIGTERM or SIGINT. */
async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const log = createLog(settings.logLevel);
  const problem = settings.serveConsole ? consoleProblem(settings.distDir) : null;
  if (problem) {
    log.error('cannot start', { reason: problem });
    process.exit(2);
  }
  const where = settings.databaseUrl ? 'postgres' : `sqlite in ${settings.dataDir}`;
  const db = createDatabase(settings);
  try {
    const ran = await migrateToLatest(db);
    log.info('database ready', { database: where, migrationsRun: ran });
  } catch (error) {
    log.error('cannot start: the database could not be opened or migrated', {
      database: where,
      ...errorFields(error),
    });
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
  if (settings.testControl) log.warn('test mode: the control surface at /__test/ is open to anyone');
  let keys: ServiceKeyPair;
  try {
    keys = settings.rsaPrivateKeyFile
      ? keyPairFromFile(settings.rsaPrivateKeyFile)
      : await serviceKeyPair(db, () => new Date().toISOString());
  } catch (error) {
    if (!(error instanceof KeyFileError)) throw error;
    log.error('cannot start', { reason: error.message });
    await db.destroy().catch(() => undefined);
    process.exit(2);
  }
  decryptWith(keys);
  log.info('password key pair ready', { source: keys.source });
  const started = performance.now();
  const empty = process.argv.includes('--empty');
  if (empty && (await new SqlPersistence(db).holdsSnapshot()))
    log.warn('--empty applies to a first start: this database already holds data, which is kept');
  // each call's transaction and undo journal carried by the call, so that calls may overlap (not
  // otherwise: the carrying costs every promise a little, in Node 20)
  if (settings.callsAtOnce > 1) carryCallScopes(() => new AsyncLocalStorage());
  serveAsService();
  deliverThrough(
    settings.smtpUrl && settings.mailFrom ? smtpSender(settings.smtpUrl, settings.mailFrom) : null,
    {
      consoleAddress: settings.publicUrl,
      notice: (event, fields) => {
        if (event === 'failed') log.warn('a message could not be sent: it waits in the outbox', fields);
        else if (event === 'waiting') log.info('a message waits in the outbox for an operator', fields);
        else log.info('a message was sent', fields);
      },
    },
  );
  if (!settings.smtpUrl)
    log.info('no SMTP_URL: the messages the service sends wait in the outbox for an operator');
  hashPasswordsAt({ ...SERVED_COST, logN: settings.passwordHashCost });
  openSignUp(settings.signUpOpen);
  log.info(
    settings.signUpOpen
      ? 'sign-up is open: anyone may register an account (SIGN_UP=open)'
      : 'sign-up is closed: accounts come by invitation (SIGN_UP=open opens it)',
  );
  const engine = await startEngine(db, empty ? 'empty' : 'demo', settings.callsAtOnce);
  log.info('business data ready', { ms: Math.round(performance.now() - started) });
  if ((await accountCount()) === 0)
    log.warn('no account can sign in yet: stop the service and run npm run create-admin (README, "Serving")');
  const stopPruning = keepAuditTrailFor(settings.auditRetentionDays, (result) => {
    if ('error' in result) log.error('the audit trail could not be pruned', errorFields(result.error));
    else if (result.removed > 0) log.info('audit trail pruned', result);
  });
  log.info('audit trail retention', {
    days: settings.auditRetentionDays,
    pruned: settings.auditRetentionDays > 0 ? 'at start and daily' : 'never (AUDIT_RETENTION_DAYS=0)',
  });
  const app = createApp({
    healthy: databaseAnswers(db, log),
    engine,
    log,
    maxBodyBytes: settings.maxBodyBytes,
    console: settings.serveConsole
      ? consoleRoutes(settings.distDir, keys.publicKey, {
          tlsAtProxy: settings.tlsAtProxy,
          signUpOpen: settings.signUpOpen,
        })
      : undefined,
    testControl: settings.testControl ? testControlRoutes() : undefined,
    clientAddress: clientAddressOf(settings.trustProxy),
    tlsAtProxy: settings.tlsAtProxy,
    corsOrigins: settings.corsOrigins,
  });
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) =>
    log.info('listening', {
      url: `http://${settings.host}:${info.port}${settings.serveConsole ? CONSOLE_BASE : '/'}`,
      port: info.port,
    }),
  );
  server.on('clientError', answerClientError);
  server.on('error', (error) => {
    log.error('cannot listen', { host: settings.host, port: settings.port, ...errorFields(error) });
    process.exit(1);
  });
  onSignals(server, db, log, settings.shutdownGraceMs, stopPruning);
}

/**
 * SIGTERM or SIGINT: stop taking connections, let the calls in flight finish (at most `graceMs`),
 * close the database, exit 0. A second signal exits at once.
 */
function onSignals(
  server: ServerType,
  db: Kysely<Database>,
  log: Log,
  graceMs: number,
  stopPruning: () => void,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info('stopping', { signal });
    const forced = setTimeout(() => {
      log.warn('calls still running after the grace period: ending them', { graceMs });
      process.exit(1);
    }, graceMs);
    forced.unref();
    // close() also ends every connection it finds idle, and a connection whose request has arrived but
    // not been read yet (the process was busy with another call) looks idle: its caller would meet a
    // reset. A turn of the event loop first reads what has arrived, so those calls are in flight.
    const closed = async () => {
      stopPruning();
      stopEngine();
      await db.destroy();
      log.info('stopped');
      process.exit(0);
    };
    setImmediate(() =>
      server.close(() => {
        void closed();
      }),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // a service a test started ends with the test's process, however that ends (a worker killed by its
  // pool runs no exit handler): its standard input, a pipe from that process, closes
  if (process.env.OUTPOST_STOP_WITH_STDIN === 'true') {
    process.stdin.once('close', () => stop('stdin closed'));
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'cannot start', ...errorFields(error) })}\n`);
  process.exit(1);
});
