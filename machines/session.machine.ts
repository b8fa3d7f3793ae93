import { assign, fromPromise, sendParent, setup } from 'xstate';
import { errorMessage } from './lib/errors';
import type { AppRouteRecord, LoginInfo, RememberedLogin, TokenPair, UserInfo } from './types';

export interface SessionPersisted {
  tokenKey: string;
  token: string;
  refreshToken: string;
  userInfo: UserInfo | undefined;
  roleRouters: AppRouteRecord[];
  rememberMe: boolean;
  loginInfo: RememberedLogin | undefined;
  /** the console hides behind the lock screen until the password is entered again */
  locked: boolean;
}

export interface SessionContext extends SessionPersisted {
  error: string | undefined;
  /** The sign-in in flight, kept only until it ends: never persisted. */
  credentials: Credentials | undefined;
}

type Credentials = LoginInfo & { rememberMe: boolean; sealedPassword?: string };

/** A stored session as read back: its parts are checked as they are restored. */
export type SessionInput = Partial<Omit<SessionPersisted, 'loginInfo'>> & { loginInfo?: unknown };

/**
 * Remember-me as restored. One stored before #17 kept the password's RSA cipher text, which signs in
 * as the password: it is dropped (the username stays) and the next save no longer holds it.
 */
export function restoreRemembered(stored: unknown): RememberedLogin | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { username, sealedPassword } = stored as Record<string, unknown>;
  if (typeof username !== 'string') return undefined;
  return typeof sealedPassword === 'string' ? { username, sealedPassword } : { username };
}

export type SessionEvent =
  | {
      type: 'session.login';
      username: string;
      /** RSA-encrypted for the server */
      password: string;
      rememberMe: boolean;
      /** the password sealed by the browser's own key, kept when rememberMe is on */
      sealedPassword?: string;
    }
  /**
   * The password of `username`'s sign-in, sealed once the sign-in has left (sealing takes the browser
   * some 20 ms of key storage, which the sign-in's requests need not wait for): kept as `login`'s
   * `sealedPassword` is, while that sign-in is on its way or once it has succeeded with rememberMe;
   * after a failed one (signed out) it is dropped.
   */
  | { type: 'session.sealed'; username: string; sealedPassword: string }
  | { type: 'session.logout' }
  | { type: 'session.tokens'; accessToken: string; refreshToken: string }
  | { type: 'session.expire' }
  | { type: 'session.updateUser'; userInfo: UserInfo }
  | { type: 'session.lock' }
  | { type: 'session.unlock' };

const notProvided = () => Promise.reject(new Error('not provided'));

export function pickPersisted(context: SessionPersisted): SessionPersisted {
  const { tokenKey, token, refreshToken, userInfo, roleRouters, rememberMe, loginInfo, locked } = context;
  return { tokenKey, token, refreshToken, userInfo, roleRouters, rememberMe, loginInfo, locked };
}

const signedOutReset = {
  token: '',
  refreshToken: '',
  userInfo: undefined,
  roleRouters: [],
  credentials: undefined,
  locked: false,
} satisfies Partial<SessionContext>;

/** Any failed step of the sign-in ends it, with the error's message for the form. */
const signInFailed = {
  target: '#session.signedOut',
  actions: {
    type: 'failSignIn',
    params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }),
  },
} as const;

/** `session.tokens` (a pair renewed by tokenRefresh) stores the pair, while signing in or signed in. */
const assignEventTokens = {
  type: 'assignTokens',
  params: ({ event }: { event: Extract<SessionEvent, { type: 'session.tokens' }> }) => ({
    accessToken: event.accessToken,
    refreshToken: event.refreshToken,
  }),
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    requestToken: fromPromise<TokenPair, LoginInfo>(notProvided),
    fetchUserInfo: fromPromise<UserInfo, { token: string }>(notProvided),
    fetchMenus: fromPromise<AppRouteRecord[], { token: string }>(notProvided),
    logout: fromPromise<unknown, { token: string }>(notProvided),
  },
  actions: {
    notifySignedIn: sendParent({ type: 'session.signedIn' }),
    notifySignedOut: sendParent({ type: 'session.signedOut' }),
    resetSession: assign(signedOutReset),
    failSignIn: assign((_, params: { message: string }) => ({ ...signedOutReset, error: params.message })),
    assignCredentials: assign((_, params: Credentials) => ({
      error: undefined,
      credentials: { ...params },
    })),
    assignTokens: assign((_, params: { accessToken: string; refreshToken: string }) => ({
      token: params.accessToken,
      refreshToken: params.refreshToken,
    })),
    assignUser: assign((_, params: { userInfo: UserInfo }) => ({ userInfo: params.userInfo })),
    assignMenus: assign((_, params: { roleRouters: AppRouteRecord[] }) => ({
      roleRouters: params.roleRouters,
    })),
    /** The last step of a sign-in: the credentials remembered only when asked to. */
    finishSignIn: assign(({ context }) => {
      const rememberMe = context.credentials?.rememberMe ?? context.rememberMe;
      const loginInfo: RememberedLogin | undefined =
        rememberMe && context.credentials
          ? restoreRemembered({
              username: context.credentials.username,
              sealedPassword: context.credentials.sealedPassword,
            })
          : undefined;
      return { rememberMe, loginInfo, credentials: undefined };
    }),
    /** A sealed password for the sign-in on its way: remembered with it if it succeeds. */
    sealCredentials: assign(({ context }, params: { sealedPassword: string }) => ({
      credentials: context.credentials && { ...context.credentials, sealedPassword: params.sealedPassword },
    })),
    /** A sealed password for the sign-in that just succeeded, remembered since rememberMe is on. */
    rememberSealed: assign((_, params: { username: string; sealedPassword: string }) => ({
      loginInfo: { username: params.username, sealedPassword: params.sealedPassword },
    })),
    lockSession: assign({ locked: true }),
    unlockSession: assign({ locked: false }),
  },
  guards: {
    hasUserInfo: ({ context }) => context.userInfo !== undefined,
    isLoggedOut: (_, params: { result: unknown }) => Boolean(params.result),
    /** the sealed password is of the sign-in on its way, which is to remember it */
    isSigningInToRemember: ({ context }, params: { username: string }) =>
      context.credentials?.rememberMe === true && context.credentials.username === params.username,
    /** the sealed password is of the account signed in and remembered */
    isRemembered: ({ context }, params: { username: string }) =>
      context.rememberMe && context.loginInfo?.username === params.username,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    tokenKey: input.tokenKey ?? 'Authorization',
    token: input.token ?? '',
    refreshToken: input.refreshToken ?? '',
    userInfo: input.userInfo,
    roleRouters: input.roleRouters ?? [],
    rememberMe: input.rememberMe ?? true,
    loginInfo: restoreRemembered(input.loginInfo),
    locked: input.locked ?? false,
    error: undefined,
    credentials: undefined,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasUserInfo', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.login': {
          target: 'signingIn',
          actions: {
            type: 'assignCredentials',
            params: ({ event }) => ({
              username: event.username,
              password: event.password,
              rememberMe: event.rememberMe,
              sealedPassword: event.sealedPassword,
            }),
          },
        },
      },
    },
    signingIn: {
      initial: 'requestingToken',
      on: {
        'session.tokens': { actions: assignEventTokens },
        'session.sealed': {
          guard: { type: 'isSigningInToRemember', params: ({ event }) => ({ username: event.username }) },
          actions: {
            type: 'sealCredentials',
            params: ({ event }) => ({ sealedPassword: event.sealedPassword }),
          },
        },
      },
      states: {
        requestingToken: {
          invoke: {
            src: 'requestToken',
            input: ({ context }) => ({
              username: context.credentials?.username ?? '',
              password: context.credentials?.password ?? '',
            }),
            onDone: {
              target: 'loadingAccount',
              actions: {
                type: 'assignTokens',
                params: ({ event }) => ({
                  accessToken: event.output.access_token,
                  refreshToken: event.output.refresh_token,
                }),
              },
            },
            onError: signInFailed,
          },
        },
        // the user and the menus side by side: both need the token only (one round trip, not two)
        loadingAccount: {
          type: 'parallel',
          states: {
            user: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchUserInfo',
                    input: ({ context }) => ({ token: context.token }),
                    onDone: {
                      target: 'done',
                      actions: { type: 'assignUser', params: ({ event }) => ({ userInfo: event.output }) },
                    },
                    onError: signInFailed,
                  },
                },
                done: { type: 'final' },
              },
            },
            menus: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    src: 'fetchMenus',
                    input: ({ context }) => ({ token: context.token }),
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'assignMenus',
                        params: ({ event }) => ({ roleRouters: event.output }),
                      },
                    },
                    onError: signInFailed,
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: { target: '#session.signedIn', actions: ['finishSignIn', 'notifySignedIn'] },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.tokens': { actions: assignEventTokens },
        'session.expire': { target: 'signedOut', actions: ['resetSession', 'notifySignedOut'] },
        'session.updateUser': {
          actions: { type: 'assignUser', params: ({ event }) => ({ userInfo: event.userInfo }) },
        },
        'session.sealed': {
          guard: { type: 'isRemembered', params: ({ event }) => ({ username: event.username }) },
          actions: {
            type: 'rememberSealed',
            params: ({ event }) => ({ username: event.username, sealedPassword: event.sealedPassword }),
          },
        },
        'session.lock': { actions: 'lockSession' },
        // the view verifies the password with the server before it sends this
        'session.unlock': { actions: 'unlockSession' },
      },
      states: {
        idle: {
          on: { 'session.logout': 'loggingOut' },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ token: context.token }),
            onDone: [
              {
                guard: { type: 'isLoggedOut', params: ({ event }) => ({ result: event.output }) },
                target: '#session.signedOut',
                actions: ['resetSession', 'notifySignedOut'],
              },
              // seed §4: a falsy answer keeps the session, like a failure
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
