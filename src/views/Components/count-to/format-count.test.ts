import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

const plain = { decimals: 0, separator: ',', prefix: '', suffix: '' };

describe('formatCount', () => {
  it('groups by threes with the separator and fixes the decimals', () => {
    expect(formatCount(1268.5, { ...plain, decimals: 2, prefix: '$' })).toBe('$1,268.50');
    expect(formatCount(1234567, { ...plain, separator: ' ' })).toBe('1 234 567');
    expect(formatCount(1234567, { ...plain, separator: '' })).toBe('1234567');
    expect(formatCount(99.999, { ...plain, decimals: 2, suffix: ' kg' })).toBe('100.00 kg');
  });

  it('puts the sign before the prefix and drops it from a rounded zero', () => {
    expect(formatCount(-1500, { ...plain, prefix: '¥' })).toBe('-¥1,500');
    expect(formatCount(-0.001, { ...plain, decimals: 2 })).toBe('0.00');
  });
});
