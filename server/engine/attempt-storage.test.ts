import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_ATTEMPTS_ALLOWED,
  ATTEMPT_WINDOW_MS,
  ATTEMPTS_ALLOWED,
  HOLD_MS,
} from '../areas/access/attempts';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { SqlAttempts } from './attempt-storage';

let db: Kysely<Database>;
beforeEach(async () => {
  db = memoryDatabase();
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

const AT = Date.UTC(2026, 11, 3, 9);
const ACCOUNT = 'sign-in:account:id:3';
const ADDRESS = 'sign-in:address:203.0.113.9';
const keysInTable = async () =>
  (await db.selectFrom('auth_attempt').select('key').orderBy('key').execute()).map((row) => row.key);

describe('the tries counted in the service’s table', () => {
  it('holds a key back by the try that reaches its allowance, until the hold is over', async () => {
    const attempts = new SqlAttempts(db);
    for (let i = 1; i < ATTEMPTS_ALLOWED; i += 1)
      expect(await attempts.count([ACCOUNT, ADDRESS], AT + i)).toBeNull();
    expect(await attempts.held([ACCOUNT], AT + ATTEMPTS_ALLOWED)).toBeNull();
    const until = AT + ATTEMPTS_ALLOWED + HOLD_MS;
    expect(await attempts.count([ACCOUNT, ADDRESS], AT + ATTEMPTS_ALLOWED)).toBe(until);
    expect(await attempts.held([ACCOUNT], until - 1)).toBe(until);
    // the address, shared by many, is allowed more: not held with the account
    expect(await attempts.held([ADDRESS], until - 1)).toBeNull();
    expect(await attempts.held([ACCOUNT], until)).toBeNull();
  });

  it('allows an address its own count', async () => {
    const attempts = new SqlAttempts(db);
    for (let i = 1; i < ADDRESS_ATTEMPTS_ALLOWED; i += 1)
      expect(await attempts.count([`sign-in:account:name:n${i}`, ADDRESS], AT + i)).toBeNull();
    expect(await attempts.count(['sign-in:account:name:last', ADDRESS], AT + 100)).toBe(AT + 100 + HOLD_MS);
  });

  it('starts a new window once the last is over', async () => {
    const attempts = new SqlAttempts(db);
    for (let i = 1; i < ATTEMPTS_ALLOWED; i += 1) await attempts.count([ACCOUNT], AT);
    // the window over: these tries count from one again
    for (let i = 1; i < ATTEMPTS_ALLOWED; i += 1)
      expect(await attempts.count([ACCOUNT], AT + ATTEMPT_WINDOW_MS)).toBeNull();
    expect(await attempts.count([ACCOUNT], AT + ATTEMPT_WINDOW_MS)).toBe(AT + ATTEMPT_WINDOW_MS + HOLD_MS);
  });

  it('counts every one of tries made at once, by two holders of the database', async () => {
    const one = new SqlAttempts(db);
    const other = new SqlAttempts(db);
    const holds = await Promise.all(
      Array.from({ length: ATTEMPTS_ALLOWED }, (_, i) => (i % 2 === 0 ? one : other).count([ACCOUNT], AT)),
    );
    expect(holds.filter((hold) => hold !== null)).toEqual([AT + HOLD_MS]);
    expect(await other.held([ACCOUNT], AT + 1)).toBe(AT + HOLD_MS);
  });

  it('forgets the keys cleared, and the spent ones at the next count', async () => {
    const attempts = new SqlAttempts(db);
    await attempts.count([ACCOUNT, ADDRESS], AT);
    await attempts.count(['send:account:a@example.com'], AT);
    await attempts.clear([ACCOUNT]);
    expect(await keysInTable()).toEqual(['send:account:a@example.com', ADDRESS]);
    await attempts.count(['send:account:b@example.com'], AT + ATTEMPT_WINDOW_MS);
    expect(await keysInTable()).toEqual(['send:account:b@example.com']);
    await attempts.reset();
    expect(await keysInTable()).toEqual([]);
  });
});
