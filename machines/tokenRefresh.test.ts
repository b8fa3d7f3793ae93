import { describe, it, expect, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { tokenRefreshMachine } from './tokenRefresh.machine';
import type { TokenPair } from './types';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Sends one request and exposes its outcome as a promise. */
function request(actor: ActorRefFrom<typeof tokenRefreshMachine>, refreshToken?: string) {
  return new Promise<string>((resolve, reject) => {
    actor.send({ type: 'refresh.request', refreshToken, resolve, reject });
  });
}

function start(refresh: (input: { refreshToken: string }) => Promise<TokenPair>) {
  const calls = {
    refreshTokens: vi.fn(refresh),
    storeTokens: vi.fn(),
    expireSession: vi.fn(),
  };
  const machine = tokenRefreshMachine.provide({
    actors: { refreshTokens: fromPromise(({ input }) => calls.refreshTokens(input)) },
    actions: {
      storeTokens: (_, params) => calls.storeTokens(params),
      expireSession: calls.expireSession,
    },
  });
  const actor = createActor(machine).start();
  const failures: string[] = [];
  actor.on('refresh.failed', (event) => failures.push(event.message));
  return { actor, calls, failures };
}

describe('tokenRefresh machine', () => {
  it('makes one refresh call for 20 concurrent requests and resolves them all', async () => {
    const pending = deferred<TokenPair>();
    const { actor, calls } = start(() => pending.promise);

    const results = Array.from({ length: 20 }, () => request(actor, 'R1'));
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.waiters).toHaveLength(20);

    pending.resolve({ access_token: 'A2', refresh_token: 'R2' });
    await expect(Promise.all(results)).resolves.toEqual(Array(20).fill('A2'));

    expect(calls.refreshTokens).toHaveBeenCalledTimes(1);
    expect(calls.refreshTokens).toHaveBeenCalledWith({ refreshToken: 'R1' });
    expect(calls.storeTokens).toHaveBeenCalledWith({ accessToken: 'A2', refreshToken: 'R2' });
    expect(calls.expireSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.waiters).toEqual([]);
  });

  it('starts a fresh refresh for a request after the previous one ended', async () => {
    let n = 0;
    const { actor, calls } = start(async () => {
      n += 1;
      return { access_token: `A${n}`, refresh_token: `R${n}` };
    });
    await expect(request(actor, 'R0')).resolves.toBe('A1');
    await expect(request(actor, 'R1')).resolves.toBe('A2');
    expect(calls.refreshTokens).toHaveBeenCalledTimes(2);
  });

  it('rejects every waiter, expires the session and reports once on failure', async () => {
    const pending = deferred<TokenPair>();
    const { actor, calls, failures } = start(() => pending.promise);
    const results = Array.from({ length: 5 }, () => request(actor, 'R1'));

    pending.reject(new Error('refresh token reused'));
    const settled = await Promise.allSettled(results);

    expect(settled.every((r) => r.status === 'rejected')).toBe(true);
    expect(settled.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : ''))).toEqual(
      Array(5).fill('refresh token reused'),
    );
    expect(calls.expireSession).toHaveBeenCalledTimes(1);
    expect(calls.storeTokens).not.toHaveBeenCalled();
    expect(failures).toEqual(['refresh token reused']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.waiters).toEqual([]);
  });

  it.each([undefined, ''])('rejects at once and expires with no refresh token (%j)', async (token) => {
    const { actor, calls, failures } = start(async () => ({ access_token: 'A', refresh_token: 'R' }));
    await expect(request(actor, token)).rejects.toThrow('no refresh token');
    expect(calls.refreshTokens).not.toHaveBeenCalled();
    expect(calls.expireSession).toHaveBeenCalledTimes(1);
    expect(failures).toEqual(['no refresh token']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('rejects with "not provided" by default', async () => {
    const actor = createActor(tokenRefreshMachine).start();
    await expect(request(actor, 'R1')).rejects.toThrow('not provided');
  });
});

describe('tokenRefresh default side effects', () => {
  it('sends session.tokens and session.expire to the system actor "session"', async () => {
    const received: string[] = [];
    const parent = createMachine({
      invoke: [
        {
          src: createMachine({
            on: {
              '*': { actions: ({ event }) => received.push(JSON.stringify(event)) },
            },
          }),
          systemId: 'session',
        },
        {
          src: tokenRefreshMachine.provide({
            actors: {
              refreshTokens: fromPromise(async ({ input }) =>
                input.refreshToken === 'good'
                  ? { access_token: 'A2', refresh_token: 'R2' }
                  : Promise.reject(new Error('bad')),
              ),
            },
          }),
          systemId: 'tokenRefresh',
        },
      ],
    });
    const root = createActor(parent).start();
    const refresher: ActorRefFrom<typeof tokenRefreshMachine> = root.system.get('tokenRefresh');

    await expect(request(refresher, 'good')).resolves.toBe('A2');
    expect(received).toContain(
      JSON.stringify({ type: 'session.tokens', accessToken: 'A2', refreshToken: 'R2' }),
    );

    await expect(request(refresher, 'bad')).rejects.toThrow('bad');
    await waitFor(refresher, (s) => s.matches('idle'));
    expect(received).toContain(JSON.stringify({ type: 'session.expire' }));
  });

  it('still resolves when there is no session actor', async () => {
    const actor = createActor(
      tokenRefreshMachine.provide({
        actors: { refreshTokens: fromPromise(async () => ({ access_token: 'A2', refresh_token: 'R2' })) },
      }),
    ).start();
    await expect(request(actor, 'R1')).resolves.toBe('A2');
    expect(actor.getSnapshot().status).toBe('active');
  });
});
