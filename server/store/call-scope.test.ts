import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { callScope, callScopesCarried, carryCallScopes } from './call-scope';
import { createDb } from './store';
import { inTransaction, recordUndo, transact } from './tx';

const turn = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('a call scope', () => {
  it('holds its value while a call runs alone, then lets it go', async () => {
    const scope = callScope<string>();
    expect(scope.get()).toBeUndefined();
    expect(await scope.run('a', async () => scope.get())).toBe('a');
    expect(scope.get()).toBeUndefined();
  });

  it('carried across awaits, keeps each of two interleaved calls’ values their own', async () => {
    carryCallScopes(() => new AsyncLocalStorage());
    expect(callScopesCarried()).toBe(true);
    const scope = callScope<string>();
    const seen: string[] = [];
    const call = (name: string) =>
      scope.run(name, async () => {
        for (let step = 0; step < 3; step += 1) {
          await turn();
          seen.push(`${name}:${scope.get()}`);
        }
      });
    await Promise.all([call('a'), call('b')]);
    expect(seen.filter((entry) => entry.startsWith('a:'))).toEqual(['a:a', 'a:a', 'a:a']);
    expect(seen.filter((entry) => entry.startsWith('b:'))).toEqual(['b:b', 'b:b', 'b:b']);
    // interleaved, not one after the other
    expect(seen.slice(0, 2).sort()).toEqual(['a:a', 'b:b']);
  });

  it('gives two overlapping transactions on one db a journal each: a failure undoes only its own', async () => {
    carryCallScopes(() => new AsyncLocalStorage());
    const db = createDb();
    const undone: string[] = [];
    const writes = (name: string, fail: boolean) =>
      transact(db, async () => {
        for (let step = 0; step < 3; step += 1) {
          recordUndo(db, () => undone.push(`${name}${step}`));
          await turn();
          expect(inTransaction(db)).toBe(true);
        }
        if (fail) throw new Error(`${name} failed`);
      });
    const [kept, failed] = await Promise.allSettled([writes('a', false), writes('b', true)]);
    expect(kept.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect(undone).toEqual(['b2', 'b1', 'b0']);
    expect(inTransaction(db)).toBe(false);
  });
});
