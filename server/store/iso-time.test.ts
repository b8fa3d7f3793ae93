import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seed/prng';
import { isoOfMs } from './iso-time';

describe('isoOfMs', () => {
  it('writes what Date#toISOString writes, across the years and at the edges of days', () => {
    const random = mulberry32(11);
    const moments = [0, 1, 999, 86_399_999, 86_400_000, 951_782_400_000, 253_402_300_799_999];
    for (let i = 0; i < 20_000; i += 1) moments.push(Math.floor(random() * 253_402_300_800_000));
    for (const ms of moments) expect(isoOfMs(ms)).toBe(new Date(ms).toISOString());
  });

  it('leaves fractions, negative and far moments to Date, which also refuses what is no time', () => {
    for (const ms of [1.5, -1, 253_402_300_800_000]) expect(isoOfMs(ms)).toBe(new Date(ms).toISOString());
    expect(() => isoOfMs(Number.NaN)).toThrow(RangeError);
  });
});
