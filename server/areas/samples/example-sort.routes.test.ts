import { describe, expect, it } from 'vitest';
import type { ExampleRecord } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const list = async (query: string) =>
  (await mockGet<PageResult<ExampleRecord>>(`example/list?${query}`)).data;

describe('/mock/example/list sorting and importance filter (the console tables ask for them)', () => {
  it('sorts by pageviews either way before paging', async () => {
    const all = (await list('pageSize=100')).list;
    const ascending = [...all].sort((a, b) => a.pageviews - b.pageviews).map((r) => r.pageviews);
    const page = await list('pageIndex=2&pageSize=10&sortField=pageviews&sortOrder=asc');
    expect(page.total).toBe(100);
    expect(page.list.map((r) => r.pageviews)).toEqual(ascending.slice(10, 20));
    const first = await list('pageSize=5&sortField=pageviews&sortOrder=desc');
    expect(first.list.map((r) => r.pageviews)).toEqual([...ascending].reverse().slice(0, 5));
  });

  it('sorts text by its characters and keeps the stored order for an unknown field', async () => {
    const all = (await list('pageSize=100')).list;
    const titles = (await list('pageSize=100&sortField=title&sortOrder=asc')).list.map((r) => r.title);
    expect(titles).toEqual(all.map((r) => r.title).sort((a, b) => a.localeCompare(b)));
    expect((await list('pageSize=100&sortField=content')).list).toEqual(all);
  });

  it('keeps only the importances asked for', async () => {
    const all = (await list('pageSize=100')).list;
    const important = await list('pageSize=100&importance=3');
    expect(important.total).toBe(all.filter((r) => r.importance === 3).length);
    expect(important.list.every((r) => r.importance === 3)).toBe(true);
    const two = await list('pageSize=100&importance=1,3');
    expect(two.total).toBe(all.filter((r) => r.importance !== 2).length);
  });
});
