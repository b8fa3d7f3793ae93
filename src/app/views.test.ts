import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import { isLayoutMarker } from '@machines/routes/constants';
import { demoAccounts } from '../../server/areas/access/accounts';
import { menusFor } from '../../server/areas/samples/menus/role-menus';
import { server } from '@mocks/node';
import { API, setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';
import { routeData } from './view-loaders/route-data';
import { CONSOLE_VIEWS } from './view-names';
import { knownViews, resolveView } from './views';

setupMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const components = (routes: AppRouteRecord[]): string[] =>
  routes.flatMap((route) => [
    ...(route.component && !isLayoutMarker(route.component) ? [route.component] : []),
    ...components(route.children ?? []),
  ]);

const notFound = (name: string) => `[routes] view not found: ${name}`;

describe('the view registry', () => {
  it('names the first data of known views only, each loading to a function that asks for it', async () => {
    expect(Object.keys(routeData).length).toBeGreaterThan(0);
    for (const name of Object.keys(routeData)) expect(knownViews).toContain(name);
    const loaded = await Promise.all(Object.values(routeData).map((load) => load()));
    for (const prefetch of loaded) expect(prefetch).toBeTypeOf('function');
  });

  it('knows each view once, and the loaders of the console’s chunk are exactly the names it knows', async () => {
    expect(new Set(knownViews).size).toBe(knownViews.length);
    const { consoleViews } = await import('./view-loaders/console');
    expect(Object.keys(consoleViews).sort()).toEqual([...CONSOLE_VIEWS].sort());
    for (const name of CONSOLE_VIEWS) expect(knownViews).toContain(name);
  });

  it('loads a view of the console’s chunk through it', async () => {
    const view = resolveView('views/Level/Menu2');
    await view!.preload();
    expect(view!.isLoaded()).toBe(true);
  });

  it('resolves a name to one lazy view, and layout markers to none, silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveView('views/Sku/SkuList')).toBeDefined();
    expect(resolveView('views/Sku/SkuList')).toBe(resolveView('views/Sku/SkuList'));
    for (const name of [undefined, '', '#', 'Layout##Pass']) expect(resolveView(name)).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs the seed’s console error for a name it cannot resolve, once however often it is asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let render = 0; render < 3; render += 1) expect(resolveView('views/Ghost/Registry')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(notFound('views/Ghost/Registry'));
  });

  it('resolves every page the mock server serves to any demo account', () => {
    const known = new Set<string>(knownViews);
    expect(demoAccounts().length).toBeGreaterThan(0);
    for (const account of demoAccounts()) {
      const pages = components(menusFor(account));
      expect(pages.length, account.username).toBeGreaterThan(0);
      for (const component of pages) {
        expect(known.has(component), `${account.username}: ${component}`).toBe(true);
      }
    }
  });
});

describe('a server menu naming a view the console does not have', () => {
  it('logs it once, leaves its pages out and opens the rest', async () => {
    const admin = demoAccounts().find((account) => account.username === 'admin');
    const ghost = 'views/Ghost/ServerMenu';
    const area: AppRouteRecord = {
      path: '/ghost',
      name: 'Ghost',
      component: '#',
      meta: { title: 'Ghost' },
      children: [
        { path: 'list', name: 'GhostList', component: ghost, meta: { title: 'Ghost list' } },
        { path: 'detail/:id', name: 'GhostDetail', component: ghost, meta: { title: 'Ghost', hidden: true } },
      ],
    };
    server.use(
      http.get(`${API}/Permission/GetMenus`, () =>
        HttpResponse.json({ code: 200, message: 'success', data: [...menusFor(admin!), area] }),
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'admin'));
    await screen.findByRole('tab', { name: zh('router.workplace'), selected: true });
    const ghostLogs = error.mock.calls.filter(([message]) => message === notFound(ghost));
    expect(ghostLogs).toHaveLength(1);
    const routes = app.actor.getSnapshot().context.routes.getSnapshot().context.addRouters;
    expect(routes.map((route) => route.name)).not.toContain('GhostList');
    expect(routes.find((route) => route.name === 'Ghost')?.children ?? []).toEqual([]);
  });
});
