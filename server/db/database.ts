import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Settings } from '../config';
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

/** The service's database as its settings say: PostgreSQL when `databaseUrl` is set, else SQLite. */
export function createDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Kysely<Database> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 10 });
    // an idle client losing its connection (the server restarted) must not end the process
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, SQLITE_FILE);
  return new Kysely<Database>({
    dialect: withTransactionalDdl(new SqliteDialect({ database: openSqlite(file) })),
  });
}

/** An in-memory SQLite database (tests). */
export const memoryDatabase = (): Kysely<Database> =>
  new Kysely<Database>({
    dialect: withTransactionalDdl(new SqliteDialect({ database: new SQLite(':memory:') })),
  });
