import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  letCallsOverlap,
  liveDb,
  persistBusinessDbIn,
  reading,
  serialized,
  takeDemoDataFrom,
  writing,
} from '../api/db-instance';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { carryCallScopes } from '../store/call-scope';
import { filter, findById, update } from '../store/store';
import { seedWorkspaceDb } from '../store/testing';
import { SqlPersistence } from './sql-persistence';

// Issue #40 §4: the service runs several calls at once, each in its own transaction with its own
// undo journal (call-scope.ts), once its data is only its tables' rows.

describe('calls of one process', () => {
  let kysely: Kysely<Database>;

  beforeAll(async () => {
    kysely = memoryDatabase();
    await migrateToLatest(kysely);
    takeDemoDataFrom(() => seedWorkspaceDb());
    persistBusinessDbIn(new SqlPersistence(kysely));
    await liveDb();
  });

  afterAll(async () => {
    persistBusinessDbIn(null);
    takeDemoDataFrom();
    await kysely.destroy();
  });

  it('run one at a time until each call’s scope is carried across awaits', async () => {
    expect(letCallsOverlap(4)).toBe(false);
    const order: string[] = [];
    await Promise.all([
      serialized(async () => {
        order.push('first begins');
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('first ends');
      }),
      serialized(async () => {
        order.push('second');
      }),
    ]);
    expect(order).toEqual(['first begins', 'first ends', 'second']);
  });

  it('then overlap, as many as let, each writing and failing on its own', async () => {
    carryCallScopes(() => new AsyncLocalStorage());
    expect(letCallsOverlap(2)).toBe(true);
    // the first waits for the second to begin: in turn, it never would
    let begun!: () => void;
    const secondBegun = new Promise<void>((resolve) => (begun = resolve));
    const warehouses = await reading(async () => await filter(await liveDb(), 'warehouses'));
    const [one, two] = warehouses;
    const renamed = await Promise.allSettled([
      serialized(async () => {
        await secondBegun;
        return await writing(
          async (db) => await update(db, 'warehouses', one.id, { name: 'Kept' }),
          () => true,
        );
      }),
      serialized(async () => {
        begun();
        return await writing(
          async (db) => {
            await update(db, 'warehouses', two.id, { name: 'Taken back' });
            throw new Error('the call failed after its write');
          },
          () => true,
        );
      }),
      // a third waits for a place: two at once
      serialized(async () => await reading(async () => 'third')),
    ]);
    expect(renamed.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const db = await liveDb();
    expect((await findById(db, 'warehouses', one.id))?.name).toBe('Kept');
    expect((await findById(db, 'warehouses', two.id))?.name).toBe(two.name);
  });
});
