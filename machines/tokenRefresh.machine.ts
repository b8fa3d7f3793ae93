import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { errorMessage } from './lib/errors';
import type { TokenPair } from './types';

export interface RefreshWaiter {
  resolve: (accessToken: string) => void;
  reject: (err: Error) => void;
}

export interface TokenRefreshContext {
  waiters: RefreshWaiter[];
}

export type TokenRefreshEvent = { type: 'refresh.request'; refreshToken?: string } & RefreshWaiter;

export type TokenRefreshEmitted = { type: 'refresh.failed'; message: string };

const NO_REFRESH_TOKEN = 'no refresh token';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(errorMessage(error)));

export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenRefreshEmitted,
  },
  actors: {
    refreshTokens: fromPromise<TokenPair, { refreshToken: string }>(() =>
      Promise.reject(new Error('not provided')),
    ),
  },
  actions: {
    addWaiter: assign({
      waiters: ({ context, event }) => [...context.waiters, { resolve: event.resolve, reject: event.reject }],
    }),
    rejectRequest: ({ event }) => event.reject(new Error(NO_REFRESH_TOKEN)),
    resolveWaiters: ({ context }, params: { accessToken: string }) => {
      for (const waiter of context.waiters) waiter.resolve(params.accessToken);
    },
    rejectWaiters: ({ context }, params: { error: Error }) => {
      for (const waiter of context.waiters) waiter.reject(params.error);
    },
    clearWaiters: assign({ waiters: [] }),
    // The session may be absent (a test, a console without it): then there is nobody to tell.
    storeTokens: enqueueActions(
      ({ system, enqueue }, params: { accessToken: string; refreshToken: string }) => {
        const session = system.get('session');
        if (session) enqueue.sendTo(session, { type: 'session.tokens', ...params });
      },
    ),
    expireSession: enqueueActions(({ system, enqueue }) => {
      const session = system.get('session');
      if (session) enqueue.sendTo(session, { type: 'session.expire' });
    }),
    notifyRefreshFailed: emit((_, params: { message: string }) => ({
      type: 'refresh.failed' as const,
      message: params.message,
    })),
  },
  guards: {
    hasRefreshToken: ({ event }) => Boolean(event.refreshToken),
  },
}).createMachine({
  id: 'tokenRefresh',
  context: { waiters: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'refresh.request': [
          { guard: 'hasRefreshToken', target: 'refreshing', actions: 'addWaiter' },
          {
            actions: [
              'rejectRequest',
              'expireSession',
              { type: 'notifyRefreshFailed', params: { message: NO_REFRESH_TOKEN } },
            ],
          },
        ],
      },
    },
    refreshing: {
      on: { 'refresh.request': { actions: 'addWaiter' } },
      invoke: {
        src: 'refreshTokens',
        input: ({ event }) => ({
          refreshToken: event.type === 'refresh.request' ? (event.refreshToken ?? '') : '',
        }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access_token,
                refreshToken: event.output.refresh_token,
              }),
            },
            { type: 'resolveWaiters', params: ({ event }) => ({ accessToken: event.output.access_token }) },
            'clearWaiters',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'rejectWaiters', params: ({ event }) => ({ error: asError(event.error) }) },
            'clearWaiters',
            'expireSession',
            { type: 'notifyRefreshFailed', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
      },
    },
  },
});
