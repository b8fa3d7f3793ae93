import { describe, it, expect } from 'vitest';
import { generateRoutes } from './generate';
import { CATCH_ALL_ROUTE } from './constants';
import { knownViews, localRoutes, serverRoutes } from './fixtures';

describe('generateRoutes', () => {
  it('server mode uses the server tree and drops unknown views', () => {
    const { routes, missing } = generateRoutes({
      mode: 'server',
      roleRouters: serverRoutes,
      localRoutes,
      knownViews,
    });
    expect(routes.map((r) => r.name)).toEqual(['Inbound', 'CatchAll']);
    expect(routes[0].children?.map((r) => r.name)).toEqual(['InboundList']);
    expect(missing).toEqual(['views/Inbound/Ghost']);
  });

  it('front-end mode filters the local table by the paths of the server tree', () => {
    const roleRouters = [{ path: '/level', children: [{ path: 'menu2' }] }];
    const { routes } = generateRoutes({ mode: 'frontEnd', roleRouters, localRoutes, knownViews });
    expect(routes.map((r) => r.name)).toEqual(['Level', 'CatchAll']);
    expect(routes[0].children?.map((r) => r.name)).toEqual(['Menu2']);
  });

  it('static mode uses the whole local table', () => {
    const { routes, missing } = generateRoutes({
      mode: 'static',
      roleRouters: serverRoutes,
      localRoutes,
      knownViews,
    });
    expect(routes).toEqual([...localRoutes, CATCH_ALL_ROUTE]);
    expect(missing).toEqual([]);
  });

  it('appends the catch-all last', () => {
    const { routes } = generateRoutes({ mode: 'server', roleRouters: [], localRoutes, knownViews });
    expect(routes).toEqual([{ path: '/:rest*', name: 'CatchAll', redirect: '/404', meta: { hidden: true } }]);
  });
});
