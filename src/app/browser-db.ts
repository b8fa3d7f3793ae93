/**
 * The console's own IndexedDB database in the browser (not the mock's): small records that must be
 * the same for every tab at once. Unlike local storage, which each tab's process caches and learns of
 * others' writes a moment later, a committed IndexedDB write is what the next read of any tab sees.
 */
const DATABASE = 'outpost-browser';
const VERSION = 1;
export type BrowserStore = 'keys' | 'refresh';
const STORES: BrowserStore[] = ['keys', 'refresh'];

export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, VERSION);
  opening.onupgradeneeded = () => {
    for (const store of STORES) {
      if (!opening.result.objectStoreNames.contains(store)) opening.result.createObjectStore(store);
    }
  };
  return settle(opening);
}

export async function readRecord(store: BrowserStore, key: string): Promise<unknown> {
  const db = await openDatabase();
  try {
    return await settle(db.transaction(store).objectStore(store).get(key));
  } finally {
    db.close();
  }
}

/** Settles once the write is committed. */
export async function writeRecord(store: BrowserStore, key: string, value: unknown): Promise<void> {
  const db = await openDatabase();
  try {
    const transaction = db.transaction(store, 'readwrite');
    transaction.objectStore(store).put(value, key);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  } finally {
    db.close();
  }
}
