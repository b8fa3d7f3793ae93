import * as SQLite from '@journeyapps/wa-sqlite';
import SQLiteModule from '@journeyapps/wa-sqlite/dist/wa-sqlite.mjs';
import { OPFSCoopSyncVFS } from '@journeyapps/wa-sqlite/src/examples/OPFSCoopSyncVFS.js';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { keepAcrossReplacement, SqlPersistence } from '../../server/engine/sql-persistence';
import {
  acrossTabs,
  DATABASE,
  IndexedDbPersistence,
  openedOnUse,
  type Persistence,
} from '../../server/store/persistence';
import type { StoreMode } from '../../server/api/config';
import { PAGE_SIZE } from './page-size';
import { kyselyOnWaSqlite, replaceDatabase, waSqliteMemoryFile, type WaSqliteConnection } from './wa-sqlite';

/** The browser's database file, in the origin's private file system (OPFS). */
export const DATABASE_FILE = 'outpost-demo.sqlite';

/**
 * Whether this worker can keep a database in OPFS through synchronous access handles (every browser
 * the console supports, in a worker of a secure page: not Firefox's private windows, for one).
 */
export function opfsAvailable(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.storage?.getDirectory === 'function' &&
    typeof FileSystemFileHandle !== 'undefined' &&
    'createSyncAccessHandle' in FileSystemFileHandle.prototype
  );
}

/** A file's synchronous access handle, as the worker writes the database file through it. */
interface SyncAccess {
  truncate(size: number): void;
  write(bytes: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}

/** A file of the folder below. */
interface DatabaseFileHandle {
  getFile(): Promise<{ size: number }>;
  createSyncAccessHandle(): Promise<SyncAccess>;
}

/** What the worker asks of the folder its database file is in (OPFS; the tests give one in memory). */
export interface DatabaseFolder {
  getFileHandle(name: string, options?: { create?: boolean }): Promise<DatabaseFileHandle>;
  removeEntry(name: string): Promise<void>;
}

/**
 * Whether the folder holds the database file, and not an empty one. A file whose size cannot be read
 * is there: another tab's connection holds it open (an access handle locks the file).
 */
async function holdsDatabase(folder: DatabaseFolder): Promise<boolean> {
  let handle: DatabaseFileHandle;
  try {
    handle = await folder.getFileHandle(DATABASE_FILE);
  } catch {
    return false;
  }
  try {
    return (await handle.getFile()).size > 0;
  } catch {
    return true;
  }
}

/**
 * Makes today's seeded database (`seed`: its bytes, the build's or made in the worker) this
 * browser's database file, where there is none yet: a fresh browser then starts with the demo data
 * stored, every collection a table, as a served deployment's first start leaves them, at the cost of
 * one write of the file (0.3 s for 67 MB in Chromium, measured), and its first change costs what any
 * change does. Run before the file is opened, one tab at a time (`acrossTabs`): a tab that finds the
 * file there neither fetches nor writes. A write that fails (the origin's quota) removes what it began,
 * and the engine then finds an empty database (db-instance.ts: it tries the copy once more, then
 * answers from memory and says the data is not saved); a file that cannot be opened for writing (held
 * by another tab after all) is left as it is.
 * Whether the file was written.
 */
export async function placeSeedDatabase(
  folder: DatabaseFolder,
  seed: () => Promise<Uint8Array | undefined>,
): Promise<boolean> {
  if (await holdsDatabase(folder)) return false;
  const bytes = await seed();
  if (!bytes) return false;
  let access: SyncAccess;
  try {
    access = await (await folder.getFileHandle(DATABASE_FILE, { create: true })).createSyncAccessHandle();
  } catch (error) {
    console.warn('[mock] the demo database could not be stored in this browser:', error);
    return false;
  }
  let stored = false;
  try {
    access.truncate(0);
    const written = access.write(bytes, { at: 0 });
    if (written !== bytes.byteLength) throw new Error(`${written} of ${bytes.byteLength} bytes written`);
    access.flush();
    stored = true;
  } catch (error) {
    console.warn('[mock] the demo database could not be stored in this browser:', error);
  } finally {
    access.close();
  }
  if (!stored) await folder.removeEntry(DATABASE_FILE).catch(() => undefined);
  return stored;
}

/**
 * Opens the browser's database: SQLite compiled to WebAssembly (wa-sqlite), its file in OPFS through
 * the cooperative VFS, which lets every tab's worker open the same file (each a connection, as each
 * process is on the server) and hands the file's lock between them; where there is no file yet, the
 * build's seeded one first (`placeSeedDatabase`). Then the service's migrations, the same list as the
 * server runs, one tab at a time.
 */
export async function openBrowserDatabase(
  seed: () => Promise<Uint8Array | undefined> = async () => undefined,
): Promise<BrowserDatabase> {
  const folder = (await navigator.storage.getDirectory()) as unknown as DatabaseFolder;
  await acrossTabs()(() => placeSeedDatabase(folder, seed));
  const module: unknown = await SQLiteModule();
  const sqlite3 = SQLite.Factory(module);
  sqlite3.vfs_register(await OPFSCoopSyncVFS.create('opfs-coop', module), true);
  return await readied({ module, sqlite3, db: await sqlite3.open_v2(DATABASE_FILE) });
}

interface IdbVfsClass {
  create(name: string, module: unknown, options: { idbName: string }): Promise<SQLiteVFS>;
}

/** The IndexedDB database that holds the browser's database where OPFS is missing. */
export const INDEXEDDB_DATABASE = 'outpost-demo-sqlite';

/**
 * Opens the browser's database where OPFS is missing (a private window of some browsers, or chosen:
 * `StoreMode`): the same SQLite, its file's pages kept in IndexedDB by wa-sqlite's
 * IDBBatchAtomicVFS, which writes a transaction's pages in one IndexedDB transaction (so SQLite keeps
 * no journal) and locks the file across tabs with Web Locks. Its VFS waits on IndexedDB inside
 * SQLite's calls, which only the Asyncify build of the WebAssembly can do: that build (2.3 MB) is
 * loaded only here. Where the database holds nothing yet, today's seeded database (`seed`) is copied
 * in through SQLite's backup API, one tab at a time, as a fresh browser with OPFS gets it as its file.
 */
export async function openIndexedDbDatabase(
  seed: () => Promise<Uint8Array | undefined> = async () => undefined,
): Promise<BrowserDatabase> {
  const [{ default: AsyncModule }, { IDBBatchAtomicVFS }] = await Promise.all([
    import('@journeyapps/wa-sqlite/dist/wa-sqlite-async.mjs'),
    import('@journeyapps/wa-sqlite/src/examples/IDBBatchAtomicVFS.js'),
  ]);
  const module: unknown = await AsyncModule();
  const sqlite3 = SQLite.Factory(module);
  // the package's types predate `create` (its VFSs are made ready by it)
  const vfs = await (IDBBatchAtomicVFS as unknown as IdbVfsClass).create('outpost-idb', module, {
    idbName: INDEXEDDB_DATABASE,
  });
  sqlite3.vfs_register(vfs, true);
  const connection: WaSqliteConnection = { module, sqlite3, db: await sqlite3.open_v2(DATABASE_FILE) };
  await acrossTabs()(async () => {
    if ((await pageCount(connection)) > 0) return;
    // the seeded database's page size (the VFS refuses to change it once the file holds pages)
    await sqlite3.exec(connection.db, `pragma page_size = ${PAGE_SIZE}`);
    const bytes = await seed();
    if (!bytes) return;
    await replaceDatabase(connection, bytes, async () => undefined).catch((error: unknown) => {
      console.warn('[mock] the demo database could not be stored in this browser:', error);
    });
  });
  return await readied(connection);
}

/** How many pages the database's file holds (none: a new, empty one). */
async function pageCount({ sqlite3, db }: WaSqliteConnection): Promise<number> {
  let pages = 0;
  await sqlite3.exec(db, 'pragma page_count', (row) => {
    pages = Number(row[0]);
  });
  return pages;
}

/** The browser's database opened, set up and migrated (one tab at a time), as the engine reads it. */
async function readied(connection: WaSqliteConnection): Promise<BrowserDatabase> {
  const { sqlite3, db } = connection;
  // Large pages, set before the file's first write: every page read or written is a call from SQLite
  // into JavaScript and on to the OPFS file. Chosen when the business data's parts were blobs of a
  // megabyte; tried again at 16 KiB once every collection was a table (stop 73): the seeded file 70.8
  // → 62.7 MB, gzipped 10.0 → 8.6 MB, and every figure of the sign-in and first writes within the
  // noise of the bench (four runs each, interleaved). Not changed: a browser's file keeps the size it
  // began with, and a reset copies the build's file into it page by page (`replaceDatabase`).
  // On OPFS the rollback journal stays in its default mode, a file deleted after each commit (the VFS takes
  // no other but WAL, which needs memory the tabs' workers do not share, and an in-memory journal, which
  // a tab closed mid-commit would leave corrupt): a small write costs about 44 ms, IndexedDB's 26.
  if ((await pageCount(connection)) === 0) await sqlite3.exec(db, `pragma page_size = ${PAGE_SIZE}`);
  // A page cache of 32 MiB rather than SQLite's 2: at 64 KiB a page, its default held 31 pages, and a
  // write into a table of several indexes read and wrote the same pages through OPFS again and again
  // (measured in Chromium: the first move of the stock flow 3.8 → 2.0 s, a stock correction after it
  // 185 → 90 ms; 64 MiB did no better). It grows only as pages are read.
  await sqlite3.exec(db, 'pragma cache_size = -32768');
  const kysely = kyselyOnWaSqlite(sqlite3, db);
  await acrossTabs()(() => migrateToLatest(kysely));
  return { kysely, connection };
}

/** The browser's database: Kysely on it, and the connection beneath (`replaceDatabase` copies into it). */
export interface BrowserDatabase {
  kysely: Kysely<Database>;
  connection: WaSqliteConnection;
}

/**
 * The browser's store: the database above (in OPFS or in IndexedDB), whose "reset demo data" puts
 * today's seeded database (`seed`, the one a fresh browser starts from) in place of its own with
 * SQLite's backup API, one write of every page, rather than writing the seed's rows. What it costs,
 * measured in Chromium (`npm run bench`, "the demo data reset"): on OPFS the reset 3.9–4.2 s where
 * writing the seed took 2.2–2.6 s, nearly all of it OPFS writing the database's 67 MB and, before,
 * the rollback journal's copy of the pages it replaces (a journal the reset cannot do without: a tab
 * closed half way through must leave the old data, not half of each); in IndexedDB, which keeps no
 * journal, 2.5–2.7 s. The first write after it takes 0.1–0.2 s where it took 2.1–2.4 s (it moved its
 * collection's rows into their table, as each collection's first write then did).
 */
export class BrowserPersistence extends SqlPersistence {
  constructor(
    private readonly database: BrowserDatabase,
    private readonly seed: () => Promise<Uint8Array | undefined>,
  ) {
    super(database.kysely, acrossTabs());
  }

  async replaceWithDemoData(): Promise<boolean> {
    const bytes = await this.seed();
    if (!bytes) return false;
    await replaceDatabase(this.database.connection, bytes, (copy) =>
      keepAcrossReplacement(this.kysely, copy),
    );
    return true;
  }

  scratchCopy(): Promise<Persistence | undefined> {
    return scratchCopyOf(this.seed);
  }
}

/**
 * The demo data in this worker's memory, standing in while the browser's database cannot be read or
 * could not take the starting data (`Persistence.scratchCopy`): a copy of today's seeded database, of
 * which nothing is kept (the engine refuses every write to it). It needs no database of the browser's.
 */
async function scratchCopyOf(seed: () => Promise<Uint8Array | undefined>): Promise<Persistence | undefined> {
  const bytes = await seed();
  if (!bytes) return undefined;
  return new SqlPersistence((await waSqliteMemoryFile({}, bytes)).kysely);
}

/**
 * The store of a worker that has no IndexedDB (nor OPFS, which comes later): a database in the
 * worker's memory, today's seeded database copied in (or made empty and migrated, the engine then
 * writing the seed's rows), which takes writes as the others do and keeps nothing across a reload.
 * `moduleOptions`: the WebAssembly module's (the tests hand Node its bytes).
 */
export function memoryPersistence(
  seed: () => Promise<Uint8Array | undefined>,
  moduleOptions: object = {},
): Persistence {
  return openedOnUse(async () => {
    const { kysely } = await waSqliteMemoryFile(moduleOptions, await seed());
    await migrateToLatest(kysely);
    return new SqlPersistence(kysely);
  });
}

/**
 * Brings what an older build kept in IndexedDB into the database, once, and empties it there: the
 * snapshot (in parts or whole, as that build wrote it: the engine's reader migrates it or sets it
 * aside), the revision moved past the database's so every tab reloads, and a snapshot kept aside.
 * IndexedDB data found beside the database is the newer (only an older build writes there), so it
 * replaces what the database held. The emptied IndexedDB database is then deleted, without waiting:
 * a deletion waits for every tab of an older build still open to let it go.
 */
export async function carryOverIndexedDb(to: Persistence, factory: IDBFactory = indexedDB): Promise<boolean> {
  // listing the databases does not create the one it looks for, as opening it would
  if (typeof factory.databases === 'function') {
    const names = (await factory.databases()).map((info) => info.name);
    if (!names.includes(DATABASE)) return false;
  }
  const from = new IndexedDbPersistence(factory);
  const carried = await to.exclusive(async () => {
    const [holds, aside] = await Promise.all([from.holdsSnapshot(), from.keptAside()]);
    if (holds) {
      await to.save((await from.load()) as object, Math.max(await to.revision(), await from.revision()) + 1);
      await from.clear();
    }
    if (aside !== undefined) {
      await to.keepAside(aside);
      await from.dropKeptAside();
    }
    return holds || aside !== undefined;
  });
  await from.close();
  factory.deleteDatabase(DATABASE).onerror = () => undefined;
  return carried;
}

/**
 * Where the worker keeps the business data: the database above, in OPFS where the browser has it
 * (`mode` 'opfs', the default) and in IndexedDB where it has not or where that is chosen, opened on
 * first use (`seed`: today's seeded database for a browser that has none), with whatever an older
 * build left in IndexedDB carried over.
 * A database that cannot be opened or read is never written over: the demo data in memory stands in
 * (`scratchCopy`), every write is refused, and the console's notice says so and offers a reload.
 */
export function browserPersistence(
  seed: () => Promise<Uint8Array | undefined> = async () => undefined,
  mode: StoreMode = 'opfs',
): Persistence {
  const inOpfs = mode === 'opfs' && opfsAvailable();
  return openedOnUse(
    async () => {
      const opened = await (inOpfs ? openBrowserDatabase(seed) : openIndexedDbDatabase(seed));
      const store = new BrowserPersistence(opened, seed);
      await carryOverIndexedDb(store);
      return store;
    },
    { scratchCopy: () => scratchCopyOf(seed) },
  );
}
