import * as SQLite from '@journeyapps/wa-sqlite';
import SQLiteModule from '@journeyapps/wa-sqlite/dist/wa-sqlite.mjs';
import { MemoryVFS } from '@journeyapps/wa-sqlite/src/examples/MemoryVFS.js';
import { Kysely } from 'kysely';
import { GenericSqliteDialect, parseBigInt, type IGenericSqlite } from 'kysely-generic-sqlite';
import { withTransactionalDdl } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import type { MemorySqlite } from '../../server/seed/seeded-database';

type Row = Record<string, SQLiteCompatibleType | null>;

/**
 * Every row `sql` answers, bound to `parameters`, as objects by column name. A statement text holds
 * one statement (Kysely compiles one), but `statements` walks them all, as `sqlite3.exec` would.
 */
async function rowsOf(
  sqlite3: SQLiteAPI,
  db: number,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const statement of sqlite3.statements(db, sql)) {
    if (parameters.length > 0) sqlite3.bind_collection(statement, parameters.map(bindable));
    const columns = sqlite3.column_names(statement);
    while ((await sqlite3.step(statement)) === SQLite.SQLITE_ROW) {
      const values = sqlite3.row(statement);
      rows.push(Object.fromEntries(columns.map((column, i) => [column, values[i]])));
    }
  }
  return rows;
}

/** What SQLite stores for a parameter: booleans as 0 and 1, as better-sqlite3 would refuse them. */
function bindable(value: unknown): SQLiteCompatibleType | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLiteCompatibleType;
}

/**
 * Kysely over a wa-sqlite connection (`db`, opened on `sqlite3`): the browser's database, the one the
 * mock's worker keeps its data in (mocks/worker/database.ts). `kysely-generic-sqlite` is the dialect
 * (SQLite's adapter, compiler and introspector, one connection behind a mutex); this is only the glue
 * from its two calls to wa-sqlite's statement API.
 */
export function kyselyOnWaSqlite(sqlite3: SQLiteAPI, db: number): Kysely<Database> {
  const connection: IGenericSqlite<number> = {
    db,
    close: () => sqlite3.close(db),
    query: async (isSelect, sql, parameters = []) => {
      const rows = await rowsOf(sqlite3, db, sql, parameters);
      // a statement with RETURNING answers rows too; the others say what they changed
      if (isSelect || rows.length > 0) return { rows };
      return {
        rows: [],
        numAffectedRows: parseBigInt(sqlite3.changes(db)),
        insertId: parseBigInt(sqlite3.last_insert_id(db)),
      };
    },
  };
  return new Kysely<Database>({ dialect: withTransactionalDdl(new GenericSqliteDialect(() => connection)) });
}

/** The VFS `waSqliteMemoryFile` registers, and its database's file (in JavaScript's memory). */
const MEMORY_VFS = 'outpost-seed-memory';
const MEMORY_FILE = '/seeded.sqlite';

interface MemoryVfsClass {
  create(
    name: string,
    module: unknown,
  ): Promise<SQLiteVFS & { mapNameToFile: Map<string, { data: ArrayBuffer; size: number }> }>;
}

/**
 * An empty SQLite database in this worker's memory, on a WebAssembly module of its own (let go with
 * it once the bytes are read), and its file's bytes (a view of the VFS's buffer, not a copy): the seeded database made in the browser
 * (server/seed/seeded-database.ts) on a day the build's is not for. `moduleOptions`: the module's
 * (the tests hand Node the WebAssembly's bytes).
 */
export async function waSqliteMemoryFile(moduleOptions: object = {}): Promise<MemorySqlite> {
  const module: unknown = await SQLiteModule(moduleOptions);
  const sqlite3 = SQLite.Factory(module);
  // the package's types predate `create` (its VFSs are made ready by it), and give a file's fields as any
  const vfs = await (MemoryVFS as unknown as MemoryVfsClass).create(MEMORY_VFS, module);
  sqlite3.vfs_register(vfs, false);
  const db = await sqlite3.open_v2(
    MEMORY_FILE,
    SQLite.SQLITE_OPEN_CREATE | SQLite.SQLITE_OPEN_READWRITE,
    MEMORY_VFS,
  );
  return {
    kysely: kyselyOnWaSqlite(sqlite3, db),
    bytes: () => {
      const file = vfs.mapNameToFile.get(MEMORY_FILE);
      if (!file) throw new Error('the seeded database has no file');
      return new Uint8Array(file.data, 0, file.size);
    },
  };
}
