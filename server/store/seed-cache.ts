import type { Db } from './store';

/**
 * Somewhere that outlives this module to keep pristine seeds in. A Vitest run gives every test file
 * a fresh module, so a fresh seed (a second or two each); vitest.setup.ts hands in a cache on disk,
 * shared by the run's files, so the seed is built once per run. The console has none.
 */
export interface SeedCache {
  read(key: string): Db | undefined;
  write(key: string, db: Db): void;
}

let cache: SeedCache | undefined;

export function shareSeedsThrough(next: SeedCache | undefined): void {
  cache = next;
}

export function sharedSeeds(): SeedCache | undefined {
  return cache;
}
