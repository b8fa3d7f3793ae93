import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { receiveInTransit, putaway, type Effect } from '../areas/inventory/effects';
import { memoryDatabase, sqliteKysely } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { SqlPersistence } from '../engine/sql-persistence';
import { seededSqlite } from '../engine/seeded-sqlite.test-support';
import { seededDb } from './reset';
import { createDb, filter, type Db } from './store';
import { bindTables, isBound, liveTables } from './tables';
import type { OutboundBatch } from './types/documents';

export const TEST_DAY = Date.UTC(2026, 10, 22);

/** A db bound to a database of its own, and that database. */
export interface Bound {
  kysely: Kysely<Database>;
  /** the db bound to `kysely`: its collections the tables' rows */
  db: Db;
  /** the same data kept as lists */
  plain: Db;
}

/**
 * `seed` bound to a database of its own in memory, built once per worker (migrating, then writing
 * the rows, takes up to a second or two): each call gets a copy of that database's bytes and of the
 * db bound to it, to change as it likes.
 */
export function boundOnce(seed: () => Promise<Db>): () => Promise<Bound> {
  let built: Promise<{ bytes: Buffer; db: Db; plain: Db }> | undefined;
  const build = async () => {
    const connection = new SQLite(':memory:');
    const kysely = sqliteKysely(connection);
    await migrateToLatest(kysely);
    const plain = await seed();
    const db = structuredClone(plain);
    bindTables(db, { executor: () => kysely });
    await liveTables(db);
    const bytes = connection.serialize();
    await kysely.destroy();
    return { bytes, db, plain };
  };
  return async () => {
    built ??= build();
    const { bytes, db: template, plain } = await built;
    const kysely = memoryDatabase(bytes);
    const db = structuredClone(template);
    bindTables(db, { executor: () => kysely });
    return { kysely, db, plain: structuredClone(plain) };
  };
}

const boundMasters = boundOnce(() => seededDb({ today: TEST_DAY, documents: false }));
const boundEmpty = boundOnce(async () => createDb());

/** The database of each db `testDb` or `emptyTestDb` bound to one of its own (`acceptAnyRows`). */
const databases = new WeakMap<Db, Kysely<Database>>();

async function boundFrom(bound: () => Promise<Bound>): Promise<Db> {
  const { db, kysely } = await bound();
  databases.set(db, kysely);
  return db;
}

/**
 * The seeded master data without documents (every stock and purse still empty), as the rows of an
 * in-memory SQLite database of its own.
 */
export async function testDb(): Promise<Db> {
  return await boundFrom(boundMasters);
}

/**
 * The same master data as the seed makes it, before it is written into a database: the lists of its
 * workspace (server/seed), for the tests of that workspace and of what writes it into tables.
 */
export const seedWorkspaceDb = (): Promise<Db> => seededDb({ today: TEST_DAY, documents: false });

/** A db holding nothing (`createDb`), bound as `testDb`'s. */
export async function emptyTestDb(): Promise<Db> {
  return await boundFrom(boundEmpty);
}

/**
 * Lets a db of `testDb` or `emptyTestDb` hold what only a fault could store, so a test can check
 * that the invariants find it: on SQLite its database (the test's own) then keeps no check
 * constraint and no trigger refusing a write (a bucket below zero, a ledger row rewritten); in memory the lists hold
 * anything already.
 */
export async function acceptAnyRows(db: Db): Promise<void> {
  const kysely = databases.get(db);
  if (!kysely) {
    if (isBound(db)) throw new Error('acceptAnyRows: a db bound to a database not of testDb or emptyTestDb');
    return;
  }
  await sql`pragma ignore_check_constraints = on`.execute(kysely);
  // the triggers that refuse a write (a ledger's row rewritten), not those that keep a tally
  const triggers = await sql<{ name: string }>`
    select name from sqlite_master where type = 'trigger' and sql like '%raise(%'`.execute(kysely);
  for (const { name } of triggers.rows) await sql`drop trigger ${sql.ref(name)}`.execute(kysely);
}

export const effectFor = (docNo: string, action: string, overrides: Partial<Effect> = {}): Effect => ({
  effectKey: `${docNo}:${action}`,
  customerId: 'C001',
  warehouseCode: 'USEA',
  docType: 'INBOUND',
  docNo,
  operator: 'admin',
  at: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

/** Puts `qty` good units of `sku` into available stock through the inbound effects. */
export async function stockUp(db: Db, sku: string, qty: number, docNo = `IB-${sku}-${qty}`): Promise<void> {
  await receiveInTransit(db, effectFor(docNo, 'approve'), [{ sku, qty }]);
  await putaway(db, effectFor(docNo, 'putaway'), [{ sku, expectedQty: qty, goodQty: qty, damagedQty: 0 }]);
}

/**
 * The engine's store on an in-memory SQLite database of the test's own (`SqlPersistence`, as the
 * service's), which fails on demand: its reads (`failReads` times, or for good with Infinity) and its
 * calls' commits (the transaction is rolled back after the call's task, as when the database cannot
 * commit). `commits` counts the write transactions it committed. While it
 * cannot be read, a copy of the seeded database stands in for it, as in the browser (`scratchCopy`),
 * unless `standIn` is false, as in the service.
 */
export class TestStore extends SqlPersistence {
  failReads = 0;
  failCommits = false;
  commits = 0;
  standIn = true;

  /** a copy of the worker's seeded database (the demo data in its tables), or an empty one, migrated */
  static async open(holding: 'demo data' | 'nothing' = 'demo data'): Promise<TestStore> {
    if (holding === 'demo data') return new TestStore(await seededSqlite());
    const kysely = memoryDatabase();
    await migrateToLatest(kysely);
    return new TestStore(kysely);
  }

  /** the database under the store, for a test's own look */
  get database(): Kysely<Database> {
    return this.kysely;
  }

  override async load(): Promise<unknown> {
    if (this.failReads > 0) {
      this.failReads -= 1;
      throw new Error('the database is busy');
    }
    return await super.load();
  }

  override async transaction<T>(task: () => Promise<T>): Promise<T> {
    const answer = await super.transaction(async () => {
      const result = await task();
      if (this.failCommits) throw new Error('the database could not commit');
      return result;
    });
    this.commits += 1;
    return answer;
  }

  async scratchCopy(): Promise<SqlPersistence | undefined> {
    if (!this.standIn) return undefined;
    const copy = await seededSqlite();
    this.copies.push(copy);
    return new SqlPersistence(copy);
  }

  private readonly copies: Kysely<Database>[] = [];

  async close(): Promise<void> {
    await this.kysely.destroy();
    for (const copy of this.copies) await copy.destroy();
  }
}

/**
 * Batches of the seed's orders, drawn (the seed makes none): each kind, status, route and size, the
 * warehouse's own (no customer) among them. Only tests of lists and rows ask for them.
 */
export async function drawnBatches(db: Db): Promise<OutboundBatch[]> {
  // mulberry32, seeded: the same batches every run
  let state = 7;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const orders = await filter(db, 'outbounds', { businessMode: 'WAREHOUSE_AND_DELIVERY' });
  return Array.from({ length: 40 }, (_, n): OutboundBatch => {
    const size = Math.floor(next() * 6);
    const picked = Array.from({ length: size }, () => orders[Math.floor(next() * orders.length)]);
    const first = picked[0] ?? orders[n];
    const at = new Date(TEST_DAY - Math.floor(next() * 60) * 86_400_000).toISOString();
    const batchNo = `OB${at.slice(0, 10).replaceAll('-', '')}-${String(n + 1).padStart(4, '0')}`;
    return {
      id: batchNo,
      batchNo,
      kind: next() < 0.5 ? 'LABEL_PRINT' : 'HANDOVER',
      customerId: next() < 0.2 ? null : first.customerId,
      warehouseCode: first.warehouseCode,
      carrierCode: first.carrierCode,
      orderIds: picked.map((o) => o.id),
      trackingNos: {},
      status: (['OPEN', 'PRINTED', 'HANDED_OVER'] as const)[Math.floor(next() * 3)],
      remark: next() < 0.5 ? '' : `pallet ${n}`,
      createdBy: 'admin',
      createdAt: at,
      updatedAt: at,
      printedAt: null,
      handedOverAt: null,
      actionLog: [],
    };
  });
}
