const DAY_MS = 86_400_000;
/** Beyond this (the year 10000) an ISO string takes a six-digit year: left to `Date`. */
const LAST_FOUR_DIGIT_MS = 253_402_300_800_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const TWO = Array.from({ length: 60 }, (_, n) => pad(n, 2));
const THREE = Array.from({ length: 1000 }, (_, n) => pad(n, 3));

// The seed stamps every row of a day: the date part is worked out once per day.
let day = Number.NaN;
let dayText = '';

/**
 * `new Date(ms).toISOString()` for whole milliseconds in 1970–9999, without a Date each time: the
 * seed formats tens of thousands of distinct moments, and `toISOString` is slow in V8.
 */
export function isoOfMs(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms >= LAST_FOUR_DIGIT_MS) return new Date(ms).toISOString();
  const d = Math.floor(ms / DAY_MS);
  if (d !== day) {
    dayText = new Date(d * DAY_MS).toISOString().slice(0, 11);
    day = d;
  }
  let rest = ms - d * DAY_MS;
  const millis = rest % 1000;
  rest = (rest - millis) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${dayText}${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[millis]}Z`;
}
