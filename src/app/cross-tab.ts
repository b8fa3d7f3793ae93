import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '@machines/session.machine';

type Session = ActorRefFrom<typeof sessionMachine>;

export type SessionMessage =
  { type: 'signedOut' } | { type: 'tokens'; accessToken: string; refreshToken: string };

/** The part of BroadcastChannel this needs; tests pass an in-memory pair. */
export interface Channel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  close(): void;
}

export const SESSION_CHANNEL = 'outpost.session';

/**
 * Keeps the browser's tabs of the console in one session (issue #3): signing out in one signs out all,
 * and a token pair renewed in one is used by the others — a refresh token is single-use, so two tabs
 * renewing with the same one would end the session.
 */
export function syncSessionAcrossTabs(session: Session, channel: Channel): () => void {
  let applying = false;
  let last = session.getSnapshot();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    channel.close();
  };

  // A stopped console (its root actor stopped: a test's console, a torn-down app) stops listening:
  // a message from another tab would otherwise be sent to its stopped session.
  const subscription = session.subscribe({ next: onSnapshot, complete: close, error: close });

  function onSnapshot(snapshot: ReturnType<Session['getSnapshot']>) {
    const before = last;
    last = snapshot;
    if (applying) return;
    if (before.matches('signedIn') && snapshot.matches('signedOut')) {
      channel.postMessage({ type: 'signedOut' });
    } else if (
      snapshot.matches('signedIn') &&
      before.matches('signedIn') &&
      snapshot.context.refreshToken !== before.context.refreshToken &&
      snapshot.context.refreshToken
    ) {
      channel.postMessage({
        type: 'tokens',
        accessToken: snapshot.context.token,
        refreshToken: snapshot.context.refreshToken,
      });
    }
  }

  channel.addEventListener('message', ({ data }) => {
    const current = session.getSnapshot();
    if (closed || current.status !== 'active' || !current.matches('signedIn')) return;
    applying = true;
    try {
      if (data.type === 'signedOut') session.send({ type: 'session.expire' });
      else
        session.send({
          type: 'session.tokens',
          accessToken: data.accessToken,
          refreshToken: data.refreshToken,
        });
    } finally {
      applying = false;
    }
  });

  return () => {
    subscription.unsubscribe();
    close();
  };
}
