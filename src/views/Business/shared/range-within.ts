import type { FieldRule } from '@/components/Form/types';
import { isoDay } from '@/i18n/format';
import type { FilterValues } from './filter-form';

const DAY_MS = 86_400_000;

const dayMs = (value: unknown): number | null => {
  const day = value instanceof Date ? value.toISOString() : value;
  if (typeof day !== 'string' || day === '') return null;
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? null : at;
};

/**
 * A date-range filter spanning at most `maxDays` (the back-end's limit of that list: the inventory
 * flow 31, the bill and the purse ledger 365); an open end runs to today. `messageKey` says so.
 */
export const rangeWithin =
  (maxDays: number, messageKey: string): FieldRule<FilterValues> =>
  (value) => {
    if (!Array.isArray(value)) return null;
    const from = dayMs(value[0]);
    if (from === null) return null;
    const to = dayMs(value[1]) ?? (dayMs(isoDay()) as number);
    return to - from >= maxDays * DAY_MS ? { key: messageKey } : null;
  };
