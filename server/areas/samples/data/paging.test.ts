import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, samplePage } from './paging';

const rows = Array.from({ length: 450 }, (_, index) => index + 1);
const page = (query: string) => samplePage(rows, new URLSearchParams(query));

describe('samplePage', () => {
  it('holds pageSize items of the 1-based page', () => {
    expect(page('pageIndex=2&pageSize=10')).toEqual({ total: 450, list: rows.slice(10, 20) });
  });

  it('clamps pageSize to 1..200 and keeps the default of 10 without a number', () => {
    expect(MAX_PAGE_SIZE).toBe(200);
    expect(page('pageSize=1000').list).toEqual(rows.slice(0, 200));
    expect(page('pageIndex=2&pageSize=1000').list).toEqual(rows.slice(200, 400));
    expect(page('pageSize=0').list).toEqual([1]);
    expect(page('pageSize=-5').list).toEqual([1]);
    expect(page('pageSize=abc').list).toHaveLength(10);
    expect(page('').list).toHaveLength(10);
  });
});
