import { createActor, fromPromise } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { sessionMachine } from '@machines/session.machine';
import type { UserInfo } from '@machines/types';
import { constantRoutes, localRoutes } from '@/app/routes/local-routes';
import { knownViews } from '@/app/views';

export const storyUser: UserInfo = {
  id: '1',
  username: 'admin',
  nickname: 'Ada Admin',
  email: 'admin@outpost.example',
  role: 'operator',
  roleId: '1',
  permissions: ['*.*.*'],
};

/**
 * A root actor for stories: signed in as `storyUser` with the local demo routes, no network. Stories
 * that need another state send events to it.
 */
export function createStoryActor({ signedIn = true }: { signedIn?: boolean } = {}) {
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          requestToken: fromPromise(async () => ({ access_token: 'story', refresh_token: 'story' })),
          fetchUserInfo: fromPromise(async () => storyUser),
          fetchMenus: fromPromise(async () => localRoutes),
          logout: fromPromise<unknown, { token: string }>(async () => true),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      persisted: {
        session: signedIn
          ? { userInfo: storyUser, token: 'story', refreshToken: 'story', roleRouters: localRoutes }
          : {},
        layout: { dynamicRouter: false },
      },
      localRoutes,
      constantRoutes,
      knownViews,
      width: 1280,
    },
  });
  actor.start();
  return actor;
}
