import { seedDb, startOfUtcDay, type SeedOptions } from '../seed/index';
import { now } from '../api/clock';
import { DEFAULT_SEED } from '../seed/random';
import { sharedSeeds } from './seed-cache';
import type { Db } from './store';

// Seeding is deterministic, so one build per (seed, day) serves every later reset as a clone.
const built = new Map<string, Db>();

export async function seededDb(options: SeedOptions = {}): Promise<Db> {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? startOfUtcDay(now());
  const documents = options.documents ?? true;
  const key = `${seed}|${today}|${documents}`;
  let pristine = built.get(key) ?? sharedSeeds()?.read(key);
  if (!pristine) {
    pristine = await seedDb({ seed, today, documents });
    sharedSeeds()?.write(key, pristine);
  }
  built.set(key, pristine);
  return structuredClone(pristine);
}

/** Puts the demo data back into `db` in place, so whoever holds the db sees the reset. */
export async function resetDb(db: Db, options: SeedOptions = {}): Promise<Db> {
  return Object.assign(db, await seededDb(options));
}
