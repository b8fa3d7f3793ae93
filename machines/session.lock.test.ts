import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pickPersisted, sessionMachine, type SessionInput } from './session.machine';
import type { UserInfo } from './types';

const user: UserInfo = {
  id: 'u1',
  username: 'admin',
  nickname: 'A',
  email: 'a@b.c',
  role: 'operator',
  roleId: '1',
  permissions: [],
};

function session(input: SessionInput) {
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise<unknown, { token: string }>(async () => true) },
    actions: { notifySignedIn: () => undefined, notifySignedOut: () => undefined },
  });
  return createActor(machine, { input }).start();
}

describe('session machine: the lock screen', () => {
  it('locks and unlocks while signed in, and the lock is persisted', () => {
    const actor = session({ userInfo: user, token: 't', refreshToken: 'r' });
    expect(actor.getSnapshot().context.locked).toBe(false);
    actor.send({ type: 'session.lock' });
    expect(pickPersisted(actor.getSnapshot().context).locked).toBe(true);
    actor.send({ type: 'session.unlock' });
    expect(actor.getSnapshot().context.locked).toBe(false);
  });

  it('comes back locked after a reload', () => {
    expect(session({ userInfo: user, locked: true }).getSnapshot().context.locked).toBe(true);
  });

  it('cannot be locked while signed out', () => {
    const actor = session({});
    actor.send({ type: 'session.lock' });
    expect(actor.getSnapshot().context.locked).toBe(false);
  });

  it('is unlocked by signing out', () => {
    const actor = session({ userInfo: user, token: 't', refreshToken: 'r', locked: true });
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.locked).toBe(false);
  });
});
