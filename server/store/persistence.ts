import { CHUNK_SIZE, type Changes, type ChunkedName } from './changes';
import { COLLECTION_NAMES } from './store';
import type { TableHome } from './tables';

/**
 * Where the mock's business data is kept between page loads. A snapshot is stored as it was written,
 * whatever its version: the reader (`db-instance.ts`) migrates or sets it aside, never this layer.
 *
 * Stored in parts: each collection in chunks of CHUNK_SIZE records (`c:<collection>:<00012>`), and
 * the keys of the applied effects the same way; each uploaded file under its own key
 * (`v:uploads/<id>`); the rest of the snapshot (version, counters) as `meta`; and a `layout` saying
 * how many chunks each has and which files in which order. A save that is told what changed
 * (`changes.ts`) writes only those chunks and files: an order's submit writes a few hundred
 * kilobytes, not the 30 MB of the whole snapshot it used to (issue #18: about 560 ms of the page's
 * main thread on every write), and an upload writes its file, not every file stored before it.
 * Builds before this stored the whole snapshot under `db`: it is read as it is, and the next save
 * writes it in parts.
 *
 * Two tabs of one browser share the store: each write runs inside `exclusive` (one tab at a time),
 * reads the stored `revision` first, and saves the next revision with its snapshot in one
 * transaction, so a tab holding an older copy reloads instead of saving over the other's work.
 */
export interface Persistence {
  /** The stored snapshot as it is (any version, any shape); undefined when none was ever saved. */
  load(): Promise<unknown>;
  /** The revision saved with the snapshot: 0 when none. Cheap: read before every call. */
  revision(): Promise<number>;
  /** Whether a snapshot is stored, without reading it (cheap). */
  holdsSnapshot(): Promise<boolean>;
  /**
   * Saves the snapshot and its revision together; settles once the write is durable. With `changes`,
   * only the chunks they name are written (the rest is as stored); without, all of it.
   */
  save(snapshot: object, revision?: number, changes?: Changes): Promise<void>;
  clear(): Promise<void>;
  /** Keeps a snapshot that could not be used under another key, so it is not lost. */
  keepAside(snapshot: unknown): Promise<void>;
  /** The snapshot kept aside, if any. */
  keptAside(): Promise<unknown>;
  dropKeptAside(): Promise<void>;
  /** Runs `task` while no other tab (or call) of this browser runs one. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` as one call on the store, exclusively (as `exclusive`) and, where the store is a
   * database, inside one of its transactions: the revision read, the save and what else the store
   * does while it runs commit together when it returns, and nothing of them is written when it throws
   * or the commit fails (then this rejects). IndexedDB cannot hold a transaction open across a call's
   * awaits: there it is `exclusive`, each save its own transaction.
   */
  transaction<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Runs a call that only reads so that every statement of it sees one moment of the data (a list's
   * page, its total and its counts agree though another process commits meanwhile), and nothing it
   * writes on the way (a dry run's) is seen by another process or kept. No such method: the call's
   * statements already see one moment (one process holds the data, or writes one at a time).
   */
  snapshot?<T>(task: () => Promise<T>): Promise<T>;
  /** The value kept under a kind and key (`keep`), if one is. */
  kept(kind: KeptKind, key: string): Promise<unknown>;
  /**
   * Keeps a value beside the data for a while, and drops the values of its kind kept before
   * `dropBefore` (ISO time). A value already kept under the key is replaced when `replace`, and is a
   * conflict otherwise (the first answer to a key stands: the call that meets it fails whole).
   */
  keep(kind: KeptKind, key: string, value: unknown, when: KeptWhen): Promise<void>;
  /** Drops every kept value (the demo data reset). */
  forgetKept(): Promise<void>;
  /**
   * Where the store is a database: its tables for the collections that moved out of the snapshot
   * (tables.ts), reached through the open call's transaction while one runs. Undefined, or no such
   * method (the IndexedDB of older builds, read only to carry its data over): the snapshot keeps them
   * as lists.
   */
  tableHome?(): Promise<TableHome | undefined>;
  /**
   * Puts the demo data's database in place of the store's, whole ("reset demo data"), keeping the
   * accounts' sign-in state, the snapshot kept aside and a revision past the old one, so that every
   * holder reads the data again. Where the demo data is a database file (the browser's), this is one
   * copy of its pages, not the seed's 100,000 rows written one by one. Whether it did: false (or no
   * such method) where the store cannot, and the engine then writes the seed's rows itself. Run
   * inside `exclusive`.
   */
  replaceWithDemoData?(): Promise<boolean>;
  /**
   * A store in memory holding the demo data, of which nothing is kept: what the engine answers from,
   * every write refused, while this store cannot be read or could not take the starting data (the
   * browser's: a copy of today's seeded database, so that the console still shows something while
   * its notice says what happened). Undefined, or no such method, where there is none: then every call
   * answers 503 (the service refuses to start instead).
   */
  scratchCopy?(): Promise<Persistence | undefined>;
}

/**
 * What is kept beside the business data for a while: the answers to calls sent with an
 * `Idempotency-Key` (idempotency.ts), the imports waiting for their commit (outbound-import.ts).
 */
export type KeptKind = 'answer' | 'import';

export interface KeptWhen {
  /** when it is kept (ISO 8601, UTC) */
  at: string;
  /** the values of its kind kept before this are dropped */
  dropBefore: string;
  /** a value kept under the key before is replaced (else: a conflict) */
  replace?: boolean;
}

/** Refused by `keep`: the key already holds a value (the first answer to a key stands). */
export class KeptConflictError extends Error {
  constructor(kind: KeptKind, key: string) {
    super(`a ${kind} is already kept under ${JSON.stringify(key)}`);
  }
}

/** One task at a time within this page (where Web Locks are missing, and in tests). */
export function localQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The Web Lock every tab of the origin takes to write the business data (or to open its store). */
const LOCK = 'outpost-mock-db';

/**
 * Runs one task at a time across every tab of this browser (a Web Lock), or within this page where
 * Web Locks are missing (tests).
 */
export function acrossTabs(
  locks: LockManager | undefined = globalThis.navigator?.locks,
): <T>(task: () => Promise<T>) => Promise<T> {
  const queue = localQueue();
  return <T>(task: () => Promise<T>): Promise<T> =>
    locks ? (locks.request(LOCK, task) as Promise<T>) : queue(task);
}

/**
 * A store opened the first time it is used (the browser's SQLite loads its WebAssembly and runs its
 * migrations first): every call waits for the opening, and an opening that failed is tried again.
 * `scratchCopy` is the store's own (`Persistence.scratchCopy`): it must not need the store opened.
 */
export function openedOnUse(
  open: () => Promise<Persistence>,
  { scratchCopy }: Pick<Persistence, 'scratchCopy'> = {},
): Persistence {
  let opening: Promise<Persistence> | undefined;
  const store = (): Promise<Persistence> => {
    opening ??= open();
    opening.catch(() => (opening = undefined));
    return opening;
  };
  return {
    load: async () => (await store()).load(),
    revision: async () => (await store()).revision(),
    holdsSnapshot: async () => (await store()).holdsSnapshot(),
    save: async (snapshot, revision, changes) => (await store()).save(snapshot, revision, changes),
    clear: async () => (await store()).clear(),
    keepAside: async (snapshot) => (await store()).keepAside(snapshot),
    keptAside: async () => (await store()).keptAside(),
    dropKeptAside: async () => (await store()).dropKeptAside(),
    exclusive: async (task) => (await store()).exclusive(task),
    transaction: async (task) => (await store()).transaction(task),
    kept: async (kind, key) => (await store()).kept(kind, key),
    keep: async (kind, key, value, when) => (await store()).keep(kind, key, value, when),
    forgetKept: async () => (await store()).forgetKept(),
    tableHome: async () => (await store()).tableHome?.(),
    replaceWithDemoData: async () => (await (await store()).replaceWithDemoData?.()) ?? false,
    scratchCopy,
  };
}

/** The IndexedDB database where builds before the browser's SQLite kept the business data. */
export const DATABASE = 'outpost-mock';
const STORE = 'state';
/** the whole snapshot, as builds before the chunks stored it (read, then replaced by the parts) */
export const LEGACY_KEY = 'db';
export const LAYOUT_KEY = 'layout';
export const META_KEY = 'meta';
export const REVISION_KEY = 'revision';
export const ASIDE_KEY = 'db-kept-aside';

/**
 * The snapshot's lists kept one record per part (`v:<name>/<id>`), in the order the layout lists
 * their ids: the uploaded files (data URLs, hundreds of kilobytes each), so that a save writes the
 * files added or changed and deletes the removed ones, never the others. (Builds before this kept
 * them whole under `v:uploads` and wrote them all with every change of one: read as they are, and
 * replaced by the parts at the next save.)
 */
const KEYED: readonly string[] = ['uploads'];
const VALUE_PREFIX = 'v:';
const valueKey = (name: string) => `${VALUE_PREFIX}${name}`;
const recordKey = (name: string, id: string) => `${VALUE_PREFIX}${name}/${id}`;
export const ALL_VALUES: [string, string] = [VALUE_PREFIX, `${VALUE_PREFIX}\uffff`];

/** How a stored snapshot is laid out: its chunks per collection. */
export interface Layout {
  chunkSize: number;
  counts: Record<string, number>;
  /** the chunked values that are sets (their chunks hold the keys in order) */
  sets: string[];
  /** the values an older build stored whole under their own key (`v:uploads`) */
  separate?: string[];
  /** the lists kept one record per part (KEYED): their ids in order */
  keyed?: Record<string, string[]>;
}

/** The snapshot's values kept in chunks: its collections (lists) and its applied effects (a set). */
const CHUNKED: readonly ChunkedName[] = [...COLLECTION_NAMES, 'appliedEffects'];

/** A chunked value's items in order, or undefined when it is not one (left in `meta` as it is). */
function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value instanceof Set) return [...value];
  return undefined;
}

const CHUNK_PREFIX = 'c:';
const chunkKey = (name: string, index: number) => `${CHUNK_PREFIX}${name}:${String(index).padStart(5, '0')}`;
/** Every chunk key of `name` from `index` on (the indices are zero-padded: they sort as numbers). */
const chunksFrom = (name: string, index: number): [string, string] => [
  chunkKey(name, index),
  `${CHUNK_PREFIX}${name}:\uffff`,
];
export const ALL_CHUNKS: [string, string] = [CHUNK_PREFIX, `${CHUNK_PREFIX}\uffff`];

/** The kept values' keys in IndexedDB (`k:<kind>:<key>`). */
const KEPT_PREFIX = 'k:';
const keptKey = (kind: KeptKind, key: string) => `${KEPT_PREFIX}${kind}:${key}`;
const allKept = (kind: KeptKind): [string, string] => [
  `${KEPT_PREFIX}${kind}:`,
  `${KEPT_PREFIX}${kind}:\uffff`,
];

/** What a save writes: chunks to put, key ranges to delete (first), the layout and the rest. */
interface Writes {
  deletes: [string, string][];
  puts: [string, unknown][];
  layout: Layout;
  meta: Record<string, unknown>;
}

/**
 * Whether a snapshot can be stored in parts: an object whose collections are lists. Anything else (a
 * test's stand-in for what an older or broken build left) is stored whole under the legacy key, as
 * it was written, for the reader to set aside.
 */
export function inParts(snapshot: unknown): snapshot is Record<string, unknown> {
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return false;
  const whole = snapshot as Record<string, unknown>;
  return COLLECTION_NAMES.every((name) => whole[name] === undefined || Array.isArray(whole[name]));
}

/** The writes of a save: every chunk (`changes` undefined, or no layout stored) or the changed ones. */
export function writesOf(snapshot: object, changes: Changes | undefined, stored: Layout | undefined): Writes {
  const whole = snapshot as Record<string, unknown>;
  const partial = changes && !changes.all && stored?.chunkSize === CHUNK_SIZE ? changes : undefined;
  const writes: Writes = {
    deletes: partial ? [] : [ALL_CHUNKS, ALL_VALUES],
    puts: [],
    layout: { chunkSize: CHUNK_SIZE, counts: {}, sets: [], keyed: {} },
    meta: {},
  };
  const keyed = KEYED.filter((name) => Array.isArray(whole[name]));
  for (const name of keyed) {
    const list = whole[name] as { id: string }[];
    const ids = list.map((record) => record.id);
    (writes.layout.keyed ??= {})[name] = ids;
    const storedIds = stored?.keyed?.[name];
    if (!partial || !storedIds) {
      // all of them: a whole save, or the first since an older build kept the list whole
      if (partial) writes.deletes.push([valueKey(name), valueKey(name)]);
      for (const record of list) writes.puts.push([recordKey(name, record.id), record]);
      continue;
    }
    const told = partial.records?.get(name);
    for (const record of list)
      if (told?.has(record.id)) writes.puts.push([recordKey(name, record.id), record]);
    const kept = new Set(ids);
    for (const id of storedIds)
      if (!kept.has(id)) writes.deletes.push([recordKey(name, id), recordKey(name, id)]);
  }
  if (partial) {
    // a list no longer in the snapshot leaves none of its records behind, nor one an older build kept whole
    for (const name of Object.keys(stored?.keyed ?? {}))
      if (!keyed.includes(name)) writes.deletes.push([`${valueKey(name)}/`, `${valueKey(name)}/\uffff`]);
    for (const name of stored?.separate ?? [])
      if (!keyed.includes(name)) writes.deletes.push([valueKey(name), valueKey(name)]);
  }
  const chunked = new Map<ChunkedName, unknown[]>();
  for (const name of CHUNKED) {
    // a value the snapshot lacks (an older version's) stays missing when read back
    const list = itemsOf(whole[name]);
    if (list) chunked.set(name, list);
    if (whole[name] instanceof Set) writes.layout.sets.push(name);
  }
  for (const [key, value] of Object.entries(whole))
    if (!chunked.has(key as ChunkedName) && !keyed.includes(key)) writes.meta[key] = value;
  for (const [name, list] of chunked) {
    const count = Math.ceil(list.length / CHUNK_SIZE);
    writes.layout.counts[name] = count;
    const indices = partial
      ? [...(partial.chunks.get(name) ?? [])].filter((index) => index < count)
      : Array.from({ length: count }, (_, index) => index);
    for (const index of indices)
      writes.puts.push([chunkKey(name, index), list.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE)]);
    // a collection that shrank leaves no chunk of its old end behind
    if (partial && (stored?.counts[name] ?? 0) > count) writes.deletes.push(chunksFrom(name, count));
  }
  // and one no longer chunked leaves none at all
  for (const name of Object.keys(stored?.counts ?? {}))
    if (partial && !chunked.has(name as ChunkedName)) writes.deletes.push(chunksFrom(name, 0));
  return writes;
}

/**
 * The snapshot of a layout, its `meta`, its chunks (`[key, records]`, in key order) and its values
 * kept apart (`[key, value]`).
 */
export function assemble(
  layout: Layout,
  meta: unknown,
  chunks: [string, unknown[]][],
  values: [string, unknown][],
): Record<string, unknown> {
  const snapshot: Record<string, unknown> = { ...(meta as Record<string, unknown>) };
  const byKey = new Map(values);
  for (const name of layout.separate ?? [])
    if (byKey.has(valueKey(name))) snapshot[name] = byKey.get(valueKey(name));
  for (const [name, ids] of Object.entries(layout.keyed ?? {}))
    snapshot[name] = ids.flatMap((id) => {
      const record = byKey.get(recordKey(name, id));
      return record === undefined ? [] : [record];
    });
  const lists = new Map<string, unknown[][]>(Object.keys(layout.counts).map((name) => [name, []]));
  for (const [key, records] of chunks) {
    const name = key.slice(CHUNK_PREFIX.length, key.lastIndexOf(':'));
    lists.get(name)?.push(records);
  }
  const sets = new Set(layout.sets ?? []);
  for (const [name, parts] of lists) snapshot[name] = sets.has(name) ? new Set(parts.flat()) : parts.flat();
  return snapshot;
}

export const inRange = (key: string, [from, to]: [string, string]) => key >= from && key <= to;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Where builds before the browser's SQLite kept the business data: records 'db' (the snapshot),
 * 'revision' and 'db-kept-aside' in store 'state' of database 'outpost-mock'; `exclusive` is a Web
 * Lock shared by every tab of the origin. The worker only reads it now, to carry what an older build
 * left there into its database (mocks/worker/database.ts, `carryOverIndexedDb`); the tests write it
 * as such a build did.
 */
export class IndexedDbPersistence implements Persistence {
  private database: Promise<IDBDatabase> | undefined;
  readonly exclusive: Persistence['exclusive'];
  /** Exclusive only: IndexedDB ends a transaction when its task awaits anything else. */
  readonly transaction: Persistence['transaction'];

  constructor(
    private readonly factory: IDBFactory = indexedDB,
    locks: LockManager | undefined = globalThis.navigator?.locks,
  ) {
    this.exclusive = acrossTabs(locks);
    this.transaction = this.exclusive;
  }

  private open(): Promise<IDBDatabase> {
    if (!this.database) {
      const request = this.factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      this.database = done(request);
      // A failed open is tried again by the next call rather than remembered.
      this.database.catch(() => (this.database = undefined));
    }
    return this.database;
  }

  private async run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const database = await this.open();
    // 'relaxed' (Chromium's default): committed to the browser, which keeps it when the tab closes;
    // 'strict' would also wait for the disk's flush, for an OS crash, at many times the cost.
    const transaction = database.transaction(STORE, mode, { durability: 'relaxed' });
    const request = act(transaction.objectStore(STORE));
    // A write counts only once its transaction has committed; a failed request aborts the transaction.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? request.error);
      transaction.onerror = () => reject(transaction.error ?? request.error);
    });
    return request.result;
  }

  /** A transaction on the store, settled once it has committed (a failed request aborts it). */
  private async transact<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => () => T): Promise<T> {
    const database = await this.open();
    const transaction = database.transaction(STORE, mode, { durability: 'relaxed' });
    const result = act(transaction.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('the transaction was aborted'));
      transaction.onerror = () => reject(transaction.error ?? new Error('the transaction failed'));
    });
    return result();
  }

  async load(): Promise<unknown> {
    return this.transact('readonly', (store) => {
      let value: unknown;
      const layout = store.get(LAYOUT_KEY);
      layout.onsuccess = () => {
        if (!layout.result) {
          const legacy = store.get(LEGACY_KEY);
          legacy.onsuccess = () => (value = legacy.result);
          return;
        }
        const meta = store.get(META_KEY);
        const range = IDBKeyRange.bound(...ALL_CHUNKS);
        const keys = store.getAllKeys(range);
        const chunks = store.getAll(range);
        const apart = IDBKeyRange.bound(...ALL_VALUES);
        const valueKeys = store.getAllKeys(apart);
        const values = store.getAll(apart);
        values.onsuccess = () => {
          const pairs = (keys.result as string[]).map(
            (key, i) => [key, chunks.result[i]] as [string, unknown[]],
          );
          const kept = (valueKeys.result as string[]).map(
            (key, i) => [key, values.result[i]] as [string, unknown],
          );
          value = assemble(layout.result as Layout, meta.result, pairs, kept);
        };
      };
      return () => value;
    });
  }

  async revision(): Promise<number> {
    const value: unknown = await this.run('readonly', (store) => store.get(REVISION_KEY));
    return typeof value === 'number' ? value : 0;
  }

  async holdsSnapshot(): Promise<boolean> {
    const [layout, legacy] = await Promise.all([
      this.run('readonly', (store) => store.count(LAYOUT_KEY)),
      this.run('readonly', (store) => store.count(LEGACY_KEY)),
    ]);
    return layout + legacy > 0;
  }

  async save(snapshot: object, revision?: number, changes?: Changes): Promise<void> {
    const next = revision ?? (await this.revision()) + 1;
    await this.transact('readwrite', (store) => {
      // what is stored decides too: the parts are written whole over a legacy snapshot or another layout
      if (!inParts(snapshot)) {
        store.delete(IDBKeyRange.bound(...ALL_CHUNKS));
        store.delete(IDBKeyRange.bound(...ALL_VALUES));
        for (const key of [LAYOUT_KEY, META_KEY]) store.delete(key);
        store.put(snapshot, LEGACY_KEY);
        store.put(next, REVISION_KEY);
        return () => undefined;
      }
      const stored = store.get(LAYOUT_KEY);
      stored.onsuccess = () => {
        const writes = writesOf(snapshot, changes, stored.result as Layout | undefined);
        for (const range of writes.deletes) store.delete(IDBKeyRange.bound(...range));
        for (const [key, value] of writes.puts) store.put(value, key);
        store.put(writes.layout, LAYOUT_KEY);
        store.put(writes.meta, META_KEY);
        store.delete(LEGACY_KEY);
        store.put(next, REVISION_KEY);
      };
      return () => undefined;
    });
  }

  async clear(): Promise<void> {
    await this.transact('readwrite', (store) => {
      store.delete(IDBKeyRange.bound(...ALL_CHUNKS));
      store.delete(IDBKeyRange.bound(...ALL_VALUES));
      for (const key of [LEGACY_KEY, LAYOUT_KEY, META_KEY, REVISION_KEY]) store.delete(key);
      return () => undefined;
    });
  }

  async keepAside(snapshot: unknown): Promise<void> {
    await this.run('readwrite', (store) => store.put(snapshot, ASIDE_KEY));
  }

  async keptAside(): Promise<unknown> {
    return this.run('readonly', (store) => store.get(ASIDE_KEY));
  }

  async dropKeptAside(): Promise<void> {
    await this.run('readwrite', (store) => store.delete(ASIDE_KEY));
  }

  async kept(kind: KeptKind, key: string): Promise<unknown> {
    const row = (await this.run('readonly', (store) => store.get(keptKey(kind, key)))) as
      { at: string; value: unknown } | undefined;
    return row?.value;
  }

  async keep(kind: KeptKind, key: string, value: unknown, when: KeptWhen): Promise<void> {
    await this.transact('readwrite', (store) => {
      // a kind's values are few (a day's of one browser): read and weeded in the same transaction
      const kept = store.openCursor(IDBKeyRange.bound(...allKept(kind)));
      kept.onsuccess = () => {
        const cursor = kept.result;
        if (!cursor) return;
        if ((cursor.value as { at: string }).at < when.dropBefore) cursor.delete();
        cursor.continue();
      };
      const row = { at: when.at, value };
      // `add` refuses a key that holds a value: the transaction aborts, the caller's call fails
      if (when.replace) store.put(row, keptKey(kind, key));
      else store.add(row, keptKey(kind, key));
      return () => undefined;
    });
  }

  async forgetKept(): Promise<void> {
    await this.run('readwrite', (store) =>
      store.delete(IDBKeyRange.bound(KEPT_PREFIX, `${KEPT_PREFIX}\uffff`)),
    );
  }

  /** Closes the connection (before the database is deleted: an open one would hold the deletion). */
  async close(): Promise<void> {
    const database = this.database;
    this.database = undefined;
    if (database) (await database).close();
  }
}
