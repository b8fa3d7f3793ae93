import { DAY_MS } from './random';
import { seededDayOf } from './seeded-day';

/** Where SQLite keeps `user_version` in a file's header (seeded-day.ts says what it holds). */
const USER_VERSION_OFFSET = 60;
/** SQLite's file header: no record lies in it. */
const HEADER_BYTES = 100;

const ZERO = 0x30;
const NINE = 0x39;
const DASH = 0x2d;
const A = 0x41;
const Z = 0x5a;

const isDigit = (byte: number) => byte >= ZERO && byte <= NINE;
const isUpper = (byte: number) => byte >= A && byte <= Z;

/**
 * The demo data of a seeded database (seeded-database.ts) moved by whole days, as if it had been
 * seeded for `toDay` (ms, the start of a UTC day): what the browser's worker does with the build's
 * database on another day than the build's, instead of replaying the seed's year there (6.5 s before
 * the first list, against some 0.1 s for this).
 *
 * It works on the file's bytes, in place, without opening it. Every day the data names is written
 * as one of two runs of ASCII digits, and each is moved by the same number of days:
 * - an ISO day, `2026-01-13` (alone, or the start of an ISO time: the time of day stays);
 * - a document number's day, the eight digits after its prefix's capitals, `OB20260113-0008`
 *   (store.ts `nextDocNo`), which ids, references and the counters' keys (`OB20260113`) repeat.
 *
 * Only days of the years 2000–2099 that exist in the calendar are read as days. Both runs keep their
 * length, so every record keeps its size and the file its layout; and since every day moves by the
 * same amount, strings that name days keep their order, so every index stays in order (the tests run
 * SQLite's `integrity_check` on moved files, across a month's and a year's end and backwards).
 *
 * What moving the days does not keep: the days of the week (a seeded Monday may become a Thursday),
 * and the settlements' periods, which were calendar months and become months from some other day
 * (the close page then offers what is left of a month after the last period closed,
 * `closablePeriod`). Undefined for bytes that are not a seeded database.
 */
export function shiftSeededDays(bytes: Uint8Array, toDay: number): Uint8Array | undefined {
  const fromDay = seededDayOf(bytes);
  if (fromDay === undefined) return undefined;
  const days = Math.round((toDay - fromDay) / DAY_MS);
  if (days === 0) return bytes;
  const moved = daysMovedBy(days);
  const end = bytes.length - 10;
  for (let i = HEADER_BYTES; i < end; i += 1) {
    // every day of 2000–2099 starts with "20"
    if (bytes[i] !== 0x32 || bytes[i + 1] !== ZERO || !isDigit(bytes[i + 2]) || !isDigit(bytes[i + 3]))
      continue;
    if (
      bytes[i + 4] === DASH &&
      bytes[i + 7] === DASH &&
      isDigit(bytes[i + 5]) &&
      isDigit(bytes[i + 6]) &&
      isDigit(bytes[i + 8]) &&
      isDigit(bytes[i + 9])
    ) {
      const day = moved(bytes, i, [i + 5, i + 8]);
      if (day) {
        bytes.set(day.iso, i);
        i += 9;
      }
    } else if (
      i >= HEADER_BYTES + 2 &&
      isUpper(bytes[i - 1]) &&
      isUpper(bytes[i - 2]) &&
      isDigit(bytes[i + 4]) &&
      isDigit(bytes[i + 5]) &&
      isDigit(bytes[i + 6]) &&
      isDigit(bytes[i + 7])
    ) {
      const day = moved(bytes, i, [i + 4, i + 6]);
      if (day) {
        bytes.set(day.stamp, i);
        i += 7;
      }
    }
  }
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(
    USER_VERSION_OFFSET,
    Math.round(toDay / DAY_MS),
  );
  return bytes;
}

interface MovedDay {
  /** `YYYY-MM-DD` */
  iso: Uint8Array;
  /** `YYYYMMDD` */
  stamp: Uint8Array;
}

/**
 * Reads the day whose year starts at `at` and whose month and day start at `[month, day]`, and gives
 * it moved by `days`; null when those digits name no day. Each day met is worked out once.
 */
function daysMovedBy(days: number) {
  const known = new Map<number, MovedDay | null>();
  const encoder = new TextEncoder();
  const two = (bytes: Uint8Array, at: number) => (bytes[at] - ZERO) * 10 + bytes[at + 1] - ZERO;
  return (bytes: Uint8Array, at: number, [month, day]: [number, number]): MovedDay | null => {
    const y = 2000 + two(bytes, at + 2);
    const m = two(bytes, month);
    const d = two(bytes, day);
    const key = (y * 100 + m) * 100 + d;
    let found = known.get(key);
    if (found === undefined) {
      const start = Date.UTC(y, m - 1, d);
      const date = new Date(start);
      const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
      const iso = new Date(start + days * DAY_MS).toISOString().slice(0, 10);
      found = real ? { iso: encoder.encode(iso), stamp: encoder.encode(iso.replaceAll('-', '')) } : null;
      known.set(key, found);
    }
    return found;
  };
}
