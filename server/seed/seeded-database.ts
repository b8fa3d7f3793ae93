import SQLite from 'better-sqlite3';
import { liveDb, persistBusinessDbIn, takeDemoDataFrom } from '../api/db-instance';
import { sqliteKysely } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SqlPersistence } from '../engine/sql-persistence';
import { seededDb } from '../store/reset';
import { DAY_MS } from './random';
import { SEEDED_DAY_PRAGMA } from './seeded-day';

/**
 * The SQLite database a service's first start makes, as a file's bytes: migrated, then the demo data
 * seeded for `day` (ms, the start of a UTC day) and written into its tables by the engine, every
 * collection a table, as `npm run serve` writes it into an empty database. The build ships it gzipped
 * to the browser, whose worker copies it into its own database file rather than seeding (issue #39);
 * the tests open copies of it.
 *
 * `pageSize`: the file's page size, which a copy keeps for good. The browser's database uses pages of
 * 64 KiB (mocks/worker/database.ts says why); SQLite's default is 4 KiB.
 */
export async function seededDatabase({ day, pageSize }: { day: number; pageSize?: number }): Promise<Buffer> {
  const connection = new SQLite(':memory:');
  // before the first write, or SQLite keeps the page size it began with
  if (pageSize !== undefined) connection.pragma(`page_size = ${pageSize}`);
  const db = sqliteKysely(connection);
  try {
    await migrateToLatest(db);
    takeDemoDataFrom(() => seededDb({ today: day }));
    persistBusinessDbIn(new SqlPersistence(db));
    await liveDb();
    connection.pragma(`${SEEDED_DAY_PRAGMA} = ${Math.round(day / DAY_MS)}`);
    return connection.serialize();
  } finally {
    persistBusinessDbIn(null);
    takeDemoDataFrom();
    await db.destroy();
  }
}
