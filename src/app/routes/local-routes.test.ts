import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '@machines/routes/flatten';
import { matchRoute } from '@machines/routes/match';
import { isValidIconName } from '@/components/Icon/icon-name';
import { knownViews } from '@/app/views';
import { constantRoutes, keptRouteNames, localRoutes } from './local-routes';
import type { AppRouteRecord } from '@machines/types';

const walk = (routes: AppRouteRecord[]): AppRouteRecord[] =>
  routes.flatMap((r) => [r, ...walk(r.children ?? [])]);

describe('the local route table', () => {
  const all = walk([...constantRoutes, ...localRoutes]);

  it('names only views that exist, and only valid icons', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const route of all) {
      if (route.component && !route.component.includes('#'))
        expect(knownViews, route.path).toContain(route.component);
      if (route.meta?.icon) expect(isValidIconName(route.meta.icon), route.meta.icon).toBe(true);
    }
  });

  it('keeps every route name unique', () => {
    const names = all.map((r) => r.name).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has every kept route name of the seed among the constant routes', () => {
    const constantNames = walk(constantRoutes).map((r) => r.name);
    for (const name of keptRouteNames) expect(constantNames).toContain(name);
  });

  it('routes /redirect/{path} to the redirect helper inside the layout', () => {
    const match = matchRoute(flattenRoutes(constantRoutes), '/redirect/level/menu2');
    expect(match?.entry.component).toBe('views/Redirect/Redirect');
    expect(match?.entry.inLayout).toBe(true);
    expect(match?.params).toEqual({ path: 'level/menu2' });
  });
});
