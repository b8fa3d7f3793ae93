import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAheadOf, prefetchRouteData, warmRouteData } from './route-data-ahead';
import { routeData } from './view-loaders/route-data';
import * as views from './views';

afterEach(() => vi.restoreAllMocks());

describe('a page’s first data, asked for as it opens', () => {
  it('warms the code of every page’s first data, and the list pages among the session’s views only', async () => {
    const preloadView = vi.spyOn(views, 'preloadView').mockResolvedValue(undefined);
    await warmRouteData(['views/Outbound/OutboundList', 'views/Dashboard/Workplace', 'views/Sku/SkuList']);
    expect(preloadView.mock.calls).toEqual([['views/Outbound/OutboundList'], ['views/Sku/SkuList']]);
  });

  it('asks with warmed code in the same task, and keeps the answer’s promise for the page until it is in', async () => {
    await warmRouteData();
    const client = new QueryClient();
    let answer!: () => void;
    const fetch = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    vi.spyOn(client, 'prefetchQuery').mockImplementation(fetch);
    prefetchRouteData('views/Outbound/OutboundList', client, '/outbound/list', 'status=DRAFT');
    // no await between: the request left with the navigation
    expect(fetch).toHaveBeenCalledTimes(1);
    const ahead = dataAheadOf('/outbound/list');
    expect(ahead).toBeInstanceOf(Promise);
    answer();
    await ahead;
    await Promise.resolve();
    expect(dataAheadOf('/outbound/list')).toBeUndefined();
  });

  it('asks nothing for a page without first data of its own', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery');
    prefetchRouteData('views/Dashboard/Workplace', client, '/dashboard/workplace', '');
    expect('views/Dashboard/Workplace' in routeData).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    expect(dataAheadOf('/dashboard/workplace')).toBeUndefined();
  });
});
