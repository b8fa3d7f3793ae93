import { useCallback, useState } from 'react';
import { getUserInfo } from '@/api/authorization';
import { useAppActor } from '@/app/actor-context';
import type { AddLog } from './use-log';

/** Any token the back-end has not issued: it answers HTTP 401, as for an expired one. */
const EXPIRED_TOKEN = 'expired-demo-token';

/**
 * Replaces the access token with one the back-end refuses and calls an API: the client meets
 * HTTP 401, the tokenRefresh machine renews the pair once, and the request is replayed.
 */
export function useRefreshDemo(log: AddLog) {
  const app = useAppActor();
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    const { session, tokenRefresh } = app.getSnapshot().context;
    const { refreshToken } = session.getSnapshot().context;
    if (!refreshToken) return;
    setRunning(true);
    session.send({ type: 'session.tokens', accessToken: EXPIRED_TOKEN, refreshToken });
    log('replaced', 'warning');
    let renewing = false;
    const watch = tokenRefresh.subscribe((snapshot) => {
      if (snapshot.matches('refreshing') && !renewing) {
        renewing = true;
        log('refreshing', 'info');
      }
    });
    try {
      log('calling', 'info');
      const user = await getUserInfo();
      if (session.getSnapshot().context.token !== EXPIRED_TOKEN) log('renewed', 'success');
      log('replayed', 'success', { name: user.nickname || user.username });
    } catch (error) {
      log('refreshFailed', 'error', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      watch.unsubscribe();
      setRunning(false);
    }
  }, [app, log]);

  return { run, running };
}
