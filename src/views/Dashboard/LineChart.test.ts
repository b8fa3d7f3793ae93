import { describe, expect, it } from 'vitest';
import { labelWidth, ticksTurned } from './LineChart';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('the line chart’s names along x', () => {
  it('measure a Chinese character as a whole em and a Latin one as a little over half', () => {
    // two characters of the wide scripts (U+4E00 U+6708), by code point: a measure, not words shown
    expect(labelWidth(String.fromCodePoint(0x4e00, 0x6708))).toBe(24);
    expect(labelWidth('May')).toBeCloseTo(3 * 0.62 * 12);
  });

  it('stay level while each fits its share of the width, and turn when one would run into the next', () => {
    // a desktop card: 7 days of about 600 px; a phone's card: about 290 px
    expect(ticksTurned(WEEK, 600)).toBe(false);
    expect(ticksTurned(WEEK, 290)).toBe(true);
    // the widest decides: one long name among short ones
    expect(ticksTurned(['a', 'b', 'Wednesday'], 140)).toBe(true);
    expect(ticksTurned(['a', 'b', 'c'], 140)).toBe(false);
  });

  it('stay level before the chart is measured and for a single name', () => {
    expect(ticksTurned(WEEK, 0)).toBe(false);
    expect(ticksTurned(['Wednesday'], 50)).toBe(false);
  });
});
