import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_VERSION, filter, update } from '../store/store';
import { TABLE_NAMES, tableNameOf } from '../store/tables';
import { seedWorkspaceDb } from '../store/testing';
import type { StoredUpload } from '../store/types/upload';
import { addUpload, changeUpload, uploadById } from '../store/uploads';
import {
  dataStatus,
  liveDb,
  NotSavedError,
  persistBusinessDbIn,
  serialized,
  storeFirstStart,
  takeDemoDataFrom,
  writing,
} from '../api/db-instance';
import { memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { SqlPersistence } from './sql-persistence';

// The engine on a database: customers, warehouses and carriers are its tables, not parts of the
// stored snapshot, from a first start and from a snapshot an older build stored with them as lists.

describe('the engine on a database keeps the masters in their tables', () => {
  let kysely: Kysely<Database>;
  let store: SqlPersistence;

  beforeEach(async () => {
    kysely = memoryDatabase();
    await migrateToLatest(kysely);
    store = new SqlPersistence(kysely);
    // the demo data as the engine is given it, plain lists, which it moves into its tables
    takeDemoDataFrom(() => seedWorkspaceDb());
  });

  afterEach(async () => {
    persistBusinessDbIn(null);
    takeDemoDataFrom();
    await kysely.destroy();
  });

  const rows = async () =>
    (await kysely.selectFrom('warehouse').select(['id', 'doc']).orderBy('seq').execute()).map(
      (row) => JSON.parse(row.doc) as { id: string; name: string },
    );

  it('writes the demo data’s masters as rows at a first start, and stores the rest without them', async () => {
    const seeded = await seedWorkspaceDb();
    persistBusinessDbIn(store);
    await liveDb();
    expect(await rows()).toEqual(seeded.warehouses);
    const stored = (await store.load()) as Record<string, unknown>;
    expect(stored.version).toBe(DB_VERSION);
    expect(stored).not.toHaveProperty('warehouses');
    expect(stored).not.toHaveProperty('customers');
    expect(stored).not.toHaveProperty('counters');
    expect(stored).not.toHaveProperty('skus');
    expect((await kysely.selectFrom('sku').select('id').execute()).length).toBe(seeded.skus.length);
    // and every other collection (the SKUs' records, stock and its flow, the purses, the ledgers, the documents)
    for (const collection of TABLE_NAMES) {
      const table = tableNameOf(collection);
      expect(stored).not.toHaveProperty(collection);
      const docs = await kysely.selectFrom(table).select('doc').orderBy('seq').execute();
      expect(docs.map((row) => JSON.parse(row.doc) as unknown)).toEqual(seeded[collection]);
    }
    // every collection is a table now, and so are the effects applied, the imported files and the
    // uploaded files: the snapshot keeps the data's version alone
    expect(Object.keys(stored).sort()).toEqual(['version']);
    const applied = await kysely.selectFrom('applied_effect').select('key').orderBy('key').execute();
    expect(applied.map((row) => row.key)).toEqual([...seeded.appliedEffects].sort());
  });

  it('moves the lists of an older build’s snapshot into the tables, and a change lands in its row', async () => {
    const older = { ...(await seedWorkspaceDb()), version: 9 };
    await store.save(older, 3);
    persistBusinessDbIn(store);
    const db = await liveDb();
    expect(await rows()).toEqual(older.warehouses);
    expect((await store.load()) as object).not.toHaveProperty('warehouses');

    const id = older.warehouses[0].id;
    await serialized(() =>
      writing(
        async (live) => await update(live, 'warehouses', id, { name: 'Renamed' }),
        () => true,
      ),
    );
    expect((await rows())[0]).toEqual({ ...older.warehouses[0], name: 'Renamed' });

    // another process (a new start) reads them from the table, not from the snapshot
    persistBusinessDbIn(new SqlPersistence(kysely));
    const again = await liveDb();
    expect(again).not.toBe(db);
    expect((await filter(again, 'warehouses'))[0].name).toBe('Renamed');
    expect(await filter(again, 'customers')).toEqual(older.customers);
  });

  it('keeps the tables’ rows aside with a snapshot it cannot use, before a fresh start replaces them', async () => {
    persistBusinessDbIn(store);
    await liveDb();
    const first = (await rows())[0];
    await serialized(() =>
      writing(
        async (live) => await update(live, 'warehouses', first.id, { name: 'Made by a user' }),
        () => true,
      ),
    );
    // a newer build's snapshot, which this build cannot read
    await store.save({ ...((await store.load()) as object), version: 99 }, (await store.revision()) + 1);
    persistBusinessDbIn(new SqlPersistence(kysely));
    await liveDb();
    const aside = (await store.keptAside()) as { reason: string; snapshot: Record<string, unknown> };
    expect(aside.reason).toBe('version');
    expect(aside.snapshot.version).toBe(99);
    expect((aside.snapshot.warehouses as { name: string }[])[0].name).toBe('Made by a user');
    expect(aside.snapshot.skus as unknown[]).toHaveLength((await seedWorkspaceDb()).skus.length);
    expect(aside.snapshot.counters).toBeInstanceOf(Map);
    // and the fresh start has the demo data's
    expect((await rows())[0].name).toBe(first.name);
  });

  it('leaves nothing of a call that failed in the tables', async () => {
    persistBusinessDbIn(store);
    await liveDb();
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    const id = before[0].id;
    await expect(
      serialized(() =>
        writing(
          async (live) => {
            await update(live, 'warehouses', id, { name: 'Half' });
            throw new Error('refused after writing');
          },
          () => true,
        ),
      ),
    ).rejects.toThrow('refused after writing');
    expect(await rows()).toEqual(before);
  });

  it('keeps an uploaded file as a row of `upload`, its bytes as they came; a call that fails keeps none', async () => {
    persistBusinessDbIn(store);
    await liveDb();
    const file = (id: string): StoredUpload => ({
      id,
      purpose: 'receipt',
      name: `${id}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 5,
      bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
      customerId: 'C001',
      docId: null,
      uploadedAt: '2026-01-01T00:00:00.000Z',
      uploadedBy: 'seller',
      voided: false,
    });
    await serialized(() =>
      writing(
        async (live) => await addUpload(live, file('UP-KEPT')),
        () => true,
      ),
    );
    await expect(
      serialized(() =>
        writing(
          async (live) => {
            await addUpload(live, file('UP-LOST'));
            throw new Error('refused after writing');
          },
          () => true,
        ),
      ),
    ).rejects.toThrow('refused after writing');
    const kept = await kysely.selectFrom('upload').selectAll().execute();
    expect(kept.map((row) => [row.id, row.mime_type, row.size_bytes, row.doc_id, row.voided])).toEqual([
      ['UP-KEPT', 'application/pdf', 5, null, 0],
    ]);
    expect(new Uint8Array(kept[0].bytes)).toEqual(file('UP-KEPT').bytes);
    // changed in place of the row; and read back whole, as it went in
    await serialized(() =>
      writing(
        async (live) => await changeUpload(live, 'UP-KEPT', { docId: 'R1' }),
        () => true,
      ),
    );
    expect(await uploadById(await liveDb(), 'UP-KEPT')).toEqual({ ...file('UP-KEPT'), docId: 'R1' });
    // nothing of it in the snapshot
    expect(await store.load()).not.toHaveProperty('uploads');
  });

  it('on the service, a call reads and writes the tables alone: no revision checked or bumped, no snapshot saved', async () => {
    persistBusinessDbIn(store);
    await liveDb();
    const state = async () =>
      (await kysely.selectFrom('engine_state').select(['key', 'value']).orderBy('key').execute()).map(
        (row) => [row.key, [...row.value].join(',')],
      );
    const before = await state();
    const revision = await store.revision();
    const first = (await rows())[0];
    await serialized(() =>
      writing(
        async (live) => await update(live, 'warehouses', first.id, { name: 'Straight to its row' }),
        () => true,
      ),
    );
    expect((await rows())[0].name).toBe('Straight to its row');
    expect(await store.revision()).toBe(revision);
    expect(await state()).toEqual(before);
    // a row another process wrote is what the next call reads: no copy stands in the way
    await kysely
      .updateTable('warehouse')
      .set({ doc: JSON.stringify({ ...first, name: 'Written elsewhere' }) })
      .where('id', '=', first.id)
      .execute();
    expect((await filter(await liveDb(), 'warehouses', { id: first.id }))[0].name).toBe('Written elsewhere');
  });

  it('a first start whose rows the database refuses answers from a copy in memory, refuses writes and says so', async () => {
    const seeded = await seedWorkspaceDb();
    // no room for the rows (a browser's quota): the database refuses them
    await sql`create trigger refuse_warehouse before insert on warehouse
      begin select raise(abort, 'the disk is full'); end`.execute(kysely);
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // the demo data in memory, as the browser's worker has it (`Persistence.scratchCopy`)
    const copy = memoryDatabase();
    await migrateToLatest(copy);
    await storeFirstStart(new SqlPersistence(copy), await seedWorkspaceDb());
    persistBusinessDbIn(Object.assign(store, { scratchCopy: async () => new SqlPersistence(copy) }));
    const db = await liveDb();
    expect(failed).toHaveBeenCalledOnce();
    expect((await dataStatus()).saveFailed).toBe(true);
    // nothing half written: not one table's rows, nor the snapshot
    expect(await rows()).toEqual([]);
    expect((await kysely.selectFrom('sku').select('id').execute()).length).toBe(0);
    expect(await store.holdsSnapshot()).toBe(false);
    // the reads answer from the copy; a write is refused, and nothing of it is kept
    expect(await filter(db, 'warehouses')).toEqual(seeded.warehouses);
    await expect(
      serialized(() =>
        writing(
          async (live) => await update(live, 'warehouses', seeded.warehouses[0].id, { name: 'Lost' }),
          () => true,
        ),
      ),
    ).rejects.toBeInstanceOf(NotSavedError);
    expect(await filter(db, 'warehouses')).toEqual(seeded.warehouses);
    // the next start, with room, writes them
    await sql`drop trigger refuse_warehouse`.execute(kysely);
    persistBusinessDbIn(store);
    await liveDb();
    expect(await rows()).toEqual(seeded.warehouses);
    expect((await dataStatus()).saveFailed).toBe(false);
    await copy.destroy();
  });
});
