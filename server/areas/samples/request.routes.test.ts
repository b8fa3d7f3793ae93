import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK, setupMockServer } from '../../../mocks/testing';
import { PENDING_REQUEST_MS } from './request.routes';

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

  it.each([1, 5])('keeps /request/%i pending for 600000 ms, then answers request-N', async (n) => {
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
  });
});
