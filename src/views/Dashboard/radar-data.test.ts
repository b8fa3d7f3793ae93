import { describe, expect, it } from 'vitest';
import { normaliseRadar } from './radar-data';

describe('normaliseRadar', () => {
  it("gives each value as a share of its own indicator's maximum and keeps the raw values", () => {
    const rows = normaliseRadar(
      [
        { name: 'workplace.quote', max: 65, personal: 42, team: 65 },
        { name: 'workplace.hot', max: 300, personal: 20, team: 0 },
      ],
      (key) => `t:${key}`,
    );
    expect(rows).toEqual([
      { label: 't:workplace.quote', max: 65, personal: 42, team: 65, personalShare: 64.6, teamShare: 100 },
      { label: 't:workplace.hot', max: 300, personal: 20, team: 0, personalShare: 6.7, teamShare: 0 },
    ]);
  });

  it('clamps out-of-range values and survives a zero maximum', () => {
    const [row] = normaliseRadar([{ name: 'x', max: 0, personal: 5, team: 5 }], (key) => key);
    expect(row.personalShare).toBe(0);
    const [over] = normaliseRadar([{ name: 'x', max: 10, personal: 12, team: -1 }], (key) => key);
    expect([over.personalShare, over.teamShare]).toEqual([100, 0]);
  });
});
