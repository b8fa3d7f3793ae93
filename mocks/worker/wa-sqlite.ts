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
 * A SQLite database in this worker's memory, on a WebAssembly module of its own (let go with it once
 * the bytes are read), and its file's bytes (a view of the VFS's buffer, not a copy): empty, for the
 * seeded database made in the browser (server/seed/seeded-database.ts) on a day the build's is not
 * for; or a copy of the database file `holding`, for the demo data that stands in while the browser's
 * database cannot be read (`BrowserPersistence.scratchCopy`). `moduleOptions`: the module's (the tests
 * hand Node the WebAssembly's bytes).
 */
export async function waSqliteMemoryFile(
  moduleOptions: object = {},
  holding?: Uint8Array,
): Promise<MemorySqlite> {
  const module: unknown = await SQLiteModule(moduleOptions);
  const sqlite3 = SQLite.Factory(module);
  // the package's types predate `create` (its VFSs are made ready by it), and give a file's fields as any
  const vfs = await (MemoryVFS as unknown as MemoryVfsClass).create(MEMORY_VFS, module);
  sqlite3.vfs_register(vfs, false);
  if (holding) writeMemoryFile(vfs, MEMORY_FILE, holding);
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

/** An open wa-sqlite connection with what made it: its module (the WebAssembly) and the API on it. */
export interface WaSqliteConnection {
  module: unknown;
  sqlite3: SQLiteAPI;
  db: number;
}

/** SQLite's online backup API, which the package exports from the WebAssembly but does not wrap. */
interface BackupApi {
  init(destination: number, destinationName: string, source: number, sourceName: string): Promise<number>;
  step(backup: number, pages: number): Promise<number>;
  finish(backup: number): Promise<number>;
  message(db: number): Promise<string>;
}

interface Emscripten {
  cwrap(
    name: string,
    returns: string | null,
    parameters: string[],
    options: { async: boolean },
  ): (...args: unknown[]) => unknown;
  retryOps: Promise<unknown>[];
}

const backupApis = new WeakMap<object, BackupApi>();

function backupApiOf(module: unknown): BackupApi {
  const known = backupApis.get(module as object);
  if (known) return known;
  const emscripten = module as Emscripten;
  // asynchronous, as wa-sqlite's own calls are wrapped: a VFS of the Asyncify build (IndexedDB's)
  // suspends the call while it waits; the synchronous build answers at once
  const call = (name: string, returns: string, parameters: string[]) =>
    emscripten.cwrap(name, returns, parameters, { async: true });
  const init = call('sqlite3_backup_init', 'number', ['number', 'string', 'number', 'string']);
  const step = call('sqlite3_backup_step', 'number', ['number', 'number']);
  const finish = call('sqlite3_backup_finish', 'number', ['number']);
  const message = call('sqlite3_errmsg', 'string', ['number']);
  const api: BackupApi = {
    init: async (...args) => (await init(...args)) as number,
    step: async (...args) => (await step(...args)) as number,
    finish: async (...args) => (await finish(...args)) as number,
    message: async (db) => (await message(db)) as string,
  };
  backupApis.set(module as object, api);
  return api;
}

/** What SQLite calls on a VFS of wa-sqlite's (its `FacadeVFS`), which the package's types leave out. */
interface VfsMethods {
  jOpen(name: string, id: number, flags: number, out: DataView): number;
  jWrite(id: number, data: Uint8Array, at: number): number;
  jClose(id: number): number;
  jDelete(name: string, syncDir: number): number;
}

/** The VFS a replacement's copy is opened on, one per module (`replaceDatabase`). */
const REPLACEMENT_VFS = 'outpost-replacement';
const REPLACEMENT_FILE = '/replacement.sqlite';
const replacementVfses = new WeakMap<object, Promise<SQLiteVFS>>();

function replacementVfsOf(connection: WaSqliteConnection): Promise<SQLiteVFS> {
  const module = connection.module as object;
  let vfs = replacementVfses.get(module);
  if (!vfs) {
    vfs = (MemoryVFS as unknown as MemoryVfsClass).create(REPLACEMENT_VFS, module).then((made) => {
      connection.sqlite3.vfs_register(made, false);
      return made;
    });
    replacementVfses.set(module, vfs);
  }
  return vfs;
}

/**
 * Writes `bytes` as the file `name` of a memory VFS through the VFS's own methods, as SQLite writes a
 * file, so that a database opened there reads them.
 */
function writeMemoryFile(vfs: SQLiteVFS, name: string, bytes: Uint8Array): void {
  const fileId = 1;
  const openFlags = SQLite.SQLITE_OPEN_CREATE | SQLite.SQLITE_OPEN_READWRITE | SQLite.SQLITE_OPEN_MAIN_DB;
  const facade = vfs as unknown as VfsMethods;
  facade.jDelete(name, 0);
  if (facade.jOpen(name, fileId, openFlags, new DataView(new ArrayBuffer(4))) !== SQLite.SQLITE_OK)
    throw new Error('the database could not be opened in memory');
  const written = facade.jWrite(fileId, bytes, 0);
  facade.jClose(fileId);
  if (written !== SQLite.SQLITE_OK) throw new Error('the database could not be written in memory');
}

/**
 * Replaces the whole database of `connection` with the one whose file is `bytes` (the demo data's
 * seeded database: "reset demo data" in the browser), through SQLite's online backup API: the copy
 * goes in as one write transaction of the database's own pages, so another tab's connection reads the
 * old data or the new, never a mix, and finds its cache stale by the file's change counter, as after
 * any write. The bytes are first opened as a database of their own in this worker's memory, where
 * `prepare` writes into it what the replaced one keeps (its sessions, its revision). Run while no other
 * statement uses `connection` (the store's `exclusive`); throws, leaving the database as it was, when
 * the copy fails.
 *
 * The destination's VFS may need to wait for its file (the cooperative OPFS VFS hands the file
 * between tabs): it answers busy and queues what it waits for in the module's `retryOps`, which
 * wa-sqlite's own calls await before trying again; the backup's steps do the same.
 */
export async function replaceDatabase(
  connection: WaSqliteConnection,
  bytes: Uint8Array,
  prepare: (copy: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const { sqlite3, module } = connection;
  const vfs = await replacementVfsOf(connection);
  writeMemoryFile(vfs, REPLACEMENT_FILE, bytes);
  const facade = vfs as unknown as VfsMethods;
  const copy = await sqlite3.open_v2(REPLACEMENT_FILE, SQLite.SQLITE_OPEN_READWRITE, REPLACEMENT_VFS);
  try {
    const kysely = kyselyOnWaSqlite(sqlite3, copy);
    await prepare(kysely);
    // the copy's pages held in the page cache until its commit rather than spilled to the file half
    // way: IndexedDB's VFS writes a transaction's pages in one IndexedDB transaction only when none
    // spilled before (else SQLite falls back to a journal there), measured in Chromium: 14.1 s → 2.6 s
    await sqlite3.exec(connection.db, 'pragma cache_spill = false');
    const api = backupApiOf(module);
    const backup = await api.init(connection.db, 'main', copy, 'main');
    if (!backup) throw new Error(`the database could not be replaced: ${await api.message(connection.db)}`);
    let code: number;
    for (let attempt = 0; ; attempt += 1) {
      code = await api.step(backup, -1);
      const retries = (module as Emscripten).retryOps;
      const busy = code === SQLite.SQLITE_BUSY || code === SQLite.SQLITE_LOCKED;
      if (!busy || retries.length === 0 || attempt >= 8) break;
      try {
        await Promise.all(retries);
      } finally {
        (module as Emscripten).retryOps = [];
      }
    }
    const finished = await api.finish(backup);
    if (code !== SQLite.SQLITE_DONE || finished !== SQLite.SQLITE_OK)
      throw new Error(`the database could not be replaced (${code}): ${await api.message(connection.db)}`);
  } finally {
    await sqlite3.exec(connection.db, 'pragma cache_spill = true');
    await sqlite3.close(copy);
    facade.jDelete(REPLACEMENT_FILE, 0);
  }
}
