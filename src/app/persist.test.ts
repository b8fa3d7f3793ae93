import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, assign } from 'xstate';
import { clearStored, persistChild, readStored, STORAGE_KEYS, writeStored } from './persist';

describe('persistence', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote, and nothing from garbage', () => {
    writeStored('k', { a: 1 });
    expect(readStored<{ a: number }>('k')).toEqual({ a: 1 });
    localStorage.setItem('bad', '{not json');
    expect(readStored('bad')).toBeUndefined();
    expect(readStored('missing')).toBeUndefined();
  });

  it('saves only the picked part, and again when it changes', () => {
    const machine = createMachine({
      types: {} as { context: { keep: number; skip: number }; events: { type: 'bump' } },
      context: { keep: 1, skip: 1 },
      on: { bump: { actions: assign({ keep: ({ context }) => context.keep + 1, skip: 99 }) } },
    });
    const actor = createActor(machine).start();
    persistChild(actor, 'x', (c: { keep: number }) => ({ keep: c.keep }));
    expect(JSON.parse(localStorage.getItem('x') ?? '')).toEqual({ keep: 1 });
    actor.send({ type: 'bump' });
    expect(JSON.parse(localStorage.getItem('x') ?? '')).toEqual({ keep: 2 });
  });

  it('clears chosen keys only', () => {
    writeStored(STORAGE_KEYS.session, { token: 't' });
    writeStored(STORAGE_KEYS.layout, { isDark: true });
    clearStored(['layout']);
    expect(readStored(STORAGE_KEYS.session)).toEqual({ token: 't' });
    expect(readStored(STORAGE_KEYS.layout)).toBeUndefined();
  });
});
