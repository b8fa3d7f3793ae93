import { sessionMachine } from '@machines/session.machine';
import type { AppRouteRecord, LoginInfo, TokenPair, UserInfo } from '@machines/types';
import { localRoutes } from '@/app/routes/local-routes';
import { storyUser } from '../story-actor';
import type { FakeActors } from './fake-actors';

/** The session machine with its four calls faked: each waits for "Succeed" or "Fail". */
export const sessionWithFakes = (fakes: FakeActors) =>
  sessionMachine.provide({
    actors: {
      requestToken: fakes.promise<TokenPair, LoginInfo>('requestToken', {
        output: () => ({ access_token: 'access-1', refresh_token: 'refresh-1' }),
        error: 'wrong user name or password',
      }),
      fetchUserInfo: fakes.promise<UserInfo, { token: string }>('fetchUserInfo', {
        output: () => storyUser,
        error: 'the server did not answer',
      }),
      fetchMenus: fakes.promise<AppRouteRecord[], { token: string }>('fetchMenus', {
        output: () => localRoutes,
        error: 'the menus could not be read',
      }),
      logout: fakes.promise<unknown, { token: string }>('logout', {
        output: () => true,
        error: 'the server did not answer',
      }),
    },
  });
