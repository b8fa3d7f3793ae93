import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiPath,
  delayFor,
  mockDelay,
  mockPath,
  setMockDelays,
  startingDelayMode,
  startingPrepareMode,
} from './config';

afterEach(() => {
  setMockDelays('none');
  vi.useRealTimers();
});

describe('paths', () => {
  it('match the API base and the site-root mock paths on any origin', () => {
    expect(apiPath('Authorization/GetUserInfo')).toBe('*/services/api/Authorization/GetUserInfo');
    expect(apiPath('/Permission/GetMenus')).toBe('*/services/api/Permission/GetMenus');
    expect(mockPath('user/list')).toBe('*/mock/user/list');
  });
});

describe('delays', () => {
  it('spread the default between 10 and 100 ms, and slow is 1000 ms', () => {
    expect(delayFor('default', () => 0)).toBe(10);
    expect(delayFor('default', () => 0.999999)).toBe(100);
    expect(delayFor('slow')).toBe(1000);
    expect(delayFor(250)).toBe(250);
  });

  it('wait in real mode and not at all in none mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    void mockDelay('slow').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    setMockDelays('real');
    done = false;
    void mockDelay('slow').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('wait a tenth as long in fast mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setMockDelays('fast');
    let done = false;
    void mockDelay('slow').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    setMockDelays('none');
  });

  it("start at the stored pace when it is a known one, else at the build's", () => {
    expect(startingDelayMode('fast', undefined)).toBe('fast');
    expect(startingDelayMode('none', undefined)).toBe('none');
    expect(startingDelayMode('real', 'none')).toBe('real');
    expect(startingDelayMode('slower', undefined)).toBe('real');
    expect(startingDelayMode(null, 'none')).toBe('none');
    expect(startingDelayMode(null, undefined)).toBe('real');
  });
});

describe('when the business data is prepared', () => {
  it('is at sign-in unless the browser stored the choice of the first call', () => {
    expect(startingPrepareMode('on-first-call')).toBe('on-first-call');
    expect(startingPrepareMode('at-sign-in')).toBe('at-sign-in');
    expect(startingPrepareMode(null)).toBe('at-sign-in');
    expect(startingPrepareMode('later')).toBe('at-sign-in');
  });
});
