import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as SQLite from '@journeyapps/wa-sqlite';
import SQLiteModule from '@journeyapps/wa-sqlite/dist/wa-sqlite.mjs';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { kyselyOnWaSqlite } from './wa-sqlite';

/** The WebAssembly's bytes, which Node's loader of the module is handed. */
export const wasmBinary = readFileSync(
  createRequire(import.meta.url).resolve('@journeyapps/wa-sqlite/dist/wa-sqlite.wasm'),
);

/**
 * The browser's database as the tests have it: the same WebAssembly SQLite and glue, on SQLite's own
 * in-memory file (OPFS is the browser's), migrated as the worker migrates it (unless told not to).
 */
export async function waSqliteInMemory({ migrated = true } = {}): Promise<Kysely<Database>> {
  const module: unknown = await SQLiteModule({ wasmBinary });
  const sqlite3 = SQLite.Factory(module);
  const db = kyselyOnWaSqlite(sqlite3, await sqlite3.open_v2(':memory:'));
  if (migrated) await migrateToLatest(db);
  return db;
}
