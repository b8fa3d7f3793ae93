import { DAY_MS } from './random';

/**
 * Where a seeded database says which day it was seeded for: SQLite's `user_version`, a 32-bit
 * big-endian integer at this offset of the file's header, which SQLite itself never sets. It holds
 * the day's number (days since 1970, UTC), so a reader can tell from the first bytes which day a
 * file is for without opening it (and shift-days.ts moves it with the data's days).
 */
const USER_VERSION_OFFSET = 60;
export const SEEDED_DAY_PRAGMA = 'user_version';
const HEADER = 'SQLite format 3\0';

/**
 * The day a file of `seedDatabaseIn` (seeded-database.ts) was seeded for (ms, the start of its UTC
 * day), read from its header; undefined for bytes that are not a SQLite database.
 */
export function seededDayOf(bytes: Uint8Array): number | undefined {
  if (bytes.length < 100) return undefined;
  const header = new TextDecoder().decode(bytes.subarray(0, HEADER.length));
  if (header !== HEADER) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(USER_VERSION_OFFSET) * DAY_MS;
}
