import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { now } from '../api/clock';
import { liveDb, persistBusinessDbIn } from '../api/db-instance';
import { sqliteKysely } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { startOfUtcDay } from '../seed/index';
import { SqlPersistence } from './sql-persistence';

/**
 * The tests' in-process back-end on SQLite, as the service keeps its data: an in-memory database
 * migrated and holding the demo data in its tables, every collection a table, nothing of the data in
 * the process between calls. Building one takes some seconds (the seed, then 30 MB of rows), so a
 * worker builds it once a day of the clock and gives each file a copy of its bytes
 * (`serialize`, then a database opened on them: some milliseconds), which the file may change as it
 * likes.
 */
const built = new Map<number, Buffer>();

async function seededBytes(): Promise<Buffer> {
  const day = startOfUtcDay(now());
  const ready = built.get(day);
  if (ready) return ready;
  const connection = new SQLite(':memory:');
  const db = sqliteKysely(connection);
  try {
    await migrateToLatest(db);
    persistBusinessDbIn(new SqlPersistence(db));
    await liveDb();
    const bytes = connection.serialize();
    built.set(day, bytes);
    return bytes;
  } finally {
    persistBusinessDbIn(null);
    await db.destroy();
  }
}

/** A copy of the worker's seeded SQLite database, the file's own: close it with `destroy()`. */
export async function seededSqlite(): Promise<Kysely<Database>> {
  return sqliteKysely(new SQLite(await seededBytes()));
}
