import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { waitFor } from 'xstate';
import { expireAccessTokens } from '../../server/areas/access/store';
import { server } from '@mocks/node';
import { API, encrypt, refreshWith, setupMockServer } from '@mocks/testing';
import { getUserInfo } from '@/api/authorization';
import { configureClient } from '@/api/client';
import { bootstrap } from './bootstrap';

/**
 * The whole refresh path as it runs in the console: the real client, the real tokenRefresh and
 * session machines under the root actor, and the real mock back-end's token rules.
 */
setupMockServer();

async function signedInConsole() {
  localStorage.clear();
  configureClient({ baseURL: API });
  const { actor } = bootstrap();
  const { session } = actor.getSnapshot().context;
  session.send({ type: 'session.login', username: 'admin', password: encrypt('admin'), rememberMe: true });
  await waitFor(session, (s) => s.matches('signedIn'));
  return { actor, session };
}

function countRefreshGrants() {
  const grants: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/Authorization/connect/token')) return;
    const body = await request.clone().text();
    if (body.includes('grant_type=refresh_token')) grants.push(body);
  });
  return grants;
}

afterEach(() => server.events.removeAllListeners());

describe('token refresh, end to end', () => {
  it('20 concurrent requests meeting 401 share one refresh and are all replayed', async () => {
    const { actor, session } = await signedInConsole();
    const before = session.getSnapshot().context;
    const grants = countRefreshGrants();
    await expireAccessTokens();

    const answers = await Promise.all(Array.from({ length: 20 }, () => getUserInfo()));

    expect(answers).toHaveLength(20);
    expect(answers.every((user) => user.username === 'admin')).toBe(true);
    expect(grants).toHaveLength(1);
    const after = session.getSnapshot().context;
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    actor.stop();
  });

  it('a refused refresh rejects every waiting request and signs out', async () => {
    const { actor, session } = await signedInConsole();
    const { refreshToken } = session.getSnapshot().context;
    // spend the refresh token elsewhere: the console's copy is now a reused one, which the back-end refuses
    expect((await refreshWith(refreshToken)).status).toBe(200);
    const grants = countRefreshGrants();
    await expireAccessTokens();

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => getUserInfo()));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(grants).toHaveLength(1);
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(session.getSnapshot().context).toMatchObject({ token: '', refreshToken: '', userInfo: undefined });
    actor.stop();
  });

  it('a refused refresh during a storm of 30 requests: one refresh, one message, one sign-out', async () => {
    const { actor, session } = await signedInConsole();
    const { refreshToken } = session.getSnapshot().context;
    expect((await refreshWith(refreshToken)).status).toBe(200);
    const grants = countRefreshGrants();
    const shown = vi.spyOn(notifications, 'show');
    let signOuts = 0;
    let wasSignedIn = true;
    session.subscribe((s) => {
      if (wasSignedIn && s.matches('signedOut')) signOuts += 1;
      wasSignedIn = s.matches('signedIn');
    });
    await expireAccessTokens();

    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => getUserInfo()));

    expect(outcomes.map((o) => o.status)).toEqual(Array(30).fill('rejected'));
    expect(grants).toHaveLength(1);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ color: 'red' });
    expect(signOuts).toBe(1);
    shown.mockRestore();
    actor.stop();
  });
});
