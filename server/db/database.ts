import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Settings } from '../config';
import type { MemorySqlite } from '../seed/seeded-database';
import { withTransactionalDdl } from './dialect';
import type { Database } from './schema';

export const SQLITE_FILE = 'outpost.sqlite';

/**
 * The SQLite file under `dataDir`: WAL (readers do not wait for the writer), `synchronous = FULL`
 * (a commit is on disk before it is acknowledged: the durability test kills the process with -9),
 * foreign keys on, and a writer that finds the file locked waits up to 5 s rather than failing.
 */
export function openSqlite(file: string): SQLite.Database {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * The service's database as its settings say: PostgreSQL when `databaseUrl` is set, else SQLite.
 * `log`: Kysely's, for a tool that reads the statements run (the orders benchmark's plans).
 */
export function createDatabase(
  settings: Pick<Settings, 'databaseUrl' | 'dataDir'>,
  { log }: { log?: LogConfig } = {},
): Kysely<Database> {
  if (settings.databaseUrl) {
    // JIT compilation off: it pays for queries that run for seconds, and a service's run for
    // milliseconds (a list's count at a million orders spent 670 of its 1,030 ms compiling). No
    // parallel workers either: a count of 94,000 orders (created in 30 days) waited 47 of its 62 ms
    // for two workers to start, and took 42 ms alone; the cores are the other calls' anyway
    const pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      max: 10,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // an idle client losing its connection (the server restarted) must not end the process
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, SQLITE_FILE);
  return sqliteKysely(openSqlite(file));
}

/** Kysely over an open better-sqlite3 connection, its migrations' DDL in transactions. */
export const sqliteKysely = (connection: SQLite.Database): Kysely<Database> =>
  new Kysely<Database>({
    dialect: withTransactionalDdl(new SqliteDialect({ database: withPreparedStatements(connection) })),
  });

/** How many prepared statements a connection keeps: more than the service's calls have texts of. */
const PREPARED_KEPT = 500;

/**
 * The connection as Kysely's SQLite dialect takes it, each statement prepared once per text and kept
 * (the least recently used let go past PREPARED_KEPT): Kysely prepares every query it runs anew, and
 * preparing costs about as much as running a lookup by key (the seed's year on tables spent 23 of its
 * 71 s preparing). SQLite prepares a kept statement again by itself when the schema changes under
 * it. Safe on one connection whose queries Kysely runs one at a time, none of them streamed (a
 * statement in the middle of `iterate` cannot be run again until it ends).
 */
function withPreparedStatements(connection: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else {
        statement = connection.prepare(text);
        if (kept.size >= PREPARED_KEPT) kept.delete(kept.keys().next().value as string);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}

/**
 * An empty in-memory SQLite database and its bytes as a file's (better-sqlite3's `serialize`): what
 * the seeded database is made in (server/seed/seeded-database.ts).
 */
export function memorySqlite(): MemorySqlite<Buffer> {
  const connection = new SQLite(':memory:');
  return { kysely: sqliteKysely(connection), bytes: () => connection.serialize() };
}

/**
 * An in-memory SQLite database (tests): empty, or a copy of the bytes of another
 * (better-sqlite3's `serialize`), which a test may change as it likes.
 */
export const memoryDatabase = (bytes?: Buffer): Kysely<Database> =>
  sqliteKysely(new SQLite(bytes ?? ':memory:'));
