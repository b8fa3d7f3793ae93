import { Migrator, sql, type Kysely } from 'kysely';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusingConstraint } from '../../server/db/health';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { SqlPersistence } from '../../server/engine/sql-persistence';
import { IndexedDbPersistence } from '../../server/store/persistence';
import { carryOverIndexedDb } from './database';
import { waSqliteInMemory } from './wa-sqlite.test-support';

beforeAll(() => {
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('Kysely on the browser’s SQLite (wa-sqlite)', () => {
  it('runs the service’s migrations, once', async () => {
    const db = await waSqliteInMemory();
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('engine_state');
    expect(Object.keys(migrations).length).toBeGreaterThan(0);
    await db.destroy();
  });

  it('runs the pending migrations all or none: one that fails half way leaves nothing behind', async () => {
    // a tab closed, or a worker ended, during a first start's migrations must not leave a table
    // made and its migration unrecorded (every later start would fail on "already exists")
    const db = await waSqliteInMemory({ migrated: false });
    const failing = {
      ...migrations,
      '9999_half': {
        up: async (into: Kysely<unknown>) => {
          await into.schema.createTable('half_made').addColumn('id', 'text').execute();
          throw new Error('stopped half way');
        },
      },
    };
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => failing },
    }).migrateToLatest();
    expect(String(error)).toMatch(/stopped half way/);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(tables.rows.map((row) => row.name)).not.toContain('half_made');
    expect(tables.rows.map((row) => row.name)).not.toContain('sku');
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    await db.destroy();
  });

  it('binds and reads back text, bytes, numbers, booleans and nulls, and counts what a write changed', async () => {
    const db = await waSqliteInMemory();
    await sql`create table t (k text primary key, b blob, n real, f integer, z text)`.execute(db);
    const bytes = new Uint8Array([0, 255, 7]);
    const inserted = await sql`insert into t values (${'a'}, ${bytes}, ${1.5}, ${true}, ${null})`.execute(db);
    expect(inserted.numAffectedRows).toBe(1n);
    await sql`insert into t values (${'b'}, ${bytes}, ${2}, ${false}, ${'x'})`.execute(db);
    const { rows } = await sql<{ k: string; b: Uint8Array; n: number; f: number; z: string | null }>`
      select * from t order by k`.execute(db);
    expect(rows.map((row) => [row.k, [...row.b], row.n, row.f, row.z])).toEqual([
      ['a', [0, 255, 7], 1.5, 1, null],
      ['b', [0, 255, 7], 2, 0, 'x'],
    ]);
    const updated = await sql`update t set n = n + 1`.execute(db);
    expect(updated.numAffectedRows).toBe(2n);
    const returned = await sql<{ k: string }>`delete from t where k = ${'a'} returning k`.execute(db);
    expect(returned.rows).toEqual([{ k: 'a' }]);
    await db.destroy();
  });

  it('reports a write a constraint refused so that the app can tell it from a failure (409, not 500)', async () => {
    const db = await waSqliteInMemory();
    await db.insertInto('doc_counter').values({ key: 'OB20261201', value: 1 }).execute();
    const refused = await db
      .insertInto('doc_counter')
      .values({ key: 'OB20261201', value: 2 })
      .execute()
      .catch((error: unknown) => error);
    expect(refusingConstraint(refused)).toMatch(/UNIQUE constraint failed/);
    expect(refusingConstraint(new Error('disk I/O error'))).toBeUndefined();
    await db.destroy();
  });

  it('undoes every write of a transaction that throws', async () => {
    const db = await waSqliteInMemory();
    await expect(
      db.transaction().execute(async (tx) => {
        await tx
          .insertInto('engine_state')
          .values({ key: 'k', value: new Uint8Array([1]) })
          .execute();
        throw new Error('the step after the write failed');
      }),
    ).rejects.toThrow('the step after the write failed');
    expect(await db.selectFrom('engine_state').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});

describe('what an older build kept in IndexedDB', () => {
  const snapshot = {
    version: 7,
    counters: new Map([['OB20261128', 3]]),
    skus: [{ id: 'S1' }],
    outbounds: [],
  };

  it('moves into the database, its revision past the database’s, and leaves IndexedDB', async () => {
    const factory = new IDBFactory();
    const old = new IndexedDbPersistence(factory, undefined);
    await old.save(snapshot, 5);
    await old.keepAside({ unreadable: true });
    await old.close();
    const store = new SqlPersistence(await waSqliteInMemory());
    await store.save({ version: 7, skus: [{ id: 'S-NEWER-BUILD' }], outbounds: [] }, 8);
    expect(await carryOverIndexedDb(store, factory)).toBe(true);
    expect(await store.load()).toEqual(snapshot);
    expect(await store.revision()).toBe(9);
    expect(await store.keptAside()).toEqual({ unreadable: true });
    // emptied at once, deleted when no tab holds it: nothing to carry the next time either way
    expect(await carryOverIndexedDb(store, factory)).toBe(false);
    expect(await store.revision()).toBe(9);
    expect(await store.load()).toEqual(snapshot);
  });

  it('is emptied even while an older build’s tab keeps it open, and nothing waits for its deletion', async () => {
    const factory = new IDBFactory();
    const old = new IndexedDbPersistence(factory, undefined);
    await old.save(snapshot, 2);
    // `old` stays open, as a tab of the older build would: the deletion is blocked meanwhile
    const store = new SqlPersistence(await waSqliteInMemory());
    expect(await carryOverIndexedDb(store, factory)).toBe(true);
    expect(await old.holdsSnapshot()).toBe(false);
    expect(await store.load()).toEqual(snapshot);
    await old.close();
  });

  it('a snapshot an older build wrote whole is carried whole, for the engine to migrate or set aside', async () => {
    const factory = new IDBFactory();
    const old = new IndexedDbPersistence(factory, undefined);
    await old.save(['not', 'in', 'parts']);
    await old.close();
    const store = new SqlPersistence(await waSqliteInMemory());
    expect(await carryOverIndexedDb(store, factory)).toBe(true);
    expect(await store.load()).toEqual(['not', 'in', 'parts']);
    expect(await store.revision()).toBe(2);
  });
});
