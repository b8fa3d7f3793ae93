import { describe, expect, it } from 'vitest';
import type { FieldErrors } from './fields';
import { amountToAlert, availableOf, isBelowAlert, readLowBalanceAlert } from './purse';

const read = (amount: unknown) => {
  const errors: FieldErrors = {};
  return { ...readLowBalanceAlert({ amount }, errors), errors };
};

const purse = (lowBalanceAlert: number | null) => ({
  balance: 300.1,
  frozen: 50.05,
  creditLimit: 100,
  lowBalanceAlert,
});

describe('the low-balance alert (issue #16)', () => {
  it('reads an amount of at most 2 decimals from 0 to 10,000,000; empty clears it', () => {
    expect(read(1200)).toEqual({ amount: 1200, errors: {} });
    expect(read('1200.5')).toEqual({ amount: 1200.5, errors: {} });
    expect(read(0)).toEqual({ amount: 0, errors: {} });
    expect(read(0.1 + 0.2)).toEqual({ amount: 0.3, errors: {} });
    expect(read(10_000_000)).toEqual({ amount: 10_000_000, errors: {} });
    for (const empty of [null, undefined, '', '  '])
      expect(read(empty)).toEqual({ amount: null, errors: {} });
  });

  it('refuses a negative, non-numeric, over-precise or absurd amount at the field', () => {
    for (const wrong of [-1, '-0.01', 'abc', '12,5', 1.005, '3.141', 10_000_000.01, 1e12, Number.NaN, true])
      expect(read(wrong).errors, String(wrong)).toEqual({ amount: 'lowBalanceAlertInvalid' });
  });

  it('says a purse is below its alert while available is under it, and what brings it back', () => {
    expect(availableOf(purse(null))).toBe(350.05);
    expect(isBelowAlert(purse(null))).toBe(false);
    expect(amountToAlert(purse(null))).toBe(0);
    expect(isBelowAlert(purse(350.05))).toBe(false);
    expect(isBelowAlert(purse(350.06))).toBe(true);
    expect(amountToAlert(purse(350.06))).toBe(0.01);
    expect(amountToAlert(purse(1000))).toBe(649.95);
    expect(isBelowAlert({ ...purse(0), balance: -200 })).toBe(true);
    expect(amountToAlert({ ...purse(0), balance: -200 })).toBe(150.05);
  });
});
