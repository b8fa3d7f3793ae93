import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '@machines/session.machine';
import type { UserInfo } from '@machines/types';
import { syncSessionAcrossTabs, type Channel, type SessionMessage } from './cross-tab';

const user: UserInfo = {
  id: '1',
  username: 'admin',
  nickname: 'A',
  email: 'a@b.c',
  role: 'operator',
  roleId: '1',
  permissions: [],
};

/** Two ends of an in-memory channel, delivering synchronously like a test double should. */
function channelPair(): [Channel, Channel, SessionMessage[]] {
  const sent: SessionMessage[] = [];
  const listeners: Array<Array<(event: MessageEvent<SessionMessage>) => void>> = [[], []];
  const end = (me: number): Channel => ({
    postMessage: (message) => {
      sent.push(message);
      for (const listener of listeners[1 - me]) listener({ data: message } as MessageEvent<SessionMessage>);
    },
    addEventListener: (_type, listener) => listeners[me].push(listener),
    close: () => undefined,
  });
  return [end(0), end(1), sent];
}

function tab() {
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise<unknown, { token: string }>(async () => true) },
    actions: { notifySignedIn: () => undefined, notifySignedOut: () => undefined },
  });
  return createActor(machine, { input: { userInfo: user, token: 'a1', refreshToken: 'r1' } }).start();
}

describe('one session across browser tabs', () => {
  it('signing out in one tab signs out the other, once', async () => {
    const [one, two, sent] = channelPair();
    const first = tab();
    const second = tab();
    syncSessionAcrossTabs(first, one);
    syncSessionAcrossTabs(second, two);
    first.send({ type: 'session.logout' });
    // the sign-out call is a promise: the other tab hears of it when this one is signed out
    await waitFor(first, (snapshot) => snapshot.matches('signedOut'), { timeout: 1000 });
    expect(second.getSnapshot().matches('signedOut')).toBe(true);
    expect(sent).toEqual([{ type: 'signedOut' }]);
  });

  it('a pair renewed in one tab is used by the other, without echo', () => {
    const [one, two, sent] = channelPair();
    const first = tab();
    const second = tab();
    syncSessionAcrossTabs(first, one);
    syncSessionAcrossTabs(second, two);
    first.send({ type: 'session.tokens', accessToken: 'a2', refreshToken: 'r2' });
    expect(second.getSnapshot().context).toMatchObject({ token: 'a2', refreshToken: 'r2' });
    expect(sent).toEqual([{ type: 'tokens', accessToken: 'a2', refreshToken: 'r2' }]);
  });

  it('a stopped console stops listening and closes its channel', () => {
    const [one, two, sent] = channelPair();
    const closed = vi.spyOn(two, 'close');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const first = tab();
      const second = tab();
      syncSessionAcrossTabs(first, one);
      syncSessionAcrossTabs(second, two);
      second.stop();
      expect(closed).toHaveBeenCalledTimes(1);
      // a pair renewed in the live tab is not sent on to the stopped one's session
      first.send({ type: 'session.tokens', accessToken: 'a2', refreshToken: 'r2' });
      expect(sent).toEqual([{ type: 'tokens', accessToken: 'a2', refreshToken: 'r2' }]);
      expect(second.getSnapshot().context.refreshToken).toBe('r1');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
