import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from './list-url-state';
import { clampPageSize, readPageSize, writePageSize } from './page-size';

describe('the list state in the hash query', () => {
  it('round-trips filters, status, sort and page', () => {
    const state = {
      filter: { warehouseCode: 'USEA', keyword: 'IB 1&2', createdFrom: '2026-01-01' },
      status: 'DRAFT,PENDING_REVIEW',
      sort: { field: 'createdAt', order: 'asc' as const },
      page: 3,
    };
    const search = serializeListState(state);
    expect(search).toBe(
      'createdFrom=2026-01-01&keyword=IB+1%262&warehouseCode=USEA&status=DRAFT%2CPENDING_REVIEW&sort=createdAt.asc&page=3',
    );
    expect(parseListState(search)).toEqual(state);
  });

  it('leaves defaults out and ignores what it cannot read', () => {
    expect(serializeListState({ filter: { sku: ' ' }, status: '', sort: null, page: 1 })).toBe('');
    expect(parseListState('page=-2&sort=oops&sku=')).toEqual({ filter: {}, status: '', sort: null, page: 1 });
  });

  it('remembers a page size per list, kept within 10–200', () => {
    localStorage.clear();
    expect(readPageSize('a', 20)).toBe(20);
    writePageSize('a', 500);
    expect(readPageSize('a', 20)).toBe(200);
    expect(readPageSize('b', 20)).toBe(20);
    expect(clampPageSize(3)).toBe(10);
  });
});
