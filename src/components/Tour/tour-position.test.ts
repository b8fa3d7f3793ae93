import { describe, expect, it } from 'vitest';
import { padBox, placeCard } from './tour-position';

const card = { width: 300, height: 160 };
const desktop = { width: 1366, height: 860 };
const phone = { width: 375, height: 812 };

describe('placeCard', () => {
  it('centres the card when nothing is highlighted', () => {
    expect(placeCard(null, card, desktop)).toEqual({ top: 350, left: 533, placement: 'center' });
  });

  it('goes below the element, following its centre', () => {
    expect(placeCard({ top: 10, left: 500, width: 40, height: 40 }, card, desktop)).toEqual({
      top: 62,
      left: 370,
      placement: 'bottom',
    });
  });

  it('goes above an element near the bottom', () => {
    expect(placeCard({ top: 780, left: 10, width: 200, height: 40 }, card, desktop)).toMatchObject({
      top: 608,
      placement: 'top',
    });
  });

  it('stays on a phone screen: clamped at the edges, docked when the element is tall', () => {
    const nearRight = placeCard({ top: 10, left: 340, width: 30, height: 30 }, card, phone);
    expect(nearRight.left).toBe(375 - 300 - 12);
    expect(placeCard({ top: 40, left: 0, width: 375, height: 760 }, card, phone)).toEqual({
      top: 812 - 160 - 12,
      left: 37.5,
      placement: 'docked',
    });
  });

  it('pads the highlight on every side', () => {
    expect(padBox({ top: 10, left: 20, width: 30, height: 40 }, 6)).toEqual({
      top: 4,
      left: 14,
      width: 42,
      height: 52,
    });
  });
});
