import type { Db } from './store';

/** Saves and loads the whole db as one snapshot. */
export interface Persistence {
  load(): Promise<Db | undefined>;
  save(db: Db): Promise<void>;
  clear(): Promise<void>;
}

/** For tests: keeps a structured clone, so later changes to the live db do not leak into it. */
export class MemoryPersistence implements Persistence {
  private snapshot: Db | undefined;

  async load(): Promise<Db | undefined> {
    return this.snapshot === undefined ? undefined : structuredClone(this.snapshot);
  }

  async save(db: Db): Promise<void> {
    this.snapshot = structuredClone(db);
  }

  async clear(): Promise<void> {
    this.snapshot = undefined;
  }
}

const DATABASE = 'outpost-mock';
const STORE = 'state';
const KEY = 'db';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** For the browser: one record (key 'db') in store 'state' of database 'outpost-mock'. */
export class IndexedDbPersistence implements Persistence {
  private database: Promise<IDBDatabase> | undefined;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private open(): Promise<IDBDatabase> {
    if (!this.database) {
      const request = this.factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      this.database = done(request);
    }
    return this.database;
  }

  private async run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const database = await this.open();
    const transaction = database.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // A write counts only once its transaction has committed; a failed request aborts the transaction.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? request.error);
    });
    return request.result;
  }

  async load(): Promise<Db | undefined> {
    const value: unknown = await this.run('readonly', (store) => store.get(KEY));
    return value === undefined ? undefined : (value as Db);
  }

  async save(db: Db): Promise<void> {
    await this.run('readwrite', (store) => store.put(db, KEY));
  }

  async clear(): Promise<void> {
    await this.run('readwrite', (store) => store.delete(KEY));
  }
}
