import { describe, expect, it } from 'vitest';
import { closableMonths, closablePeriod, firstOpenMonth } from './close-period';

const TODAY = '2026-12-17';

describe('the period the close page offers', () => {
  it('is a whole month, or this month up to yesterday, or none on its first day', () => {
    expect(closablePeriod('2026-11', TODAY)).toEqual({ periodFrom: '2026-11-01', periodTo: '2026-11-30' });
    expect(closablePeriod('2026-12', TODAY)).toEqual({ periodFrom: '2026-12-01', periodTo: '2026-12-16' });
    expect(closablePeriod('2026-12', '2026-12-01')).toBeNull();
    expect(closableMonths('2026-12-01')).not.toContain('2026-12');
    expect(closablePeriod('2026-13', TODAY)).toBeNull();
  });

  it('is what is left of the month after the latest statement when that ends inside it', () => {
    expect(closablePeriod('2026-10', TODAY, '2026-10-25')).toEqual({
      periodFrom: '2026-10-26',
      periodTo: '2026-10-31',
    });
    expect(closablePeriod('2026-12', TODAY, '2026-12-03')).toEqual({
      periodFrom: '2026-12-04',
      periodTo: '2026-12-16',
    });
    // ending before the month, on its last day or after: the whole month (the back-end refuses an
    // overlap in words, naming the statement)
    expect(closablePeriod('2026-11', TODAY, '2026-10-25')).toEqual({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
    });
    expect(closablePeriod('2026-10', TODAY, '2026-10-31')).toEqual({
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
    });
    expect(closablePeriod('2026-10', TODAY, '2026-11-25')?.periodFrom).toBe('2026-10-01');
  });

  it('opens on the month of the first day no statement billed, or on last month', () => {
    expect(firstOpenMonth(TODAY, null)).toBe('2026-11');
    expect(firstOpenMonth(TODAY, '2026-10-25')).toBe('2026-10');
    expect(firstOpenMonth(TODAY, '2026-10-31')).toBe('2026-11');
    // everything up to yesterday billed, or a first open day too long ago to offer: last month
    expect(firstOpenMonth(TODAY, '2026-12-16')).toBe('2026-11');
    expect(firstOpenMonth(TODAY, '2025-01-31')).toBe('2026-11');
  });
});
