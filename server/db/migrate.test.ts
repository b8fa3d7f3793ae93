import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from './database';
import { migrateToLatest, migratorOf } from './migrate';
import { migrations } from './migrations/index';
import { ORDERED_TABLES } from './migrations/0026_order_indexes';

describe('migrations', () => {
  it('bring an empty database to the latest schema, and a second run changes nothing', async () => {
    const db = memoryDatabase();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('engine_state');
    await db.destroy();
  });

  it('keep the data a database held under the previous version', async () => {
    const db = memoryDatabase();
    const names = Object.keys(migrations);
    const migrator = migratorOf(db);
    // every migration but the last, some data, then the last: the data is still there
    if (names.length > 1) await migrator.migrateTo(names[names.length - 2]);
    else await migrator.migrateTo(names[0]);
    await db
      .insertInto('engine_state')
      .values({ key: 'kept', value: new Uint8Array([1, 2, 3]) })
      .execute();
    await migrateToLatest(db);
    const row = await db.selectFrom('engine_state').selectAll().where('key', '=', 'kept').executeTakeFirst();
    expect(row && [...row.value]).toEqual([1, 2, 3]);
    await db.destroy();
  });

  it('give a recharge stored before 0020 the receipt it names, as its column', async () => {
    const db = memoryDatabase();
    await migratorOf(db).migrateTo('0019_applied_effect');
    const recharge = (id: string, receiptFile: string | null) => ({
      id,
      seq: 0,
      recharge_no: `RC-${id}`,
      customer_id: 'C001',
      reference_no: '',
      status: 'SUBMITTED',
      method: 'BANK_TRANSFER',
      currency: 'USD',
      declared_amount_cents: 100,
      bank_ref_key: '',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      doc: JSON.stringify({ id, receiptFile }),
    });
    await db
      .insertInto('recharge')
      .values([recharge('R1', 'UPSEEDRCPT000001'), { ...recharge('R2', null), seq: 1 }])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('recharge').select(['id', 'receipt_file']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'R1', receipt_file: 'UPSEEDRCPT000001' },
      { id: 'R2', receipt_file: null },
    ]);
    await db.destroy();
  });

  it('run all or none: one that fails half way leaves no table and no record behind', async () => {
    const db = memoryDatabase();
    const failing = {
      ...migrations,
      '9999_half': {
        up: async (into: Kysely<unknown>) => {
          await into.schema.createTable('half_made').addColumn('id', 'text').execute();
          throw new Error('stopped half way');
        },
      },
    };
    const migrator = new Migrator({ db, provider: { getMigrations: async () => failing } });
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toMatch(/stopped half way/);
    // the pending migrations ran in one transaction, taken back whole (SQLite has transactional DDL)
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(tables.rows.map((row) => row.name)).not.toContain('half_made');
    expect(tables.rows.map((row) => row.name)).not.toContain('sku');
    // and the next start runs them all
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    await db.destroy();
  });

  it('run down and up again', async () => {
    const db = memoryDatabase();
    await migrateToLatest(db);
    const { error } = await migratorOf(db).migrateDown();
    expect(error).toBeUndefined();
    await migrateToLatest(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from engine_state`.execute(db);
    expect(rows[0].n).toBe(0);
    await db.destroy();
  });

  it('index the order of every table that keeps one: appending a record reads the last entry, not every row', async () => {
    const db = memoryDatabase();
    await migrateToLatest(db);
    const ordered: string[] = [];
    for (const { name, columns } of await db.introspection.getTables())
      if (columns.some((column) => column.name === 'seq')) ordered.push(name);
    // (the tables made after 0026 index their own order alike)
    expect(ordered.sort()).toEqual([...ORDERED_TABLES, 'audit_event'].sort());
    for (const table of ordered) {
      // what insertRow asks before each append (tables.ts)
      const plan = await sql<{
        detail: string;
      }>`explain query plan select max(seq) from ${sql.table(table)}`.execute(db);
      expect(plan.rows.map((row) => row.detail).join('; ')).toMatch(
        new RegExp(`USING COVERING INDEX ${table}_order`),
      );
    }
    await db.destroy();
  });
});
