import { beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../store/invariants';
import { seededDb } from '../store/reset';
import type { Db } from '../store/store';
import { shiftDays } from './shift';
import { dbOfSnapshot, snapshotDay, snapshotText } from './snapshot';

const DAY_MS = 86_400_000;
const SEEDED_FOR = Date.UTC(2026, 10, 22);

const ISO = /^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\d\.\d{3}Z)?$/;
const NUMBER_WITH_DAY = /^([A-Z]{2,3})(20\d\d)(\d\d)(\d\d)(-\d+)?$/;

/** Days from a's day to b's, told apart from the shift's own code: Date.parse, or a number's digits. */
function daysMoved(a: string, b: string): number | undefined {
  if (ISO.test(a)) return (Date.parse(b) - Date.parse(a)) / DAY_MS;
  const before = NUMBER_WITH_DAY.exec(a);
  const after = NUMBER_WITH_DAY.exec(b);
  if (!before) return undefined;
  if (!after || after[1] !== before[1] || after[5] !== before[5]) return Number.NaN;
  const dayOf = (m: RegExpExecArray) => Date.UTC(Number(m[2]), Number(m[3]) - 1, Number(m[4]));
  return (dayOf(after) - dayOf(before)) / DAY_MS;
}

interface Comparison {
  /** Dates and numbered documents' days seen, each moved by the days asked. */
  dated: number;
  /** What differs otherwise (the first few). */
  wrong: string[];
}

/**
 * Walks the two dbs side by side: the same shape, the same numbers and flags, every string the same
 * but for its digits; a date or a numbered document's day moved by exactly `days`.
 */
function compareShifted(before: unknown, after: unknown, days: number, seen: Comparison, at = ''): void {
  const wrong = (what: string) => {
    if (seen.wrong.length < 5) seen.wrong.push(`${at}: ${what}`);
  };
  if (before instanceof Map || before instanceof Set) {
    if (!(after instanceof before.constructor)) return wrong('not a Map or Set');
    compareShifted([...before], [...(after as Map<unknown, unknown>)], days, seen, at);
    return;
  }
  if (typeof before === 'string') {
    if (typeof after !== 'string') return wrong(`${before} became ${String(after)}`);
    const moved = daysMoved(before, after);
    if (moved !== undefined) {
      if (moved !== days) wrong(`${before} became ${after}`);
      seen.dated += 1;
    } else if (before !== after && after.replace(/\d/g, '9') !== before.replace(/\d/g, '9')) {
      // a key or a text holding a day among other things: only its digits may differ
      wrong(`${before} became ${after}`);
    }
    return;
  }
  if (before === null || typeof before !== 'object') {
    if (before !== after) wrong(`${String(before)} became ${String(after)}`);
    return;
  }
  if (after === null || typeof after !== 'object') return wrong('not an object');
  if (Object.keys(after).join() !== Object.keys(before).join()) return wrong('other keys');
  for (const [key, value] of Object.entries(before)) {
    compareShifted(value, (after as Record<string, unknown>)[key], days, seen, `${at}.${key}`);
  }
}

describe('the seed shipped as a snapshot, its days shifted on load', () => {
  let seeded: Db;
  let text: string;
  beforeAll(async () => {
    seeded = await seededDb({ today: SEEDED_FOR });
    text = snapshotText(seeded, SEEDED_FOR);
  }, 120_000);

  it('reads back as the db it was made of on its own day', () => {
    expect(snapshotDay(text)).toBe(SEEDED_FOR);
    const read = dbOfSnapshot(text, SEEDED_FOR + 13 * 3_600_000);
    expect(snapshotText(read, SEEDED_FOR)).toBe(text);
    expect(read.counters).toEqual(seeded.counters);
    expect(read.appliedEffects).toEqual(seeded.appliedEffects);
  });

  it.each([1, 30, -1])('moves every day by %i days and nothing else', async (days) => {
    const shifted = dbOfSnapshot(text, SEEDED_FOR + days * DAY_MS + 5 * 3_600_000);
    expect(await checkInvariants(shifted)).toEqual([]);
    const seen: Comparison = { dated: 0, wrong: [] };
    compareShifted(seeded, shifted, days, seen);
    expect(seen.wrong).toEqual([]);
    // the seed's year: some 100,000 datetimes and 150,000 numbered documents' days
    expect(seen.dated).toBeGreaterThan(200_000);

    // the Map and the Set too: counters per day of a numbering, effects keyed by document number
    const [counterKey, count] = [...seeded.counters].find(([key]) => /^OB\d{8}$/.test(key)) ?? ['', 0];
    expect(counterKey).not.toBe('');
    const moveNumber = (key: string) => {
      const day = Date.UTC(Number(key.slice(2, 6)), Number(key.slice(6, 8)) - 1, Number(key.slice(8, 10)));
      const moved = new Date(day + days * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
      return `${key.slice(0, 2)}${moved}${key.slice(10)}`;
    };
    expect(shifted.counters.get(moveNumber(counterKey))).toBe(count);
    const effect = [...seeded.appliedEffects].find((key) => /^OB\d{8}-\d{4}:/.test(key)) ?? '';
    expect(effect).not.toBe('');
    expect(shifted.appliedEffects.has(moveNumber(effect))).toBe(true);
    expect(shifted.appliedEffects.size).toBe(seeded.appliedEffects.size);

    // and back: the very text it came from
    const back = dbOfSnapshot(snapshotText(shifted, SEEDED_FOR + days * DAY_MS), SEEDED_FOR);
    expect(snapshotText(back, SEEDED_FOR)).toBe(text);
  });

  it('moves days across months and years, leaves non-days alone', () => {
    expect(shiftDays('"2026-12-31T23:59:59.999Z","2026-12-31","OB20261231-0007","RMA20261231"', 1)).toBe(
      '"2027-01-01T23:59:59.999Z","2027-01-01","OB20270101-0007","RMA20270101"',
    );
    expect(shiftDays('"2024-03-01","storage:W001:2024-03-01:done","2024-02-01 – 2024-02-29"', -1)).toBe(
      '"2024-02-29","storage:W001:2024-02-29:done","2024-01-31 – 2024-02-28"',
    );
    const notDays =
      '"FL00020261","CE-2026-314181","UN383-2026-094952","114-5166953-1000001","OB20261340-0001"';
    expect(shiftDays(notDays, 30)).toBe(notDays);
  });
});
