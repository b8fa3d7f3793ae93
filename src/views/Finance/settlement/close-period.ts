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

/** The day after `day` (`YYYY-MM-DD`). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * A month's period to close: the whole month, or this month up to yesterday (a period must have
 * ended). Where the customer's latest statement (`closedTo`, the last day it billed) ends inside the
 * month, what is left of it, from the day after: statements follow each other without a gap or an
 * overlap, whatever day the last one ended on (the demo data moved to another day than its build's
 * ends its periods mid-month, server/seed/shift-days.ts). A month closed whole is left whole, and the
 * back-end's refusal names the statement that closed it.
 */
export function closablePeriod(
  month: string,
  today: string,
  closedTo: string | null = null,
): { periodFrom: string; periodTo: string } | null {
  const whole = monthPeriod(month);
  if (!whole) return null;
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const periodTo = whole.periodTo < today ? whole.periodTo : yesterday;
  if (periodTo < whole.periodFrom) return null;
  const rest = closedTo !== null && closedTo >= whole.periodFrom && closedTo < periodTo;
  return { periodFrom: rest ? dayAfter(closedTo) : whole.periodFrom, periodTo };
}

/**
 * The month to offer first: the one holding the first day after the customer's latest statement
 * (`closedTo`) when that day has passed and its month may be chosen, else last month.
 */
export function firstOpenMonth(today: string, closedTo: string | null): string {
  const open = closedTo === null ? null : dayAfter(closedTo);
  return open !== null && open < today && closableMonths(today).includes(open.slice(0, 7))
    ? open.slice(0, 7)
    : monthBefore(today, 1);
}
