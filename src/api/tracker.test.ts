import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { get } from './client';
import { RequestCancelledError } from './errors';
import { at, bindFake, setupTestServer } from './client.test-support';
import { cancelAllRequests, cancelRequest, pendingRequests, subscribePending } from './tracker';

const server = setupTestServer();

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

function slowHandlers() {
  server.use(
    http.get(at('mock/request/:n'), async ({ params }) => {
      await delay(params.n === 'quick' ? 50 : 'infinite');
      return HttpResponse.json({ code: 200, message: 'ok', data: `request-${String(params.n)}` });
    }),
  );
}

describe('request tracking and cancelling', () => {
  it('lists pending requests by URL with query, and forgets them when settled', async () => {
    bindFake();
    slowHandlers();
    const quick = get('mock/request/quick', { a: 1, b: null });
    expect(pendingRequests()).toEqual(['mock/request/quick?a=1']);
    await expect(quick).resolves.toBe('request-quick');
    expect(pendingRequests()).toEqual([]);
  });

  it('cancels one request by URL; the others go on; no toast', async () => {
    const fake = bindFake();
    slowHandlers();
    const first = settle(get('/mock/request/1'));
    const quick = get('/mock/request/quick');
    expect(pendingRequests()).toEqual(['mock/request/1', 'mock/request/quick']);
    cancelRequest('/mock/request/1');
    const { error } = (await first) as { error: unknown };
    expect(error).toBeInstanceOf(RequestCancelledError);
    expect(error).toMatchObject({ name: 'AbortError' });
    await expect(quick).resolves.toBe('request-quick');
    expect(fake.notifyError).not.toHaveBeenCalled();
    expect(pendingRequests()).toEqual([]);
  });

  it('cancels all requests at once', async () => {
    const fake = bindFake();
    slowHandlers();
    const all = [1, 2, 3].map((n) => settle(get(`mock/request/${n}`)));
    expect(pendingRequests()).toHaveLength(3);
    cancelAllRequests();
    const outcomes = await Promise.all(all);
    expect(
      outcomes.map((o) => ('error' in o && o.error instanceof Error ? o.error.name : 'resolved')),
    ).toEqual(['AbortError', 'AbortError', 'AbortError']);
    expect(pendingRequests()).toEqual([]);
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it("cancels with the caller's own signal", async () => {
    bindFake();
    slowHandlers();
    const controller = new AbortController();
    const pending = settle(get('mock/request/4', undefined, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ error: { name: 'AbortError' } });
  });

  it('leaves requests marked not cancellable to finish', async () => {
    bindFake();
    slowHandlers();
    const kept = get('mock/request/quick', undefined, { cancellable: false });
    expect(pendingRequests()).toEqual([]);
    cancelAllRequests();
    await expect(kept).resolves.toBe('request-quick');
  });

  it('tells subscribers when the list changes, keeping the same snapshot in between', async () => {
    bindFake();
    slowHandlers();
    const listener = vi.fn();
    const unsubscribe = subscribePending(listener);
    const before = pendingRequests();
    expect(pendingRequests()).toBe(before);
    const quick = get('mock/request/quick');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pendingRequests()).not.toBe(before);
    await quick;
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
