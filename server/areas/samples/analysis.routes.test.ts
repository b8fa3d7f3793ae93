import { describe, expect, it } from 'vitest';
import type { AnalysisTotal, MonthlySalesItem, SeriesItem } from '@/api/sample-types';
import { mockGet } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

describe('/mock/analysis', () => {
  it('answers the seed totals in the envelope', async () => {
    expect(await mockGet<AnalysisTotal>('analysis/total')).toEqual({
      code: 200,
      message: 'success',
      data: { users: 102400, messages: 81212, moneys: 9280, shoppings: 13600 },
    });
  });

  it('answers the five access sources with the seed values', async () => {
    const { data } = await mockGet<SeriesItem[]>('analysis/userAccessSource');
    expect(data.map((item) => item.value)).toEqual([1000, 310, 234, 135, 1548]);
    expect(data.map((item) => item.name)).toEqual([
      'analysis.directAccess',
      'analysis.mailMarketing',
      'analysis.allianceAdvertising',
      'analysis.videoAdvertising',
      'analysis.searchEngines',
    ]);
  });

  it('answers weekly activity Monday to Sunday', async () => {
    const { data } = await mockGet<SeriesItem[]>('analysis/weeklyUserActivity');
    expect(data.map((item) => item.name)).toEqual(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
        (day) => `analysis.${day}`,
      ),
    );
    expect(data.every((item) => Number.isInteger(item.value) && item.value > 0)).toBe(true);
  });

  it('answers twelve months of sales, January first, the same every time', async () => {
    const { data } = await mockGet<MonthlySalesItem[]>('analysis/monthlySales');
    expect(data).toHaveLength(12);
    expect(data[0]).toMatchObject({ name: 'analysis.january' });
    expect(data[11]).toMatchObject({ name: 'analysis.december' });
    expect(data.every((item) => item.estimate > 0 && item.actual > 0)).toBe(true);
    expect((await mockGet<MonthlySalesItem[]>('analysis/monthlySales')).data).toEqual(data);
  });
});
