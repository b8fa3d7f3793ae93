import { createHash } from 'node:crypto';
import type { Db } from './store';
import { keyedOf, KEYED_NAMES, allRows, TABLE_NAMES } from './tables';

/**
 * A hash of the whole business data (every collection, the document counters, the applied effect
 * keys): equal data, equal fingerprint, so a test can tell "nothing changed" in one string, whether
 * the back-end runs in its process or as a service of its own (`GET /__test/fingerprint`).
 *
 * Each of the db's values is hashed as JSON in its stored order (the counters as their entries, the
 * effect keys as a list), value by value in the order of their names; the records are plain data
 * (their types hold no Map or Set, which JSON would see as empty); a collection kept in a table is
 * read from it, in its order, so the same data prints the same in every home. Key order within a record counts: a
 * record rewritten with its fields in another order is a write all the same. About 0.2–0.4 s on the
 * seeded data (30 MB of JSON, nearly all of the time the serialization, on a busy two-core machine):
 * a test checks once after a group of calls, not after each one.
 */
export async function businessFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  // the collections kept in the database's tables (tables.ts) as if they were lists of the db
  const values = new Map<string, unknown>(Object.entries(db));
  for (const name of TABLE_NAMES) {
    const rows = values.has(name) ? undefined : await allRows(db, name);
    if (rows) values.set(name, rows);
  }
  for (const name of KEYED_NAMES) if (!values.has(name)) values.set(name, await keyedOf(db, name));
  for (const name of [...values.keys()].sort()) {
    const value = values.get(name);
    // the keyed values (counters, effects applied, imported files) by key: a table has no order of
    // its own
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
