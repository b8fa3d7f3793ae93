import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { FormatSimple, TolgeeCore, TolgeeProvider } from '@tolgee/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { createActor } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { compilePattern } from '@machines/routes/match';
import type { UserInfo } from '@machines/types';
import { AppActorProvider } from '@/app/actor-context';
import { useHashLocation, useHashSearch } from '@/app/router/hash-location';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { ServerStateProvider } from '@/app/server-state';
import { knownViews } from '@/app/views';
import { PermissionScope } from '@/components/Permission/PermissionScope';
import { mergeTrees } from '@/i18n/load-messages';

// Test helpers only: the kit's components under a hash router, a signed-in user and given permissions.

type Tree = Parameters<typeof mergeTrees>[0][number];
const staticData = {
  'zh-CN': mergeTrees(
    Object.values(
      import.meta.glob<Tree>('../../../i18n/locales/zh-CN/*.json', { eager: true, import: 'default' }),
    ),
  ),
  en: mergeTrees(
    Object.values(
      import.meta.glob<Tree>('../../../i18n/locales/en/*.json', { eager: true, import: 'default' }),
    ),
  ),
};

export const KIT_PATH = '/kit/list';

const user = (role: 'operator' | 'customer'): UserInfo => ({
  id: role === 'operator' ? '1' : '3',
  username: role === 'operator' ? 'admin' : 'seller',
  nickname: role,
  email: `${role}@outpost.example`,
  role,
  roleId: role === 'operator' ? '1' : '5',
  permissions: role === 'operator' ? ['*.*.*'] : [],
  ...(role === 'customer' ? { customerId: 'C001' } : {}),
});

export interface KitRenderOptions {
  role?: 'operator' | 'customer';
  permissions?: string[];
  hash?: string;
}

/** Renders `ui` at `#/kit/list` (or `hash`) as a page of the console would see it. */
export function renderKit(
  ui: ReactElement,
  { role = 'operator', permissions = [], hash = `#${KIT_PATH}` }: KitRenderOptions = {},
) {
  window.location.hash = hash;
  const actor = createActor(appMachine, {
    input: {
      persisted: {
        session: { userInfo: user(role), token: 't', refreshToken: 'r', roleRouters: [] },
        layout: { dynamicRouter: false },
      },
      localRoutes,
      constantRoutes,
      knownViews,
      width: 1280,
    },
  });
  actor.start();
  const tolgee = TolgeeCore().use(FormatSimple()).init({ language: 'zh-CN', staticData });
  return render(
    <AppActorProvider actor={actor}>
      <TolgeeProvider tolgee={tolgee} fallback={null}>
        <MantineProvider env="test">
          <Notifications />
          <ModalsProvider>
            <Router hook={useHashLocation} searchHook={useHashSearch} parser={compilePattern}>
              <PermissionScope permissions={permissions}>
                <ServerStateProvider>
                  <Route path={KIT_PATH}>{ui}</Route>
                </ServerStateProvider>
              </PermissionScope>
            </Router>
          </ModalsProvider>
        </MantineProvider>
      </TolgeeProvider>
    </AppActorProvider>,
  );
}
