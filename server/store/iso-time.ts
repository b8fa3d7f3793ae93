const DAY_MS = 86_400_000;
/** Beyond this (the year 10000) an ISO string takes a six-digit year: left to `Date`. */
const LAST_FOUR_DIGIT_MS = 253_402_300_800_000;

const ZERO = 48;
const tens = (n: number) => ZERO + ((n / 10) | 0);
const ones = (n: number) => ZERO + (n % 10);

// The seed stamps every row of a day: the date part is worked out once per day.
let day = Number.NaN;
let year = 0;
let month = 0;
let date = 0;

/**
 * `new Date(ms).toISOString()` for whole milliseconds in 1970–9999, without a Date each time: the
 * seed formats tens of thousands of distinct moments, and `toISOString` is slow in V8. Built from
 * character codes so the result is one flat string (a template would keep a rope of its parts alive
 * in every record stamped with it).
 */
export function isoOfMs(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms >= LAST_FOUR_DIGIT_MS) return new Date(ms).toISOString();
  const d = Math.floor(ms / DAY_MS);
  if (d !== day) {
    const start = new Date(d * DAY_MS);
    year = start.getUTCFullYear();
    month = start.getUTCMonth() + 1;
    date = start.getUTCDate();
    day = d;
  }
  let rest = ms - d * DAY_MS;
  const millis = rest % 1000;
  rest = (rest - millis) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  const century = (year / 100) | 0;
  return String.fromCharCode(
    tens(century),
    ones(century),
    tens(year % 100),
    ones(year % 100),
    45, // -
    tens(month),
    ones(month),
    45,
    tens(date),
    ones(date),
    84, // T
    tens(hours),
    ones(hours),
    58, // :
    tens(minutes),
    ones(minutes),
    58,
    tens(seconds),
    ones(seconds),
    46, // .
    ZERO + ((millis / 100) | 0),
    tens(millis % 100),
    ones(millis),
    90, // Z
  );
}
