import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '@machines/routes/flatten';
import { generateRoutes } from '@machines/routes/generate';
import { matchRoute } from '@machines/routes/match';
import type { RouteMode } from '@machines/types';
import { demoAccounts } from '../../../server/areas/access/accounts';
import { menusFor } from '../../../server/areas/samples/menus/role-menus';
import { knownViews } from '@/app/views';
import { constantRoutes, localRoutes } from './local-routes';

/** The local demo paths of seed §2, as the seed lists them. */
const SEED_PATHS = [
  ...[
    'default-form',
    'use-form',
    'default-table',
    'use-table',
    'tree-table',
    'table-image-preview',
    'table-video-preview',
    'card-table',
    'editor',
    'json-editor',
    'code-editor',
    'search',
    'descriptions',
    'image-viewer',
    'dialog',
    'icon',
    'icon-picker',
    'echart',
    'count-to',
    'qrcode',
    'highlight',
    'infotip',
    'input-password',
    'waterfall',
    'image-cropping',
    'video-player',
    'avatars',
    'i-agree',
    'tree',
  ].map((page) => `/components/${page}`),
  ...['multiple-tabs', 'multiple-tabs-demo/7', 'request', 'test'].map((page) => `/function/${page}`),
  ...['useWatermark', 'useTagsView', 'useValidator', 'useCrudSchemas', 'useClipboard', 'useNetwork'].map(
    (page) => `/hooks/${page}`,
  ),
  '/level/menu1/menu1-1/menu1-1-1',
  '/level/menu1/menu1-2',
  '/level/menu2',
  ...['example-dialog', 'example-page', 'example-add', 'example-edit', 'example-detail'].map(
    (page) => `/example/${page}`,
  ),
  ...['404-demo', '403-demo', '500-demo'].map((page) => `/error/${page}`),
];

const admin = demoAccounts().find((account) => account.username === 'admin');
if (!admin) throw new Error('no admin demo account');

/** Every route the console can show to the admin in a route mode, as useRouteEntries builds it. */
function entriesFor(mode: RouteMode) {
  const { routes } = generateRoutes({ mode, roleRouters: menusFor(admin!), localRoutes, knownViews });
  return flattenRoutes([...constantRoutes, ...routes]);
}

describe('the demo paths of seed §2', () => {
  it.each<[string, RouteMode]>([
    ['the local route table', 'static'],
    ['the admin’s server menu', 'server'],
    ['the local table filtered by the admin’s menu', 'frontEnd'],
  ])('each resolves to its view in %s', (_, mode) => {
    const entries = entriesFor(mode);
    for (const path of SEED_PATHS) {
      const entry = matchRoute(entries, path)?.entry;
      expect(entry?.name, path).not.toBe('CatchAll');
      expect(entry?.component, path).toMatch(/^views\//);
      expect(entry?.inLayout, path).toBe(true);
    }
  });

  it('sends the form and table demos’ old nested paths to the flat ones', () => {
    const entries = entriesFor('server');
    const moved: Array<[string, string]> = [
      ['/components/form/default-form', '/components/default-form'],
      ['/components/form/use-form', '/components/use-form'],
      ['/components/table/default-table', '/components/default-table'],
      ['/components/table/use-table', '/components/use-table'],
      ['/components/table/tree-table', '/components/tree-table'],
      ['/components/table/card-table', '/components/card-table'],
      ['/components/form', '/components/default-form'],
      ['/components/table', '/components/default-table'],
    ];
    for (const [old, now] of moved) {
      const entry = matchRoute(entries, old)?.entry;
      expect(entry?.component, old).toBeUndefined();
      expect(entry?.redirect, old).toBe(now);
    }
  });
});
