import { daysBetween, shiftDays } from './shift';
import type { Db, ImportedFile } from '../store/store';

/**
 * The seeded db as text, to ship with the build (scripts/vite-seed-asset.ts): the day it was seeded
 * for first, then the db with its Maps and Set as arrays of entries.
 */
export function snapshotText(db: Db, day: number): string {
  const isoDay = new Date(day).toISOString().slice(0, 10);
  // the Maps and the Set in their places (the db's keys keep their order)
  return `{"day":"${isoDay}","db":${JSON.stringify({
    ...db,
    counters: [...db.counters],
    appliedEffects: [...db.appliedEffects],
    importedFiles: [...db.importedFiles],
  })}}`;
}

interface Serialized {
  day: string;
  db: Omit<Db, 'counters' | 'appliedEffects' | 'importedFiles'> & {
    counters: [string, number][];
    appliedEffects: string[];
    importedFiles: [string, ImportedFile][];
  };
}

/** The day a snapshot was seeded for (ms, start of its UTC day). */
export function snapshotDay(text: string): number {
  const day = /^\{"day":"(\d{4}-\d\d-\d\d)"/.exec(text)?.[1];
  if (!day) throw new Error('not a seed snapshot');
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The db of a snapshot, its days moved to `today`'s (as if it had been seeded on that day). */
export function dbOfSnapshot(text: string, today: number): Db {
  const shifted = shiftDays(text, daysBetween(snapshotDay(text), today));
  const { db } = JSON.parse(shifted) as Serialized;
  return {
    ...db,
    counters: new Map(db.counters),
    appliedEffects: new Set(db.appliedEffects),
    importedFiles: new Map(db.importedFiles),
  };
}
