/**
 * Where the mock's business data is kept between page loads. A snapshot is stored as it was written,
 * whatever its version: the reader (`db-instance.ts`) migrates or sets it aside, never this layer.
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
  /** Saves the snapshot and its revision together; settles once the write is durable. */
  save(snapshot: object, revision?: number): Promise<void>;
  clear(): Promise<void>;
  /** Keeps a snapshot that could not be used under another key, so it is not lost. */
  keepAside(snapshot: unknown): Promise<void>;
  /** The snapshot kept aside, if any. */
  keptAside(): Promise<unknown>;
  dropKeptAside(): Promise<void>;
  /** Runs `task` while no other tab (or call) of this browser runs one. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
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

/** For tests: keeps structured clones, so later changes to the live db do not leak into them. */
export class MemoryPersistence implements Persistence {
  private snapshot: unknown;
  private stored = 0;
  private aside: unknown;
  readonly exclusive = localQueue();

  async load(): Promise<unknown> {
    return this.snapshot === undefined ? undefined : structuredClone(this.snapshot);
  }

  async revision(): Promise<number> {
    return this.stored;
  }

  async holdsSnapshot(): Promise<boolean> {
    return this.snapshot !== undefined;
  }

  async save(snapshot: object, revision = this.stored + 1): Promise<void> {
    this.snapshot = structuredClone(snapshot);
    this.stored = revision;
  }

  async clear(): Promise<void> {
    this.snapshot = undefined;
    this.stored = 0;
  }

  async keepAside(snapshot: unknown): Promise<void> {
    this.aside = structuredClone(snapshot);
  }

  async keptAside(): Promise<unknown> {
    return this.aside === undefined ? undefined : structuredClone(this.aside);
  }

  async dropKeptAside(): Promise<void> {
    this.aside = undefined;
  }
}

const DATABASE = 'outpost-mock';
const STORE = 'state';
const KEY = 'db';
const REVISION_KEY = 'revision';
const ASIDE_KEY = 'db-kept-aside';
const LOCK = 'outpost-mock-db';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * For the browser: records 'db' (the snapshot), 'revision' and 'db-kept-aside' in store 'state' of
 * database 'outpost-mock'; `exclusive` is a Web Lock shared by every tab of the origin.
 */
export class IndexedDbPersistence implements Persistence {
  private database: Promise<IDBDatabase> | undefined;
  private readonly queue = localQueue();

  constructor(
    private readonly factory: IDBFactory = indexedDB,
    private readonly locks: LockManager | undefined = globalThis.navigator?.locks,
  ) {}

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

  async load(): Promise<unknown> {
    return this.run('readonly', (store) => store.get(KEY));
  }

  async revision(): Promise<number> {
    const value: unknown = await this.run('readonly', (store) => store.get(REVISION_KEY));
    return typeof value === 'number' ? value : 0;
  }

  async holdsSnapshot(): Promise<boolean> {
    return (await this.run('readonly', (store) => store.count(KEY))) > 0;
  }

  async save(snapshot: object, revision?: number): Promise<void> {
    const next = revision ?? (await this.revision()) + 1;
    await this.run('readwrite', (store) => {
      store.put(snapshot, KEY);
      return store.put(next, REVISION_KEY);
    });
  }

  async clear(): Promise<void> {
    await this.run('readwrite', (store) => {
      store.delete(KEY);
      return store.delete(REVISION_KEY);
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

  exclusive<T>(task: () => Promise<T>): Promise<T> {
    if (!this.locks) return this.queue(task);
    return this.locks.request(LOCK, task) as Promise<T>;
  }
}
