import { afterEach, describe, expect, it, vi } from 'vitest';
import { againstService, MOCK, setupMockServer, signInAs } from '../../../mocks/testing';
import { PENDING_REQUEST_MS, REQUEST_COUNT } from './request.routes';

setupMockServer();

afterEach(() => {
  vi.useRealTimers();
});

describe('/mock/request', () => {
  it('answers /expired at once with HTTP 200 and body code 401', async () => {
    const response = await fetch(`${MOCK}/request/expired`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 401, message: 'token expired', data: null });
  });

  it.skipIf(againstService()).each([1, 5])(
    'keeps /request/%i pending for 600000 ms, then answers request-N',
    async (n) => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      let settled = false;
      const answer = fetch(`${MOCK}/request/${n}`).then(async (response) => {
        settled = true;
        return response.json();
      });
      await vi.advanceTimersByTimeAsync(PENDING_REQUEST_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toEqual({ code: 200, message: 'success', data: `request-${n}` });
    },
  );

  it.skipIf(againstService())('answers at once when the page cancels, the wait then over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const cancel = new AbortController();
    const answer = fetch(`${MOCK}/request/2`, { signal: cancel.signal }).catch((error: unknown) => error);
    cancel.abort();
    expect(await answer).toBeInstanceOf(Error);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe.runIf(againstService())('/mock/request on the service', () => {
  it('waits for a signed-in account only, five at once, and frees a place when the page cancels', async () => {
    expect((await fetch(`${MOCK}/request/1`)).status).toBe(401);

    const headers = {
      Authorization: `Bearer ${(await signInAs('seller')).access_token}`,
      'Accept-Language': 'en',
    };
    const cancels: AbortController[] = [];
    // a held request's status comes at once, its body when the wait ends: 200 is held, 429 refused
    const ask = async (n: number, as: HeadersInit = headers) => {
      const cancel = new AbortController();
      cancels.push(cancel);
      return {
        cancel,
        response: await fetch(`${MOCK}/request/${n}`, { headers: as, signal: cancel.signal }),
      };
    };
    try {
      const held = [];
      for (let n = 1; n <= REQUEST_COUNT; n += 1) held.push(await ask(n));
      expect(held.map(({ response }) => response.status)).toEqual([200, 200, 200, 200, 200]);
      // a sixth is refused in words
      const refused = (await ask(1)).response;
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: 429,
        message: 'you already have 5 of these requests waiting; cancel one first',
      });
      // another account is not held back by this one's
      const other = { Authorization: `Bearer ${(await signInAs('seller2')).access_token}` };
      expect((await ask(3, other)).response.status).toBe(200);

      // the page cancels one: its place is free once the service has seen it go
      held[0].cancel.abort();
      await expect(held[0].response.text()).rejects.toThrow();
      await vi.waitFor(
        async () => {
          const again = await ask(1);
          if (again.response.status !== 200) await again.response.body?.cancel();
          expect(again.response.status).toBe(200);
        },
        { timeout: 20_000, interval: 20 },
      );
      // and a held request is answered when its wait ends (here never: the page cancels them)
      expect(held[1].response.headers.get('content-type')).toContain('application/json');
    } finally {
      for (const cancel of cancels) cancel.abort();
    }
  });
});
