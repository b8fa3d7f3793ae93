import { describe, expect, it } from 'vitest';
import type { Card } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { ILLUSTRATIONS } from './data/assets';
import { mockGet } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const cards = async (query: string) => (await mockGet<PageResult<Card>>(`card/list?${query}`)).data;

describe('/mock/card/list', () => {
  it('pages twenty cards whose logos are the sample illustrations', async () => {
    const all = await cards('pageIndex=1&pageSize=200');
    expect(all.total).toBe(20);
    expect(all.list.every((card) => ILLUSTRATIONS.includes(card.logo) && card.desc !== '')).toBe(true);
    const second = await cards('pageIndex=2&pageSize=6');
    expect(second.list).toEqual(all.list.slice(6, 12));
  });

  it('filters by a part of the name in any case', async () => {
    const [first] = (await cards('pageSize=1')).list;
    const part = first.name.split(' ')[0].toUpperCase();
    const filtered = await cards(`name=${encodeURIComponent(part)}&pageSize=50`);
    expect(filtered.list.length).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(20);
    expect(filtered.list.every((card) => card.name.toUpperCase().includes(part))).toBe(true);
  });
});
