import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { now } from '../api/clock';
import { memorySqlite, sqliteKysely } from '../db/database';
import type { Database } from '../db/schema';
import { startOfUtcDay } from '../seed/index';
import { seedDatabaseIn } from '../seed/seeded-database';

/**
 * The tests' in-process back-end on SQLite, as the service keeps its data: an in-memory database
 * migrated and holding the demo data in its tables, every collection a table, nothing of the data in
 * the process between calls (the same database the build ships to the browser: seedDatabaseIn).
 * Building one takes some seconds (the seed, then 30 MB of rows), so a worker builds it once a day of
 * the clock and gives each file a copy of its bytes (a database opened on them: some milliseconds),
 * which the file may change as it likes.
 */
const built = new Map<number, Promise<Buffer>>();

function seededBytes(): Promise<Buffer> {
  const day = startOfUtcDay(now());
  let bytes = built.get(day);
  if (!bytes) {
    bytes = seedDatabaseIn(memorySqlite(), { day });
    built.set(day, bytes);
    bytes.catch(() => built.delete(day));
  }
  return bytes;
}

/** A copy of the worker's seeded SQLite database, the file's own: close it with `destroy()`. */
export async function seededSqlite(): Promise<Kysely<Database>> {
  return sqliteKysely(new SQLite(await seededBytes()));
}
