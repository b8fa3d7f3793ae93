/**
 * Local-storage persistence of the root actor's children (docs/architecture.md, "Restoring and
 * persisting"): each child is restored through its input and saved under its own key on change.
 */
export const STORAGE_KEYS = {
  session: 'outpost.session',
  layout: 'outpost.settings',
  routes: 'outpost.permission',
  tabs: 'outpost.tabs',
} as const;

export type PersistedChild = keyof typeof STORAGE_KEYS;

export function readStored<T>(key: string): Partial<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // full or unavailable storage: the app keeps working, it just will not remember
  }
}

export function clearStored(children: PersistedChild[]): void {
  for (const child of children) {
    try {
      localStorage.removeItem(STORAGE_KEYS[child]);
    } catch {
      // nothing to clear
    }
  }
}

interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
}

/** Saves `pick(context)` whenever it changes (compared as JSON, so unrelated updates write nothing). */
export function persistChild<S extends { context: C }, C>(
  actor: Subscribable<S>,
  key: string,
  pick: (context: C) => unknown,
): () => void {
  let last = '';
  const save = (snapshot: S) => {
    const json = JSON.stringify(pick(snapshot.context));
    if (json === last) return;
    last = json;
    try {
      localStorage.setItem(key, json);
    } catch {
      // see writeStored
    }
  };
  save(actor.getSnapshot());
  const subscription = actor.subscribe(save);
  return () => subscription.unsubscribe();
}
