import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { tokenRefreshMachine } from '@machines/tokenRefresh.machine';
import type { TokenPair } from '@machines/types';
import { refreshOncePerBrowser, type RefreshHandoff, type RefreshLocks } from './shared-refresh';

/** Web Locks in memory: one holder at a time, the others queued in order (as navigator.locks). */
function fakeLocks(): RefreshLocks & { taken: string[] } {
  const queues = new Map<string, Promise<unknown>>();
  const taken: string[] = [];
  return {
    taken,
    request<T>(name: string, callback: () => Promise<T>) {
      const before = queues.get(name) ?? Promise.resolve();
      const turn = before.then(() => {
        taken.push(name);
        return callback();
      });
      queues.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

/**
 * The back-end's rotation rules (server/areas/access/store.ts): a refresh token works once; presenting a used
 * one revokes the whole sign-in. Answers after a turn of the event loop, as a network would.
 */
function fakeServer() {
  let n = 0;
  const used = new Set<string>();
  const live = new Set(['R0']);
  const server = {
    refreshes: 0,
    revoked: false,
    async refresh(refreshToken: string): Promise<TokenPair> {
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.refreshes += 1;
      if (server.revoked) throw new Error('revoked');
      if (used.has(refreshToken)) {
        server.revoked = true;
        throw new Error('refresh token reused');
      }
      if (!live.has(refreshToken)) throw new Error('unknown');
      used.add(refreshToken);
      live.delete(refreshToken);
      n += 1;
      live.add(`R${n}`);
      return { access_token: `A${n}`, refresh_token: `R${n}` };
    },
  };
  return server;
}

/** One browser's handoff record, shared by its tabs (IndexedDB in the console), read after a turn. */
function fakeHandoff() {
  const kept: { handoff: RefreshHandoff | undefined } = { handoff: undefined };
  return {
    kept,
    readHandoff: async () => (kept.handoff ? { ...kept.handoff } : undefined),
    writeHandoff: async (handoff: RefreshHandoff) => {
      kept.handoff = { ...handoff };
    },
  };
}

interface BrowserOptions {
  /** in-memory Web Locks unless given; `locks: undefined` is a browser without them */
  locks?: RefreshLocks;
}

/** One browser: its server, its locks and its handoff record, as its tabs share them. */
function browserWith(options: BrowserOptions = {}) {
  const { locks } = 'locks' in options ? options : { locks: fakeLocks() };
  const server = fakeServer();
  const { kept, readHandoff, writeHandoff } = fakeHandoff();
  const shared = refreshOncePerBrowser({
    locks,
    readHandoff,
    writeHandoff,
    refresh: (t) => server.refresh(t),
  });
  return { server, kept, shared };
}

/** A tab: its own tokenRefresh machine, refreshing through the shared function. */
function tab(refresh: (refreshToken: string) => Promise<TokenPair>) {
  return createActor(
    tokenRefreshMachine.provide({
      actors: { refreshTokens: fromPromise(({ input }) => refresh(input.refreshToken)) },
    }),
  ).start();
}

function request(actor: ActorRefFrom<typeof tokenRefreshMachine>, refreshToken: string) {
  return new Promise<string>((resolve, reject) => {
    actor.send({ type: 'refresh.request', refreshToken, resolve, reject });
  });
}

describe('one refresh per browser (Web Lock)', () => {
  it('two tabs refreshing at the same moment: one refresh, both get the new pair, the sign-in lives', async () => {
    const locks = fakeLocks();
    const { server, kept, shared } = browserWith({ locks });
    const first = tab(shared);
    const second = tab(shared);

    const tokens = await Promise.all([request(first, 'R0'), request(second, 'R0')]);

    expect(tokens).toEqual(['A1', 'A1']);
    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    expect(kept.handoff).toEqual({ spent: 'R0', token: 'A1', refreshToken: 'R1' });
    expect(locks.taken).toEqual(['outpost-refresh', 'outpost-refresh']);
  });

  it('the next refresh after that one spends the new token, once', async () => {
    const { server, shared } = browserWith();
    const [first, second] = [tab(shared), tab(shared)];
    await Promise.all([request(first, 'R0'), request(second, 'R0')]);

    const tokens = await Promise.all([request(first, 'R1'), request(second, 'R1')]);

    expect(tokens).toEqual(['A2', 'A2']);
    expect(server.refreshes).toBe(2);
    expect(server.revoked).toBe(false);
  });

  it('without the lock (what the tabs did before) the second tab reuses the token and both are signed out', async () => {
    const { server, shared } = browserWith({ locks: undefined });

    const outcomes = await Promise.allSettled([request(tab(shared), 'R0'), request(tab(shared), 'R0')]);

    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(server.revoked).toBe(true);
  });

  it('a handoff of another token is not taken: the tab refreshes with its own', async () => {
    const { server, kept, shared } = browserWith();
    kept.handoff = { spent: 'R-older', token: 'A-older', refreshToken: 'R-other' };
    await expect(request(tab(shared), 'R0')).resolves.toBe('A1');
    expect(server.refreshes).toBe(1);
    expect(kept.handoff).toEqual({ spent: 'R0', token: 'A1', refreshToken: 'R1' });
  });

  it('a failed refresh lets the lock go: the other tab then tries its own and fails too', async () => {
    const locks = fakeLocks();
    const { server, shared } = browserWith({ locks });
    server.revoked = true;

    const outcomes = await Promise.allSettled([request(tab(shared), 'R0'), request(tab(shared), 'R0')]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(locks.taken).toHaveLength(2);
  });
});
