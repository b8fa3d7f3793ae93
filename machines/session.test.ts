import { describe, it, expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pickPersisted, sessionMachine, type SessionInput } from './session.machine';
import type { AppRouteRecord, LoginInfo, TokenPair, UserInfo } from './types';

const user: UserInfo = {
  id: 'u1',
  username: 'admin',
  nickname: 'Admin',
  email: 'admin@example.com',
  role: 'operator',
  roleId: '1',
  permissions: ['*.*.*'],
};
const menus: AppRouteRecord[] = [{ path: '/dashboard', name: 'Dashboard', component: '#', meta: {} }];
const tokens: TokenPair = { access_token: 'A1', refresh_token: 'R1' };
const login = {
  type: 'session.login',
  username: 'admin',
  password: 'ENC(pw)',
  rememberMe: true,
  sealedPassword: 'SEALED(pw)',
} as const;

function setupSession(
  input: SessionInput = {},
  overrides: {
    requestToken?: (input: LoginInfo) => Promise<TokenPair>;
    fetchUserInfo?: (input: { token: string }) => Promise<UserInfo>;
    fetchMenus?: (input: { token: string }) => Promise<AppRouteRecord[]>;
    logout?: () => Promise<unknown>;
  } = {},
) {
  const calls = {
    requestToken: vi.fn(overrides.requestToken ?? (async () => tokens)),
    fetchUserInfo: vi.fn(overrides.fetchUserInfo ?? (async () => user)),
    fetchMenus: vi.fn(overrides.fetchMenus ?? (async () => menus)),
    logout: vi.fn(overrides.logout ?? (async () => true)),
    notifySignedIn: vi.fn(),
    notifySignedOut: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      requestToken: fromPromise(({ input }) => calls.requestToken(input)),
      fetchUserInfo: fromPromise(({ input }) => calls.fetchUserInfo(input)),
      fetchMenus: fromPromise(({ input }) => calls.fetchMenus(input)),
      logout: fromPromise(() => calls.logout()),
    },
    actions: { notifySignedIn: calls.notifySignedIn, notifySignedOut: calls.notifySignedOut },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const signedInInput: SessionInput = {
  token: 'A0',
  refreshToken: 'R0',
  userInfo: user,
  roleRouters: menus,
  loginInfo: { username: 'admin', sealedPassword: 'SEALED(old)' },
};

describe('session machine: restoring', () => {
  it('starts signed out with the defaults', () => {
    const { actor } = setupSession();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(context.tokenKey).toBe('Authorization');
    expect(context.rememberMe).toBe(true);
    expect(context.token).toBe('');
    expect(context.userInfo).toBeUndefined();
    expect(context.roleRouters).toEqual([]);
  });

  it('starts signed in when the restored context has userInfo', () => {
    const { actor } = setupSession(signedInInput);
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('A0');
  });

  it('stays signed out when tokens are restored without userInfo', () => {
    const { actor } = setupSession({ token: 'A0' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('session machine: signing in', () => {
  it('asks for the user and the menus side by side once the token is in, and signs in when both are', async () => {
    let answerUser!: (value: UserInfo) => void;
    let answerMenus!: (value: AppRouteRecord[]) => void;
    const { actor, calls } = setupSession(
      {},
      {
        fetchUserInfo: () => new Promise((resolve) => (answerUser = resolve)),
        fetchMenus: () => new Promise((resolve) => (answerMenus = resolve)),
      },
    );
    actor.send(login);
    await vi.waitFor(() => expect(calls.fetchMenus).toHaveBeenCalledTimes(1));
    expect(calls.fetchUserInfo).toHaveBeenCalledTimes(1);
    answerMenus(menus);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    expect(calls.notifySignedIn).not.toHaveBeenCalled();
    answerUser(user);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ userInfo: user, roleRouters: menus });
    expect(calls.notifySignedIn).toHaveBeenCalledTimes(1);
  });

  it('requests a token, then the user and the menus, and notifies', async () => {
    const { actor, calls } = setupSession();
    actor.send(login);
    expect(actor.getSnapshot().matches({ signingIn: 'requestingToken' })).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));

    expect(calls.requestToken).toHaveBeenCalledWith({ username: 'admin', password: 'ENC(pw)' });
    expect(calls.fetchUserInfo).toHaveBeenCalledWith({ token: 'A1' });
    expect(calls.fetchMenus).toHaveBeenCalledWith({ token: 'A1' });
    expect(calls.notifySignedIn).toHaveBeenCalledTimes(1);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(context).toMatchObject({ token: 'A1', refreshToken: 'R1', userInfo: user, roleRouters: menus });
    expect(context.error).toBeUndefined();
  });

  it('remembers exactly the username and the sealed password when rememberMe is on, never the RSA text', async () => {
    const { actor } = setupSession();
    actor.send(login);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.loginInfo).toEqual({
      username: 'admin',
      sealedPassword: 'SEALED(pw)',
    });
    expect(JSON.stringify(pickPersisted(actor.getSnapshot().context))).not.toContain('ENC(pw)');
    expect(actor.getSnapshot().context.rememberMe).toBe(true);
  });

  it('remembers the username alone when the browser could not seal the password', async () => {
    const { actor } = setupSession();
    actor.send({ ...login, sealedPassword: undefined });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.loginInfo).toEqual({ username: 'admin' });
  });

  it('drops a remembered RSA cipher text stored before #17 on restore, keeping the username', () => {
    const { actor } = setupSession({ loginInfo: { username: 'admin', password: 'ENC(old)' } });
    expect(actor.getSnapshot().context.loginInfo).toEqual({ username: 'admin' });
    expect(JSON.stringify(pickPersisted(actor.getSnapshot().context))).not.toContain('ENC(old)');
  });

  it.each([null, 'admin', { password: 'ENC(old)' }, { username: 7 }])(
    'restores no remembered login from a stored %j',
    (stored) => {
      const { actor } = setupSession({ loginInfo: stored });
      expect(actor.getSnapshot().context.loginInfo).toBeUndefined();
    },
  );

  it('forgets the login info when rememberMe is off', async () => {
    const { actor } = setupSession({ loginInfo: { username: 'old', sealedPassword: 'SEALED(old)' } });
    actor.send({ ...login, rememberMe: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.loginInfo).toBeUndefined();
    expect(actor.getSnapshot().context.rememberMe).toBe(false);
  });

  it.each([
    ['requestToken', { requestToken: () => Promise.reject(new Error('wrong account or password')) }],
    ['fetchUserInfo', { fetchUserInfo: () => Promise.reject(new Error('wrong account or password')) }],
    ['fetchMenus', { fetchMenus: () => Promise.reject(new Error('wrong account or password')) }],
  ])('returns to signedOut with the message when %s fails', async (_step, overrides) => {
    const { actor, calls } = setupSession(
      { loginInfo: { username: 'kept', sealedPassword: 'SEALED(k)' } },
      overrides,
    );
    actor.send(login);
    await waitFor(actor, (s) => s.matches('signedOut'));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe('wrong account or password');
    expect(context).toMatchObject({ token: '', refreshToken: '', userInfo: undefined, roleRouters: [] });
    expect(context.loginInfo).toEqual({ username: 'kept', sealedPassword: 'SEALED(k)' });
    expect(calls.notifySignedIn).not.toHaveBeenCalled();
  });

  it('clears a previous error when signing in again', async () => {
    let fail = true;
    const { actor } = setupSession(
      {},
      { requestToken: async () => (fail ? Promise.reject(new Error('nope')) : tokens) },
    );
    actor.send(login);
    await waitFor(actor, (s) => s.context.error === 'nope');
    fail = false;
    actor.send(login);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('refuses a second login while signing in', () => {
    const { actor, calls } = setupSession({}, { requestToken: () => new Promise<TokenPair>(() => {}) });
    actor.send(login);
    const before = actor.getSnapshot();
    actor.send({ ...login, username: 'other' });
    expect(actor.getSnapshot()).toBe(before);
    expect(calls.requestToken).toHaveBeenCalledTimes(1);
  });

  it('refuses a login while signed in', () => {
    const { actor, calls } = setupSession(signedInInput);
    const before = actor.getSnapshot();
    actor.send(login);
    expect(actor.getSnapshot()).toBe(before);
    expect(calls.requestToken).not.toHaveBeenCalled();
  });

  it('does not persist the in-flight credentials', () => {
    const { actor } = setupSession({}, { requestToken: () => new Promise<TokenPair>(() => {}) });
    actor.send({ ...login, rememberMe: false });
    const persisted = pickPersisted(actor.getSnapshot().context);
    expect(JSON.stringify(persisted)).not.toContain('ENC(pw)');
  });

  it('takes refreshed tokens while signing in', () => {
    const { actor } = setupSession({}, { fetchUserInfo: () => new Promise<UserInfo>(() => {}) });
    actor.send({ type: 'session.tokens', accessToken: 'X', refreshToken: 'Y' });
    expect(actor.getSnapshot().context.token).toBe('');
    actor.send(login);
    actor.send({ type: 'session.tokens', accessToken: 'A2', refreshToken: 'R2' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'A2', refreshToken: 'R2' });
  });
});

describe('session machine: signed in', () => {
  it('logs out on a truthy answer, keeping rememberMe and loginInfo', async () => {
    const { actor, calls } = setupSession({ ...signedInInput, rememberMe: true });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches({ signedIn: 'loggingOut' })).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ token: '', refreshToken: '', userInfo: undefined, roleRouters: [] });
    expect(context.loginInfo).toEqual(signedInInput.loginInfo);
    expect(context.rememberMe).toBe(true);
    expect(calls.notifySignedOut).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a falsy answer', () => Promise.resolve(null)],
    ['a failing call', () => Promise.reject(new Error('network'))],
  ])('keeps the session on %s', async (_case, logout) => {
    const { actor, calls } = setupSession(signedInInput, { logout });
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'A0', userInfo: user, roleRouters: menus });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(calls.notifySignedOut).not.toHaveBeenCalled();
  });

  it('ignores a logout while signed out', () => {
    const { actor, calls } = setupSession();
    const before = actor.getSnapshot();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot()).toBe(before);
    expect(calls.logout).not.toHaveBeenCalled();
  });

  it('expires without calling the API', () => {
    const { actor, calls } = setupSession(signedInInput);
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: '', refreshToken: '', userInfo: undefined });
    expect(actor.getSnapshot().context.loginInfo).toEqual(signedInInput.loginInfo);
    expect(calls.logout).not.toHaveBeenCalled();
    expect(calls.notifySignedOut).toHaveBeenCalledTimes(1);
  });

  it('ignores expire while signed out', () => {
    const { actor, calls } = setupSession();
    actor.send({ type: 'session.expire' });
    expect(calls.notifySignedOut).not.toHaveBeenCalled();
  });

  it('stores refreshed tokens', () => {
    const { actor } = setupSession(signedInInput);
    actor.send({ type: 'session.tokens', accessToken: 'A9', refreshToken: 'R9' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'A9', refreshToken: 'R9' });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
  });

  it('updates the user', () => {
    const { actor } = setupSession(signedInInput);
    actor.send({ type: 'session.updateUser', userInfo: { ...user, nickname: 'Boss' } });
    expect(actor.getSnapshot().context.userInfo?.nickname).toBe('Boss');
  });
});

describe('pickPersisted', () => {
  it('keeps exactly the persisted keys', () => {
    const { actor } = setupSession(signedInInput);
    expect(Object.keys(pickPersisted(actor.getSnapshot().context)).sort()).toEqual(
      [
        'locked',
        'loginInfo',
        'refreshToken',
        'rememberMe',
        'roleRouters',
        'token',
        'tokenKey',
        'userInfo',
      ].sort(),
    );
  });
});

describe('default actors', () => {
  it('reject with "not provided"', async () => {
    const actor = createActor(
      sessionMachine.provide({ actions: { notifySignedIn: () => {}, notifySignedOut: () => {} } }),
      { input: {} },
    ).start();
    actor.send(login);
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('not provided');
  });
});
