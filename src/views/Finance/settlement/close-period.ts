import { monthPeriod } from '@/api/rules/settlement';

const DAY_MS = 86_400_000;

/** `YYYY-MM` of a day `YYYY-MM-DD`, `back` months earlier. */
export function monthBefore(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1 - back, 1));
  return at.toISOString().slice(0, 7);
}

/** The months an operator may choose to close: this month (up to yesterday) and the twelve before. */
export function closableMonths(today: string): string[] {
  return Array.from({ length: 13 }, (_, back) => monthBefore(today, back)).filter(
    (month) => month !== today.slice(0, 7) || today.slice(8, 10) !== '01',
  );
}

/** A month's period to close: the whole month, or this month up to yesterday (a period must have ended). */
export function closablePeriod(
  month: string,
  today: string,
): { periodFrom: string; periodTo: string } | null {
  const period = monthPeriod(month);
  if (!period) return null;
  if (period.periodTo < today) return period;
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return yesterday >= period.periodFrom ? { ...period, periodTo: yesterday } : null;
}
