import type { CollectionName, Db } from './store';

/**
 * What changed in a db since it was last saved, so that a save writes those parts and not the whole
 * 30 MB (`persistence.ts` keeps each collection in chunks of CHUNK_SIZE records). Only a db the
 * business back-end keeps (`trackChanges`) is watched: the seed and the tests' dbs are not.
 *
 * The store marks what it is told of: a record inserted or removed (`store.ts`) and a field written
 * through `writeField` (`tx.ts`), which is how every change is made (the transactions' undo journal
 * relies on it too). A field written on something the store cannot place (not a record of a
 * collection) marks everything: the next save writes it all, never less than what changed.
 */

/** Records per stored chunk of a collection. */
export const CHUNK_SIZE = 500;

/** What is saved in chunks: the collections, and the keys of the effects applied (a growing set). */
export type ChunkedName = CollectionName | 'appliedEffects';

export interface Changes {
  /** everything changed (a new seed, a migration, a copy read from the store): save it all */
  all: boolean;
  /** per collection, the chunks (`position / CHUNK_SIZE`) with a changed, added or removed record */
  chunks: Map<ChunkedName, Set<number>>;
  /**
   * Per list kept one record per part (`persistence.ts` KEYED: the uploaded files), the ids of its
   * records added or changed (a removed one the store finds itself). The db does not hold them, so
   * its tracker never says: the saver does.
   */
  records?: ReadonlyMap<string, ReadonlySet<string>>;
}

interface Tracker extends Changes {
  /** the collection each record belongs to, made on the first field write */
  owners?: WeakMap<object, CollectionName>;
}

const trackers = new WeakMap<Db, Tracker>();

/** Watches `db` from now on; `everything`: the next save writes it all (nothing of it is stored yet). */
export function trackChanges(db: Db, everything: boolean): void {
  trackers.set(db, { all: everything, chunks: new Map() });
}

export const trackerOf = (db: Db): Tracker | undefined => trackers.get(db);

/** Everything changed (its arrays were replaced, or something the store cannot place was written). */
export function markAll(db: Db): void {
  const tracker = trackers.get(db);
  if (!tracker) return;
  tracker.all = true;
  tracker.chunks = new Map();
  tracker.owners = undefined;
}

/** The chunks holding positions `from` to `to` of collection `name` changed. */
export function markPositions(tracker: Tracker, name: ChunkedName, from: number, to = from): void {
  if (tracker.all) return;
  let chunks = tracker.chunks.get(name);
  if (!chunks) tracker.chunks.set(name, (chunks = new Set()));
  for (let chunk = Math.floor(from / CHUNK_SIZE); chunk <= Math.floor(to / CHUNK_SIZE); chunk += 1)
    chunks.add(chunk);
}

/** The collection of every record of `db`, to place a field write. */
export function ownersOf(db: Db, names: readonly CollectionName[]): WeakMap<object, CollectionName> {
  const owners = new WeakMap<object, CollectionName>();
  // a collection the db holds as a table (tables.ts) is no array of it
  for (const name of names) for (const record of db[name] ?? []) owners.set(record, name);
  return owners;
}

/**
 * What changed since the last call, and nothing from now on; a db nobody watches: everything. A save
 * that fails must `markAll`, or what it did not write would be forgotten.
 */
export function takeChanges(db: Db): Changes {
  const tracker = trackers.get(db);
  if (!tracker) return { all: true, chunks: new Map() };
  const changes: Changes = { all: tracker.all, chunks: tracker.chunks };
  tracker.all = false;
  tracker.chunks = new Map();
  return changes;
}
