import { callScope } from './call-scope';
import type { Db } from './store';

/**
 * A small undo journal: every write to the db (a record inserted or removed, a field changed, a
 * counter bumped, an effect key marked) records how to take it back while a transaction is open, so
 * a service can apply several effects and the state change together, all or nothing. Outside a
 * transaction recording is a single null check. Field writes are kept as flat triples (target, key,
 * old value) rather than closures: the seed replays a year of documents through here. A write to a
 * table (tables.ts) records its compensating write, which the rollback awaits: a nested transaction
 * that fails takes back its rows in every home, inside the call's database transaction or without.
 */
/** Takes a write back; a table's compensating write answers a promise, which the rollback awaits. */
type Undo = () => unknown;

/** Marks a key the target did not have: undo deletes it. */
const ABSENT = Symbol('absent');
/** In the target slot: the key slot holds an `Undo` to run. */
const CALL = Symbol('call');

interface Journal {
  db: Db;
  /** Triples: target (or CALL), key (or the Undo), old value (or ABSENT). */
  entries: unknown[];
  /** A failed inner transaction's writes could not all be taken back: the outermost must not succeed. */
  undoFailed?: unknown;
}

/** The running call's journal (call-scope.ts: each call its own, where calls overlap). */
const journals = callScope<Journal>();

type FieldWriteListener = (db: Db, target: object) => void;
let fieldWritten: FieldWriteListener | null = null;

/** Told of every field write, in or out of a transaction (store.ts: the record's chunk changed). */
export function onFieldWrite(listener: FieldWriteListener): void {
  fieldWritten = listener;
}

/** Records how to take back a write that is about to happen (no-op without an open transaction). */
export function recordUndo(db: Db, undo: Undo): void {
  const active = journals.get();
  if (active !== undefined && active.db === db) active.entries.push(CALL, undo, null);
}

/** Sets `target[key]`, recording the old value (or its absence) first. */
export function writeField<T extends object, K extends keyof T>(
  db: Db,
  target: T,
  key: K,
  value: T[K],
): void {
  const active = journals.get();
  if (active !== undefined && active.db === db) {
    const old = target[key];
    active.entries.push(target, key, old === undefined && !Object.hasOwn(target, key) ? ABSENT : old);
  }
  target[key] = value;
  fieldWritten?.(db, target);
}

async function rollback(journal: Journal, to: number): Promise<void> {
  const entries = journal.entries;
  try {
    for (let i = entries.length - 3; i >= to; i -= 3) {
      const target = entries[i];
      if (target === CALL) {
        const undone = (entries[i + 1] as Undo)();
        if (undone instanceof Promise) await undone;
      } else {
        const record = target as Record<PropertyKey, unknown>;
        const key = entries[i + 1] as PropertyKey;
        if (entries[i + 2] === ABSENT) delete record[key];
        else record[key] = entries[i + 2];
      }
    }
  } finally {
    // taken back, or given up on (transact says what then): never taken back twice
    entries.length = to;
  }
}

/**
 * Runs `fn` as one transaction on `db`: when it throws, every write it made is undone and the error
 * goes on. Nested calls are savepoints: an inner failure undoes only the inner writes.
 */
export async function transact<T>(db: Db, fn: () => Promise<T> | T): Promise<T> {
  const outer = journals.get();
  if (outer !== undefined && outer.db !== db) throw new Error('a transaction on another db is open');
  if (outer === undefined) return await journals.run({ db, entries: [] }, () => within(fn, true));
  return await within(fn, false);
}

/** `fn` in the running call's journal: undone from where it began when it throws. */
async function within<T>(fn: () => Promise<T> | T, outermost: boolean): Promise<T> {
  const journal = journals.get() as Journal;
  const mark = journal.entries.length;
  try {
    const result = await fn();
    if (outermost && journal.undoFailed !== undefined)
      throw new Error('a failed step’s writes could not all be taken back', { cause: journal.undoFailed });
    return result;
  } catch (error) {
    // The error goes on as it is even when taking the writes back fails: on PostgreSQL a statement's
    // error aborts the database's transaction, which then refuses the undoing writes ("current
    // transaction is aborted"), and a serialization failure must reach the call's retry as itself, not
    // as that. The call's database transaction is rolled back whole when the error leaves it; should a
    // caller catch it and go on, the outermost transaction refuses to end well (above).
    await rollback(journal, mark).catch((undoError: unknown) => {
      journal.undoFailed ??= undoError;
    });
    throw error;
  }
}

/** Whether a transaction on `db` is open (tests). */
export const inTransaction = (db: Db): boolean => journals.get()?.db === db;
