const DAY_MS = 86_400_000;

/**
 * Where a day may be in the seed's data: an ISO date (alone, in a datetime, a range, an effect's key),
 * or the day of a document number (`OB20261122-0001`, its counter `OB20261122`, a file named after
 * it). What surrounds a candidate is judged in `shiftDays` rather than by lookarounds here: a pattern
 * that starts with a literal is scanned for several times faster (about 170 ms over the 32 MB seed).
 */
const CANDIDATE = /20\d\d(?:-\d\d-\d\d|\d{4})/g;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/**
 * Whether the yyyymmdd at `offset` is a document number's day: one to five capital letters before it,
 * starting a word (`OB`, `RMA`; not a flow id `FL00020261`, whose digits run on before).
 */
function isNumbersDay(text: string, offset: number): boolean {
  let start = offset;
  while (start > 0 && isUpper(text.charCodeAt(start - 1))) start -= 1;
  const letters = offset - start;
  const before = text.charCodeAt(start - 1);
  return letters >= 1 && letters <= 5 && !isDigit(before) && !isLower(before);
}

/** The day `days` after y-m-d as [yyyy, mm, dd]; undefined when y-m-d is no day of the calendar. */
function dayAfter(
  year: string,
  month: string,
  day: string,
  days: number,
): [string, string, string] | undefined {
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const iso = new Date(at).toISOString();
  if (iso.slice(0, 10) !== `${year}-${month}-${day}`) return undefined;
  const shifted = new Date(at + days * DAY_MS).toISOString();
  return [shifted.slice(0, 4), shifted.slice(5, 7), shifted.slice(8, 10)];
}

/**
 * The text with every day in it moved by `days` whole days (times of day stay as they are). Meant for
 * a serialized snapshot of the seed: one pass over its text before it is parsed, each distinct day
 * worked out once (the seed's year holds a few hundred of them and some 300,000 mentions).
 */
export function shiftDays(text: string, days: number): string {
  if (days === 0) return text;
  const moved = new Map<string, string>();
  return text.replace(CANDIDATE, (match: string, offset: number) => {
    // a day stands apart from other digits: not the middle of an amount, an id or a phone number
    if (isDigit(text.charCodeAt(offset - 1)) || isDigit(text.charCodeAt(offset + match.length))) return match;
    const iso = match.length === 10;
    if (!iso && !isNumbersDay(text, offset)) return match;
    let next = moved.get(match);
    if (next === undefined) {
      const [year, month, day] = iso
        ? [match.slice(0, 4), match.slice(5, 7), match.slice(8, 10)]
        : [match.slice(0, 4), match.slice(4, 6), match.slice(6, 8)];
      const after = dayAfter(year, month, day, days);
      next = after ? after.join(iso ? '-' : '') : match;
      moved.set(match, next);
    }
    return next;
  });
}

/** Whole days from the UTC day holding `from` to the one holding `to`. */
export const daysBetween = (from: number, to: number): number =>
  Math.round((Math.floor(to / DAY_MS) * DAY_MS - Math.floor(from / DAY_MS) * DAY_MS) / DAY_MS);
