import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SeedCache } from './seed-cache';
import type { Db } from './store';

/**
 * Seeds kept as files in `dir`, in V8's structured-clone format (what structuredClone keeps, kept).
 * A write goes to a temporary name first, so a reader in another process never sees half a file;
 * anything unreadable is a miss, and the caller seeds as if there were no cache.
 */
export function fileSeedCache(dir: string): SeedCache {
  const file = (key: string) => join(dir, `${createHash('sha1').update(key).digest('hex')}.seed`);
  return {
    read(key) {
      try {
        return deserialize(readFileSync(file(key))) as Db;
      } catch {
        return undefined;
      }
    },
    write(key, db) {
      const target = file(key);
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      try {
        writeFileSync(temporary, serialize(db));
        renameSync(temporary, target);
      } catch {
        // a full disk or a removed folder: the next file seeds again
      }
    },
  };
}
