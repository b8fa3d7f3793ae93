import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../areas/access/accounts';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { adoptLegacyAuthState, SqlAuthStorage } from './auth-storage';
import { encode } from './sql-persistence';

let db: Kysely<Database>;
beforeEach(async () => {
  db = memoryDatabase();
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

const tokens = async (storage: SqlAuthStorage) => Object.keys((await storage.read()).access).sort();

describe('the sign-in state in the database', () => {
  it('starts from the demo accounts, stores nothing until a change, and a change is read back', async () => {
    const storage = new SqlAuthStorage(db);
    expect((await storage.read()).accounts.map((a) => a.username)).toEqual(
      demoAccounts().map((a) => a.username),
    );
    expect(await db.selectFrom('auth_state').selectAll().execute()).toEqual([]);
    await storage.update((state) => {
      state.access.T1 = { familyId: 'F1', accountId: '1', expiresAt: 1 };
    });
    expect(await tokens(storage)).toEqual(['T1']);
    const [row] = await db.selectFrom('auth_state').selectAll().execute();
    expect(row.version).toBe(1);
  });

  it('is shared by every holder of the database: what one changes, the next read of another sees', async () => {
    // two storages, as two processes would hold: each its own parsed copy, neither trusted unchecked
    const one = new SqlAuthStorage(db);
    const other = new SqlAuthStorage(db);
    expect(await tokens(other)).toEqual([]);
    await one.update((state) => {
      state.access.T1 = { familyId: 'F1', accountId: '1', expiresAt: 1 };
    });
    expect(await tokens(other)).toEqual(['T1']);
    // changes made at once by both follow one another: none is lost
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : other).update((state) => {
          state.access[`T${i + 2}`] = { familyId: 'F1', accountId: '1', expiresAt: 1 };
        }),
      ),
    );
    expect(await tokens(one)).toHaveLength(21);
    expect(await tokens(other)).toEqual(await tokens(one));
  });

  it('keeps nothing of a change that throws', async () => {
    const storage = new SqlAuthStorage(db);
    await storage.update((state) => {
      state.access.T1 = { familyId: 'F1', accountId: '1', expiresAt: 1 };
    });
    await expect(
      storage.update((state) => {
        state.access.T2 = { familyId: 'F1', accountId: '1', expiresAt: 1 };
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await tokens(storage)).toEqual(['T1']);
    expect(await tokens(new SqlAuthStorage(db))).toEqual(['T1']);
  });

  it('forgets it on reset', async () => {
    const storage = new SqlAuthStorage(db);
    await storage.update((state) => {
      state.access.T1 = { familyId: 'F1', accountId: '1', expiresAt: 1 };
    });
    await storage.reset();
    expect(await tokens(storage)).toEqual([]);
  });

  it('adopts the state a build before 0021 kept in engine_state, once', async () => {
    const kept = {
      ...(await new SqlAuthStorage(db).read()),
      access: { OLD: { familyId: 'F', accountId: '1', expiresAt: 9 } },
    };
    await db
      .insertInto('engine_state')
      .values({ key: 'auth:outpost.mock.auth', value: encode(JSON.stringify(kept)) })
      .execute();
    await adoptLegacyAuthState(db);
    await adoptLegacyAuthState(db);
    expect(await tokens(new SqlAuthStorage(db))).toEqual(['OLD']);
    expect(
      await db.selectFrom('engine_state').select('key').where('key', 'like', 'auth:%').execute(),
    ).toEqual([]);
  });
});
