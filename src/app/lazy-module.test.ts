import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('loads once and answers the same promise to every later call', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(load);
    const first = module();
    expect(module()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(module()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers in a microtask once loaded: nothing queued as a task runs first', async () => {
    // a load that settles a task later, as Chromium's import() does even for a module already in
    const module = lazyModule(() => new Promise<string>((resolve) => setTimeout(() => resolve('in'), 0)));
    await module();
    const order: string[] = [];
    setTimeout(() => order.push('task'), 0);
    await module().then(() => order.push('module'));
    expect(order).toEqual(['module']);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('in');
    const module = lazyModule(load);
    await expect(module()).rejects.toThrow('offline');
    await expect(module()).resolves.toBe('in');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
