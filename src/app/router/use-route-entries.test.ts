import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import { menuOfRoutes, routeEntriesOf } from './use-route-entries';

const routes = (): AppRouteRecord[] => [
  {
    path: '/outbound',
    name: 'Outbound',
    component: '#',
    meta: { title: 'outbound' },
    children: [{ path: 'list', name: 'OutboundList', component: 'views/Outbound/OutboundList', meta: {} }],
  },
];

describe('route entries and menu of a session’s routes', () => {
  it('are worked out once per set of routes, however many components ask', () => {
    const given = routes();
    const entries = routeEntriesOf(given);
    expect(entries.map((entry) => entry.path)).toContain('/outbound/list');
    expect(routeEntriesOf(given)).toBe(entries);
    expect(menuOfRoutes(given)).toBe(menuOfRoutes(given));
    // (a parent with one child collapses to it: seed §2)
    expect(menuOfRoutes(given)[0].path).toBe('/outbound/list');
  });

  it('are worked out anew for new routes', () => {
    const before = routes();
    const after = [...before, { path: '/sku', name: 'Sku', component: 'views/Sku/SkuList', meta: {} }];
    expect(routeEntriesOf(after)).not.toBe(routeEntriesOf(before));
    expect(routeEntriesOf(after).map((entry) => entry.path)).toContain('/sku');
    expect(routeEntriesOf(before).map((entry) => entry.path)).not.toContain('/sku');
  });
});
