import { createHash } from 'node:crypto';
import type { Db } from './store';
import { keyedOf, KEYED_NAMES, storedDocs, TABLE_NAMES } from './tables';

/**
 * A hash of the whole business data (every collection, the document counters, the applied effect
 * keys): equal data, equal fingerprint, so a test can tell "nothing changed" in one string, whether
 * the back-end runs in its process or as a service of its own (`GET /__test/fingerprint`).
 *
 * Each of the db's values is hashed in the order of their names: a collection kept in a table as its
 * rows' stored JSON in the collection's order (any write rewrites a row's JSON); one the db holds as
 * a list as JSON in its order (the records are plain data: their types hold no Map or Set, which JSON
 * would see as empty); the keyed values (counters, effects applied, imported files) by key. Key order
 * within a record counts: a record rewritten with its fields in another order is a write all the
 * same. Equal data in a table and in a list may print differently: a fingerprint is compared with
 * another of the same home. About 0.1 s on the seeded data in tables (30 MB of JSON), some tenths of
 * a second over lists: a test checks once after a group of calls, not after each one.
 */
export async function businessFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const values = new Map<string, unknown>(Object.entries(db));
  const stored = new Map<string, string[]>();
  for (const name of TABLE_NAMES) {
    const docs = values.has(name) ? undefined : await storedDocs(db, name);
    if (docs) stored.set(name, docs);
  }
  for (const name of KEYED_NAMES) if (!values.has(name)) values.set(name, await keyedOf(db, name));
  for (const name of [...values.keys(), ...stored.keys()].sort()) {
    const docs = stored.get(name);
    if (docs) {
      hash.update(JSON.stringify(name));
      for (const doc of docs) hash.update(`\n${doc}`);
      hash.update('\n\n');
      continue;
    }
    const value = values.get(name);
    // the keyed values by key: a table has no order of its own
    const listed =
      value instanceof Map
        ? [...value].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1))
        : value instanceof Set
          ? [...value].sort()
          : value;
    hash.update(JSON.stringify([name, listed]));
    hash.update('\n');
  }
  return hash.digest('hex');
}
