import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate, useHashLocation } from '@/app/router/hash-location';
import { useUrlListFilter, useUrlListState } from './use-list-url-state';

const wrapper = ({ children }: { children: ReactNode }) => <Router hook={useHashLocation}>{children}</Router>;
/** A page kept alive under its own path (PageCache) while the address shows another. */
const useListPage = (): [string, typeof navigate] => ['/outbound/list', navigate];
const keptAlive = ({ children }: { children: ReactNode }) => <Router hook={useListPage}>{children}</Router>;

describe('a list state read from the hash query', () => {
  afterEach(() => navigate('/', { replace: true }));

  it('draws a page reading one filter again only when that filter changes', () => {
    navigate('/outbound/list?view=queue&warehouseCode=USEA');
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useUrlListFilter('warehouseCode');
      },
      { wrapper },
    );
    expect(result.current).toBe('USEA');
    const before = renders;
    // a search, a page and a sort of the list below: the mode and warehouse stay
    act(() => navigate('/outbound/list?view=queue&warehouseCode=USEA&keyword=A1'));
    act(() => navigate('/outbound/list?view=queue&warehouseCode=USEA&keyword=A1&page=2'));
    expect(renders).toBe(before);
    act(() => navigate('/outbound/list?view=queue&warehouseCode=DEFR'));
    expect(result.current).toBe('DEFR');
    expect(renders).toBe(before + 1);
  });

  it('keeps what it read while another page is shown (a kept-alive tab)', () => {
    navigate('/outbound/list?keyword=A1');
    const { result } = renderHook(
      () => ({
        keyword: useUrlListFilter('keyword'),
        state: useUrlListState()[0],
      }),
      { wrapper: keptAlive },
    );
    act(() => navigate('/inbound/list?keyword=B2'));
    expect(result.current.keyword).toBe('A1');
    expect(result.current.state.filter).toEqual({ keyword: 'A1' });
    act(() => navigate('/outbound/list'));
    expect(result.current.keyword).toBeUndefined();
  });
});
