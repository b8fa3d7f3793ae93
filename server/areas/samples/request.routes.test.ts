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

// How long a request may take to be refused before it counts as held: a refusal takes milliseconds.
const HELD_AFTER_MS = 1500;

/** A request's HTTP status, or 'held' when it is still waiting after HELD_AFTER_MS (then cancelled). */
async function statusOrHeld(n: number, headers: HeadersInit): Promise<number | 'held'> {
  const probe = new AbortController();
  const timer = setTimeout(() => probe.abort(), HELD_AFTER_MS);
  try {
    return (await fetch(`${MOCK}/request/${n}`, { headers, signal: probe.signal })).status;
  } catch {
    return 'held';
  } finally {
    clearTimeout(timer);
  }
}

describe.runIf(againstService())('/mock/request on the service', () => {
  it('waits for a signed-in account only, five at once, and frees a place when the page cancels', async () => {
    expect((await fetch(`${MOCK}/request/1`)).status).toBe(401);

    const headers = {
      Authorization: `Bearer ${(await signInAs('seller')).access_token}`,
      'Accept-Language': 'en',
    };
    const cancels = Array.from({ length: REQUEST_COUNT }, () => new AbortController());
    const held = cancels.map((cancel, index) =>
      fetch(`${MOCK}/request/${index + 1}`, { headers, signal: cancel.signal }).catch(() => 'cancelled'),
    );
    try {
      // once the five are held, a sixth is refused in words
      await vi.waitFor(async () => expect(await statusOrHeld(1, headers)).toBe(429), {
        timeout: 30_000,
        interval: 0,
      });
      const refused = await fetch(`${MOCK}/request/1`, { headers });
      expect(await refused.json()).toEqual({
        code: 429,
        message: 'you already have 5 of these requests waiting; cancel one first',
      });
      // another account is not held back by this one's
      const other = { Authorization: `Bearer ${(await signInAs('seller2')).access_token}` };
      expect(await statusOrHeld(3, other)).toBe('held');

      cancels[0].abort();
      expect(await held[0]).toBe('cancelled');
      await vi.waitFor(async () => expect(await statusOrHeld(1, headers)).toBe('held'), {
        timeout: 30_000,
        interval: 0,
      });
    } finally {
      for (const cancel of cancels) cancel.abort();
    }
  });
});
