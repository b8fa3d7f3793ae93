import { sql, type Kysely } from 'kysely';
import { errorFields, type Log } from '../log';

/** Whether the database answers a trivial query now (`/health`); a failure is logged as a warning. */
export const databaseAnswers =
  <DB>(db: Kysely<DB>, log: Log) =>
  async (): Promise<boolean> => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch (error) {
      log.warn('health: the database does not answer', errorFields(error));
      return false;
    }
  };

/** PostgreSQL's codes for a server going away or not taking connections (class 08, and 57P01–57P03). */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3])/;
/** The socket's errors when the database cannot be reached. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words when its connection ended under it. */
const CONNECTION_ENDED = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * Whether an error says the database could not be reached or was going away (a restart, a failover,
 * a SQLite file held past its busy timeout), rather than anything about the call: the call may be sent
 * again as it is. Looks through the error's causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (SOCKET_ERRORS.has(code) || code === 'SQLITE_BUSY') return true;
      if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_UNAVAILABLE.test(code)) return true;
    }
    if (CONNECTION_ENDED.test(at.message)) return true;
    at = at.cause;
  }
  return false;
}

/** SQLite's primary result code for a constraint that refused a write (better-sqlite3 names it). */
const SQLITE_CONSTRAINT = 19;

/**
 * The constraint that refused a write, if the error says one did: PostgreSQL's class 23 (a unique,
 * check, foreign-key or exclusion constraint; its name), SQLite's `SQLITE_CONSTRAINT_*` (its words,
 * which name the columns) from better-sqlite3 or the browser's WebAssembly SQLite (a numeric code).
 * The schema's constraints are the last line of defence behind the rules a call checks first, so one
 * firing means data the rules did not foresee (a document counter behind its table's numbers). Looks
 * through the error's causes.
 */
export function refusingConstraint(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const { code, constraint } = at as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^23[0-9A-Z]{3}$/.test(code))
      return typeof constraint === 'string' ? constraint : at.message;
    if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) return at.message;
    if (typeof code === 'number' && (code & 0xff) === SQLITE_CONSTRAINT) return at.message;
    at = at.cause;
  }
  return undefined;
}
