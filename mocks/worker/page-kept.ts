import { keyValueOutbox, OUTBOX_STORAGE_KEY, type OutboxStorage } from '../../server/areas/access/outbox';
import {
  AUTH_STORAGE_KEY,
  authStateOf,
  keyValueAuthStorage,
  type AuthStorage,
  type KeyValueStorage,
} from '../../server/areas/access/state';
import type { PageStorageAnswer, PageStorageRequest } from './protocol';
import type { WorkerEnd } from './serve';

/**
 * What the page keeps in its localStorage and the worker's business calls change too: the sign-in
 * state (a customer suspended signs its users out, an invitation is made) and the outbox (the
 * invitation's mail). With copies of their own in the worker's memory, the page never saw those
 * changes: a suspended customer's users signed in as before.
 */
export const PAGE_KEPT = [AUTH_STORAGE_KEY, OUTBOX_STORAGE_KEY] as const;

/** The worker's side: the text the page keeps under a key, read and swapped over the channel. */
export interface PageKept {
  read(key: string): Promise<string | null>;
  /** writes `next` (null: removes) where the text is still `expected`; whether it did */
  swap(key: string, expected: string | null | undefined, next: string | null): Promise<boolean>;
}

export function pageKept(end: WorkerEnd): PageKept {
  let nextId = 0;
  const waiting = new Map<number, (answer: PageStorageAnswer) => void>();
  end.addEventListener('message', ({ data }) => {
    if (data.type !== 'pageStorageAnswer') return;
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  });
  const ask = (request: Omit<PageStorageRequest, 'type' | 'id'>): Promise<PageStorageAnswer> => {
    nextId += 1;
    const id = nextId;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      end.postMessage({ type: 'pageStorage', id, ...request }, []);
    });
  };
  return {
    read: async (key) => (await ask({ key, write: false })).raw,
    swap: async (key, expected, next) => (await ask({ key, write: true, expected, next })).written,
  };
}

/**
 * Runs `change` on what the page keeps under `key`, through the same code the page runs on its
 * localStorage (`over` builds it on a copy of the text, `keyValueAuthStorage`, `keyValueOutbox`),
 * and writes the copy back only if the page's text is still the one read; if another change came in
 * between, reads and changes again.
 */
async function changedAt<S, T>(
  kept: PageKept,
  key: string,
  over: (copy: KeyValueStorage) => S,
  change: (store: S) => Promise<T>,
): Promise<T> {
  for (;;) {
    const raw = await kept.read(key);
    const copy = new Map<string, string>(raw === null ? [] : [[key, raw]]);
    const storage: KeyValueStorage = {
      getItem: (name) => copy.get(name) ?? null,
      setItem: (name, value) => void copy.set(name, value),
      removeItem: (name) => void copy.delete(name),
    };
    const result = await change(over(storage));
    const next = copy.get(key) ?? null;
    if (next === raw || (await kept.swap(key, raw, next))) return result;
  }
}

/** The sign-in state as the worker's business calls read and change it: the page's. */
export function pageAuthStorage(kept: PageKept): AuthStorage {
  return {
    read: async () => authStateOf(await kept.read(AUTH_STORAGE_KEY)),
    update: (change) =>
      changedAt(kept, AUTH_STORAGE_KEY, keyValueAuthStorage, (store) => store.update(change)),
    reset: async () => void (await kept.swap(AUTH_STORAGE_KEY, undefined, null)),
  };
}

/** The outbox as the worker's business calls add to it: the page's. */
export function pageOutbox(kept: PageKept): OutboxStorage {
  const on = <T>(run: (store: OutboxStorage) => Promise<T>) =>
    changedAt(kept, OUTBOX_STORAGE_KEY, keyValueOutbox, run);
  return {
    add: (record) => on((store) => store.add(record)),
    settle: (id, state, at, error) => on((store) => store.settle(id, state, at, error)),
    page: (query) => on((store) => store.page(query)),
    reset: async () => void (await kept.swap(OUTBOX_STORAGE_KEY, undefined, null)),
  };
}

/** Where the page keeps them: its localStorage, or none (a page without storage: memory). */
export type PageKeeper = KeyValueStorage;

/** The page's answer to the worker's `PageStorageRequest`, from and to `keeper`, in one turn. */
export function answerPageStorage(keeper: PageKeeper, request: PageStorageRequest): PageStorageAnswer {
  const answer = (raw: string | null, written: boolean): PageStorageAnswer => ({
    type: 'pageStorageAnswer',
    id: request.id,
    raw,
    written,
  });
  // the page lends the worker these keys and no other
  if (!(PAGE_KEPT as readonly string[]).includes(request.key)) return answer(null, false);
  const raw = keeper.getItem(request.key);
  if (!request.write) return answer(raw, false);
  if (request.expected !== undefined && request.expected !== raw) return answer(raw, false);
  try {
    if (request.next === null || request.next === undefined) keeper.removeItem(request.key);
    else keeper.setItem(request.key, request.next);
  } catch (error) {
    // over quota: as the page's own writes (state.ts), the call goes on and the change is not kept
    console.warn('[mock] could not keep what the worker changed', error);
  }
  return answer(request.next ?? null, true);
}

/** A keeper in memory: a page without storage (the tests' realm). */
export function memoryKeeper(): PageKeeper {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}
