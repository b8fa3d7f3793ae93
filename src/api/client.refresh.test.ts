import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { refreshToken } from './authorization';
import { get } from './client';
import { ApiError } from './errors';
import { at, bindFake, setupTestServer } from './client.test-support';
import { cancelRequest } from './tracker';

const server = setupTestServer();

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });

/** Answers HTTP 401 unless the request carries `Bearer new-token`. */
function guarded(path: string, seen: string[] = []) {
  return http.get(at(path), ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer new-token' ? ok('secret') : new HttpResponse(null, { status: 401 });
  });
}

describe('HTTP 401: the refresh flow', () => {
  it('renews the token with the refresh token and replays the request once with the new token', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    fake.requestRefresh.mockResolvedValue('new-token');
    const seen: string[] = [];
    server.use(guarded('orders', seen));
    await expect(get('orders')).resolves.toBe('secret');
    expect(fake.requestRefresh).toHaveBeenCalledExactlyOnceWith('refresh-1');
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('a second 401 after the replay: no second refresh, session ended, rejected', async () => {
    const fake = bindFake();
    fake.requestRefresh.mockResolvedValue('still-refused');
    const seen: string[] = [];
    server.use(guarded('orders', seen));
    await expect(get('orders')).rejects.toMatchObject({ reason: 'refreshFailed', status: 401 });
    expect(seen).toHaveLength(2);
    expect(fake.requestRefresh).toHaveBeenCalledTimes(1);
    expect(fake.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith(
      'Could not renew your session, please sign in again',
    );
  });

  it('a rejected refresh: rejected with the refresh failure message, no replay', async () => {
    const fake = bindFake();
    const seen: string[] = [];
    server.use(guarded('orders', seen));
    const error: unknown = await get('orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'refreshFailed' });
    expect(seen).toHaveLength(1);
    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith(
      'Could not renew your session, please sign in again',
    );
  });

  it('replays with the current token, without refreshing, when another request renewed it meanwhile', async () => {
    const fake = bindFake({ token: 'old-token' });
    server.use(
      http.get(at('orders'), ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer new-token') return ok('secret');
        fake.state.token = 'new-token';
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(get('orders')).resolves.toBe('secret');
    expect(fake.requestRefresh).not.toHaveBeenCalled();
  });

  it('skipRefresh: a 401 is an ordinary error', async () => {
    const fake = bindFake();
    server.use(guarded('orders'));
    await expect(get('orders', undefined, { skipRefresh: true })).rejects.toMatchObject({
      reason: 'http',
      status: 401,
    });
    expect(fake.requestRefresh).not.toHaveBeenCalled();
  });

  it('a request cancelled while waiting for the refresh rejects at once, without a toast', async () => {
    const fake = bindFake();
    fake.requestRefresh.mockReturnValue(new Promise<string>(() => undefined));
    server.use(guarded('orders'));
    const pending = get('orders').catch((e: unknown) => e);
    await expect.poll(() => fake.requestRefresh.mock.calls.length).toBe(1);
    cancelRequest('orders');
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('20 concurrent requests meeting 401 share one refresh and all replay with the new token', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    let inFlight: Promise<string> | undefined;
    // what the tokenRefresh machine does: one call at a time, the others join it
    fake.requestRefresh.mockImplementation((token) => {
      inFlight ??= refreshToken(token ?? '')
        .then((pair) => {
          fake.state.token = pair.access_token;
          fake.state.refreshToken = pair.refresh_token;
          return pair.access_token;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    });
    const grants: string[] = [];
    const seen: string[] = [];
    server.use(
      http.post(at('Authorization/connect/token'), async ({ request }) => {
        grants.push(await request.text());
        await delay(30);
        return HttpResponse.json({ access_token: 'new-token', refresh_token: 'refresh-2', expires_in: 300 });
      }),
      guarded('orders/:id', seen),
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`orders/${i}`)));
    expect(results).toEqual(Array(20).fill('secret'));
    expect(grants).toEqual(['grant_type=refresh_token&refresh_token=refresh-1']);
    expect(seen.filter((auth) => auth === 'Bearer old-token')).toHaveLength(20);
    expect(seen.filter((auth) => auth === 'Bearer new-token')).toHaveLength(20);
    expect(fake.notifyError).not.toHaveBeenCalled();
  });
});

describe('HTTP 401 in a storm of requests: the session ends once, and says so once', () => {
  it('30 requests waiting for one refresh that fails: one refresh, one message', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    // what the tokenRefresh machine does: one call, every waiter rejected with its one cause, the
    // session ended (no token any more)
    let inFlight: Promise<string> | undefined;
    let refreshes = 0;
    fake.requestRefresh.mockImplementation(() => {
      inFlight ??= delay(20).then(() => {
        refreshes += 1;
        fake.state.token = undefined;
        fake.state.refreshToken = undefined;
        throw new Error('refresh token reused');
      });
      return inFlight;
    });
    server.use(guarded('orders/:id'));

    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => get(`orders/${i}`)));

    expect(outcomes.map((o) => o.status)).toEqual(Array(30).fill('rejected'));
    expect(refreshes).toBe(1);
    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith(
      'Could not renew your session, please sign in again',
    );
  });

  it('a silent request among them does not use the one message up', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    let inFlight: Promise<string> | undefined;
    fake.requestRefresh.mockImplementation(() => {
      inFlight ??= delay(20).then(() => {
        fake.state.token = undefined;
        throw new Error('refresh token reused');
      });
      return inFlight;
    });
    server.use(guarded('orders/:id'));

    const silent = get('orders/0', undefined, { silent: true });
    const shown = get('orders/1');
    await Promise.allSettled([silent, shown]);

    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith(
      'Could not renew your session, please sign in again',
    );
  });

  it('a session ended by silent requests only is still said, once', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    let inFlight: Promise<string> | undefined;
    fake.requestRefresh.mockImplementation(() => {
      inFlight ??= delay(20).then(() => {
        fake.state.token = undefined;
        throw new Error('refresh token reused');
      });
      return inFlight;
    });
    server.use(guarded('orders/:id'));

    await Promise.allSettled([0, 1].map((i) => get(`orders/${i}`, undefined, { silent: true })));

    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith(
      'Could not renew your session, please sign in again',
    );
  });

  it("a silent request's own error stays its caller's", async () => {
    const fake = bindFake();
    server.use(http.get(at('orders'), () => new HttpResponse(null, { status: 500 })));
    await expect(get('orders', undefined, { silent: true })).rejects.toMatchObject({ reason: 'http' });
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('a request whose 401 comes after another ended the session: no refresh, no second message', async () => {
    const fake = bindFake({ token: 'old-token', refreshToken: 'refresh-1' });
    server.use(
      http.get(at('orders'), () => {
        // the session ended while this request was on its way
        fake.state.token = undefined;
        fake.state.refreshToken = undefined;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(get('orders')).rejects.toMatchObject({ reason: 'refreshFailed', quiet: true });
    expect(fake.requestRefresh).not.toHaveBeenCalled();
    expect(fake.onSessionExpired).not.toHaveBeenCalled();
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('30 replays refused again: the first ends the session and says so, the others stay quiet', async () => {
    const fake = bindFake({ token: 'old-token' });
    let inFlight: Promise<string> | undefined;
    fake.requestRefresh.mockImplementation(() => {
      inFlight ??= delay(20).then(() => {
        fake.state.token = 'still-refused';
        return 'still-refused';
      });
      return inFlight;
    });
    fake.onSessionExpired.mockImplementation(() => {
      fake.state.token = undefined;
    });
    server.use(guarded('orders/:id'));

    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => get(`orders/${i}`)));

    expect(outcomes.map((o) => o.status)).toEqual(Array(30).fill('rejected'));
    expect(fake.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.notifyError).toHaveBeenCalledTimes(1);
  });
});
