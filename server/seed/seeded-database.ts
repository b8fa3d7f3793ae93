import { sql, type Kysely } from 'kysely';
import { storeFirstStart } from '../api/db-instance';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { SqlPersistence } from '../engine/sql-persistence';
import { seededDb } from '../store/reset';
import { DAY_MS } from './random';
import { SEEDED_DAY_PRAGMA } from './seeded-day';

/**
 * An empty SQLite database in memory and how to read it as a file: better-sqlite3's in Node
 * (`memorySqlite`, server/db/database.ts), wa-sqlite's in the browser's worker
 * (`waSqliteMemoryFile`, mocks/worker/wa-sqlite.ts).
 */
export interface MemorySqlite<Bytes extends Uint8Array = Uint8Array> {
  kysely: Kysely<Database>;
  /** the database as a file's bytes, once no transaction is open */
  bytes(): Bytes | Promise<Bytes>;
}

/**
 * The SQLite database a service's first start makes, as a file's bytes: `memory` migrated, then the
 * demo data seeded for `day` (ms, the start of a UTC day) written into its tables as the engine
 * writes it into an empty database (`storeFirstStart`), every collection a table. The build ships it
 * gzipped to the browser, whose worker makes it its own database file rather than seeding (issue
 * #39; on another day its days moved to today's, shift-days.ts); where the host does not serve it,
 * the worker makes it here itself; the tests open copies of it. `memory` is closed at the end.
 *
 * `pageSize`: the file's page size, which a copy keeps for good. The browser's database uses pages of
 * 64 KiB (mocks/worker/database.ts says why); SQLite's default is 4 KiB.
 */
export async function seedDatabaseIn<Bytes extends Uint8Array>(
  memory: MemorySqlite<Bytes>,
  { day, pageSize }: { day: number; pageSize?: number },
): Promise<Bytes> {
  const { kysely } = memory;
  try {
    // before the first write, or SQLite keeps the page size it began with
    if (pageSize !== undefined) await sql.raw(`pragma page_size = ${Math.trunc(pageSize)}`).execute(kysely);
    await migrateToLatest(kysely);
    await storeFirstStart(new SqlPersistence(kysely), await seededDb({ today: day }));
    await sql.raw(`pragma ${SEEDED_DAY_PRAGMA} = ${Math.round(day / DAY_MS)}`).execute(kysely);
    return await memory.bytes();
  } finally {
    await kysely.destroy();
  }
}
