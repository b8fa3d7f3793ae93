import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryDatabase } from '../db/database';
import { migrateToLatest, migratorOf } from '../db/migrate';
import type { Database } from '../db/schema';
import { businessFingerprint } from './fingerprint';
import {
  anyNaming,
  countOf,
  createDb,
  filter,
  find,
  findById,
  findByIds,
  insert,
  nextDocNo,
  nextFlowId,
  removeById,
  update,
  updateAll,
  type Db,
} from './store';
import { cartonByCode, skuByCode } from './lookup';
import { bindTables, flowLedgerSums, liveTables, purseLedgerSums, TABLE_NAMES, tableNameOf } from './tables';
import { checkInvariants } from './invariants';
import { balanceChangeCents, frozenChangeCents, toCents } from './money';
import { seededDb } from './reset';
import { boundOnce, drawnBatches, stockUp, TEST_DAY, seedWorkspaceDb } from './testing';
import { transact } from './tx';
import { applyMoves } from '../areas/inventory/stock-moves';
import { markApplied, wasApplied } from './effect';
import type { Actor } from '../services/contract';
import { previewSettlement } from '../areas/finance/settlement';
import type { InboundOrder, Rma } from './types/documents';
import type { Carrier, Warehouse } from './types/master';
import type { ReturnStrategy } from './types/sku';

// A db bound to a database keeps customers, warehouses, carriers, SKUs and their records as its
// tables' rows (tables.ts):
// the store answers them from there, in order, and takes them back when a transaction fails.

/** The demo data, seeded once for the file: each test takes a copy of its own. */
let seedOnce: Db | undefined;
async function seededCopy(): Promise<Db> {
  seedOnce ??= await seededDb({ today: TEST_DAY });
  return structuredClone(seedOnce);
}

/** The demo data with its documents bound to a database of its own (`db`), and kept as lists (`plain`). */
const boundSeed = boundOnce(seededCopy);
/** The demo data without its documents, likewise. */
const boundMasters = boundOnce(() => seedWorkspaceDb());

describe('the collections kept in tables', () => {
  let kysely: Kysely<Database>;
  let db: Db;
  let lists: Pick<Db, 'customers' | 'warehouses' | 'carriers'>;
  /** the db as the seed made it, its lists still lists */
  let plain: Db;

  beforeEach(async () => {
    ({ kysely, db, plain } = await boundMasters());
    lists = structuredClone({
      customers: plain.customers,
      warehouses: plain.warehouses,
      carriers: plain.carriers,
    });
    expect(lists.warehouses.length).toBeGreaterThan(3);
  });

  afterEach(async () => {
    await kysely.destroy();
  });

  const rowCount = async (table: 'customer' | 'warehouse' | 'carrier') =>
    (await kysely.selectFrom(table).select('id').execute()).length;

  it('takes the lists out of the db into rows, in their order', async () => {
    expect(Object.keys(db)).not.toContain('warehouses');
    expect(await rowCount('warehouse')).toBe(lists.warehouses.length);
    expect(await filter(db, 'customers')).toEqual(lists.customers);
    expect(await filter(db, 'warehouses')).toEqual(lists.warehouses);
    expect(await filter(db, 'carriers')).toEqual(lists.carriers);
    expect(plain.skus.length).toBeGreaterThan(100);
    expect(await filter(db, 'skus')).toEqual(plain.skus);
    // a second call finds no lists: the tables are left as they are
    await liveTables(db);
    expect(await filter(db, 'warehouses')).toEqual(lists.warehouses);
  });

  it('answers criteria from the columns, as the lists would', async () => {
    const active = lists.warehouses.filter((w) => w.status === 'ACTIVE' && w.kind === 'OFFICIAL');
    expect(active.length).toBeGreaterThan(0);
    expect(await filter(db, 'warehouses', { status: 'ACTIVE', kind: ['OFFICIAL'] })).toEqual(active);
    const own = lists.warehouses.filter((w) => w.ownerCustomerId === null);
    expect(await filter(db, 'warehouses', { ownerCustomerId: null })).toEqual(own);
    expect(await filter(db, 'warehouses', { status: [] })).toEqual([]);
    const lastMile = lists.carriers.find((c) => c.type === 'LAST_MILE');
    expect(await find(db, 'carriers', { type: 'LAST_MILE' })).toEqual(lastMile);
    const ids = [lists.customers[1].id, 'NOPE', lists.customers[0].id];
    expect(await findByIds(db, 'customers', ids)).toEqual([lists.customers[1], lists.customers[0]]);
    // a field without a column is not asked of a table: a programming error, said at once
    await expect(filter(db, 'warehouses', { name: 'x' })).rejects.toThrow(/no column/);
  });

  it('finds a customer’s SKU by its code, and holds each code once per customer', async () => {
    const sku = plain.skus[7];
    expect(await skuByCode(db, sku.customerId, sku.sku)).toEqual(sku);
    expect(await skuByCode(db, 'C999', sku.sku)).toBeUndefined();
    const approved = plain.skus.filter((s) => s.customerId === sku.customerId && s.status === 'APPROVED');
    expect(await filter(db, 'skus', { customerId: sku.customerId, status: 'APPROVED' })).toEqual(approved);
    // the table's constraint, behind the save's own check
    await expect(insert(db, 'skus', { ...sku, id: 'ZZ-COPY' })).rejects.toThrow();
  });

  it('keeps a SKU’s records in their tables, found by SKU and code, each rule of uniqueness held', async () => {
    for (const name of ['declarations', 'certificates', 'listings', 'cartons'] as const) {
      expect(plain[name].length).toBeGreaterThan(0);
      expect(await filter(db, name)).toEqual(plain[name]);
    }
    const declaration = plain.declarations[3];
    const ofSku = plain.declarations.filter((d) => d.skuId === declaration.skuId);
    expect(await filter(db, 'declarations', { skuId: declaration.skuId })).toEqual(ofSku);
    const carton = plain.cartons[0];
    expect(await cartonByCode(db, carton.customerId, carton.cartonSku)).toEqual(carton);
    expect(await cartonByCode(db, 'C999', carton.cartonSku)).toBeUndefined();
    // the constraints, behind the saves' own checks (business.md §2–§4)
    await expect(insert(db, 'declarations', { ...declaration, id: 'ZZ-DC' })).rejects.toThrow();
    await expect(insert(db, 'cartons', { ...carton, id: 'ZZ-CTN' })).rejects.toThrow();
    await expect(insert(db, 'listings', { ...plain.listings[0], id: 'ZZ-LS' })).rejects.toThrow();
    // the demo data has no return strategies: a SKU's is found by customer and code (the removal of a
    // draft SKU asks so), the default by its null code
    const strategy: ReturnStrategy = {
      id: 'RS-1',
      customerId: 'C001',
      name: 'Restock',
      scope: 'SKU',
      sku: carton.cartonSku,
      onGood: 'RESTOCK',
      onDefective: 'DESTROY',
      photoRequired: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const fallback = { ...strategy, id: 'RS-2', scope: 'CUSTOMER_DEFAULT' as const, sku: null };
    await insert(db, 'returnStrategies', strategy);
    await insert(db, 'returnStrategies', fallback);
    const mine = { customerId: 'C001', sku: carton.cartonSku };
    expect(await filter(db, 'returnStrategies', mine)).toEqual([strategy]);
    expect(await filter(db, 'returnStrategies', { customerId: 'C001', sku: null })).toEqual([fallback]);
  });

  it('keeps the stock balances as rows the database refuses below zero, written by the stock effect', async () => {
    const sku = plain.skus.find((s) => s.customerId === 'C001' && s.status === 'APPROVED');
    if (!sku) throw new Error('the demo data has an approved SKU of C001');
    const source = {
      customerId: 'C001',
      warehouseCode: 'USEA',
      docType: 'ADJUSTMENT' as const,
      docNo: 'ADJ-T',
      operator: 'test',
      at: '2026-11-02T00:00:00.000Z',
    };
    // the first move of a SKU into a warehouse makes its balance row
    await applyMoves(db, 'test:found', source, [
      { sku: sku.sku, bucket: 'available', qtyChange: 5, reason: 'ADJUSTMENT' },
    ]);
    const [balance] = await filter(db, 'balances', { customerId: 'C001', sku: sku.sku });
    expect(balance).toMatchObject({ warehouseCode: 'USEA', available: 5, reserved: 0, onHand: 5 });
    // the table's check, behind the effect's own
    await expect(update(db, 'balances', balance.id, { available: -1 })).rejects.toThrow();
    expect(await findById(db, 'balances', balance.id)).toEqual(balance);
    // two moves of one balance in one call: the second starts from what the first wrote
    const { entries } = await applyMoves(db, 'test:reserve-two', source, [
      { sku: sku.sku, bucket: 'available', qtyChange: -2, reason: 'OUTBOUND_RESERVE' },
      { sku: sku.sku, bucket: 'reserved', qtyChange: 2, reason: 'OUTBOUND_RESERVE' },
    ]);
    expect(entries.map((e) => [e.bucket, e.qtyBefore, e.qtyAfter])).toEqual([
      ['available', 5, 3],
      ['reserved', 0, 2],
    ]);
    expect(await findById(db, 'balances', balance.id)).toEqual({ ...balance, available: 3, reserved: 2 });
  });

  it('keeps a purse’s money beside it as whole cents, and the database refuses a negative hold', async () => {
    expect(await filter(db, 'purses')).toEqual(plain.purses);
    const purse = plain.purses[0];
    const changed = await update(db, 'purses', purse.id, { balance: -12.34, creditLimit: 1000.1 });
    expect(changed).toMatchObject({ balance: -12.34, creditLimit: 1000.1 });
    const row = await kysely
      .selectFrom('purse')
      .select(['balance_cents', 'frozen_cents', 'credit_limit_cents'])
      .where('id', '=', purse.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ balance_cents: -1234, frozen_cents: 0, credit_limit_cents: 100010 });
    await expect(update(db, 'purses', purse.id, { frozen: -0.01 })).rejects.toThrow();
    // an amount is not a criterion (its column is in cents)
    await expect(filter(db, 'purses', { balance: 0 })).rejects.toThrow(/no column/);
  });

  it('writes through the store, and a record read is a copy of its row', async () => {
    const first = lists.warehouses[0];
    const read = (await findById(db, 'warehouses', first.id))!;
    read.name = 'changed in hand';
    expect((await findById(db, 'warehouses', first.id))!.name).toBe(first.name);

    const updated = await update(db, 'warehouses', first.id, { name: 'Renamed' });
    expect(updated).toEqual({ ...first, name: 'Renamed' });
    expect(await findById(db, 'warehouses', first.id)).toEqual(updated);

    const added: Carrier = { ...lists.carriers[0], id: 'ZZ-NEW', code: 'ZZ-NEW' };
    await insert(db, 'carriers', added);
    expect((await filter(db, 'carriers')).at(-1)).toEqual(added);
    await expect(insert(db, 'carriers', added)).rejects.toThrow(/duplicate id/);

    expect(await removeById(db, 'carriers', added.id)).toBe(true);
    expect(await removeById(db, 'carriers', added.id)).toBe(false);
    expect(await filter(db, 'carriers')).toEqual(lists.carriers);
  });

  it('takes back every row a failed transaction wrote, and only an inner one’s when it alone fails', async () => {
    const [first, second] = lists.warehouses;
    const extra: Warehouse = { ...first, id: 'ZZWH', code: 'ZZWH' };
    await expect(
      transact(db, async () => {
        await insert(db, 'warehouses', extra);
        await update(db, 'warehouses', first.id, { name: 'Renamed' });
        await removeById(db, 'warehouses', second.id);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await filter(db, 'warehouses')).toEqual(lists.warehouses);

    await transact(db, async () => {
      await update(db, 'warehouses', first.id, { name: 'Kept' });
      await expect(
        transact(db, async () => {
          await insert(db, 'warehouses', extra);
          await removeById(db, 'warehouses', second.id);
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
    });
    expect(await filter(db, 'warehouses')).toEqual(
      lists.warehouses.map((w) => (w.id === first.id ? { ...w, name: 'Kept' } : w)),
    );
  });

  it('takes document numbers from the counter rows, and gives one back when its transaction fails', async () => {
    expect(Object.keys(db)).not.toContain('counters');
    expect(await nextDocNo(db, 'ZZ', TEST_DAY)).toBe('ZZ20261122-0001');
    expect(await nextDocNo(db, 'ZZ', TEST_DAY)).toBe('ZZ20261122-0002');
    await expect(
      transact(db, async () => {
        expect(await nextDocNo(db, 'ZZ', TEST_DAY)).toBe('ZZ20261122-0003');
        expect(await nextDocNo(db, 'ZY', TEST_DAY)).toBe('ZY20261122-0001');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await kysely.selectFrom('doc_counter').selectAll().orderBy('key').execute()).toEqual([
      { key: 'ZZ20261122', value: 2 },
    ]);
    expect(await nextDocNo(db, 'ZZ', TEST_DAY)).toBe('ZZ20261122-0003');
  });

  it('takes the stock flow’s ids after its rows; a failed call takes back the counter row it made', async () => {
    // the flow's counter starts after the rows its table holds, never at 1: its undo must still know
    // it made the row (a refused first stock move left `FL` behind, and the data changed)
    const sku = plain.skus.find((s) => s.customerId === 'C001' && s.status === 'APPROVED');
    if (!sku) throw new Error('the seed has no approved SKU of C001');
    await stockUp(db, sku.sku, 5);
    // the rows stay, their counter goes (as after a move from a list, or a database older than it)
    await kysely.deleteFrom('doc_counter').where('key', '=', 'FL').execute();
    const rows = (await kysely.selectFrom('stock_flow').select('id').execute()).length;
    expect(rows).toBeGreaterThan(0);
    const before = await businessFingerprint(db);
    await expect(
      transact(db, async () => {
        expect(await nextFlowId(db)).toBe(`FL${String(rows + 1).padStart(8, '0')}`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await kysely.selectFrom('doc_counter').selectAll().where('key', '=', 'FL').execute()).toEqual([]);
    expect(await businessFingerprint(db)).toBe(before);
    expect(await nextFlowId(db)).toBe(`FL${String(rows + 1).padStart(8, '0')}`);
    expect(await nextFlowId(db)).toBe(`FL${String(rows + 2).padStart(8, '0')}`);
  });

  it('moves the counters a db holds into their rows', async () => {
    const other = structuredClone(plain);
    other.counters.set('OB20261121', 7);
    bindTables(other, { executor: () => kysely });
    await liveTables(other);
    expect(await kysely.selectFrom('doc_counter').selectAll().execute()).toEqual([
      { key: 'OB20261121', value: 7 },
    ]);
    expect(await nextDocNo(other, 'OB', Date.UTC(2026, 10, 21))).toBe('OB20261121-0008');
  });

  it('prints a fingerprint that any write changes and undoing it restores', async () => {
    const before = await businessFingerprint(db);
    await update(db, 'customers', lists.customers[0].id, { name: 'Other' });
    expect(await businessFingerprint(db)).not.toBe(before);
    await update(db, 'customers', lists.customers[0].id, { name: lists.customers[0].name });
    expect(await businessFingerprint(db)).toBe(before);
    await nextDocNo(db, 'ZZ', TEST_DAY);
    expect(await businessFingerprint(db)).not.toBe(before);
  });
});

describe('rows written in bulk (a first start, a reset)', () => {
  it('are the rows the store writes one record at a time', async () => {
    const tables = TABLE_NAMES.map((collection) => [collection, tableNameOf(collection)] as const);
    // every kind of record, 300 of each (one at a time through the store is slow)
    const seeded = await seededCopy();
    seeded.outboundBatches.push(...(await drawnBatches(seeded)));
    // the seed writes no audit entry (no call made it): one as a call writes it
    seeded.auditEvents.push({
      id: 'AE1',
      at: '2026-11-22T08:00:00.000Z',
      accountId: '3',
      accountName: 'seller',
      side: 'customer',
      role: 'admin',
      actorCustomerId: 'C001',
      call: 'Sku/Save',
      document: 'LAMP-1',
      subjects: ['sku-1', 'LAMP-1'],
      customerIds: ['C001'],
      address: '127.0.0.1',
      requestId: 'r-1',
      changes: [
        { collection: 'skus', id: 'sku-1', label: 'LAMP-1', customerId: 'C001', op: 'insert', fields: {} },
      ],
      more: 0,
    });
    for (const [collection] of tables) (seeded[collection] as unknown[]).splice(300);
    const bulk = memoryDatabase();
    await migrateToLatest(bulk);
    const inBulk = structuredClone(seeded);
    bindTables(inBulk, { executor: () => bulk });
    await liveTables(inBulk);
    const single = memoryDatabase();
    await migrateToLatest(single);
    const oneByOne = createDb();
    bindTables(oneByOne, { executor: () => single });
    await liveTables(oneByOne);
    for (const [collection] of tables)
      for (const record of seeded[collection]) await insert(oneByOne, collection, record as never);
    for (const [collection, table] of tables) {
      const rowsOf = async (into: Kysely<Database>) => {
        const rows = await into.selectFrom(table).selectAll().orderBy('seq').execute();
        // the same record, whichever wrote its JSON
        return rows.map((row) => ({ ...row, doc: JSON.parse(row.doc) as unknown }));
      };
      expect(seeded[collection].length, collection).toBeGreaterThan(0);
      expect(await rowsOf(bulk), collection).toEqual(await rowsOf(single));
    }
    await bulk.destroy();
    await single.destroy();
  });
});

describe('records changed alike', () => {
  it('are written in one statement, columns and JSON, and given back whole by a failed call', async () => {
    const { kysely, db, plain } = await boundSeed();
    const unbilled = plain.fees.filter((fee) => fee.billingStatus === 'UNBILLED').slice(0, 3);
    const ids = unbilled.map((fee) => fee.id);
    const billed = { billingStatus: 'BILLED' as const, settlementNo: 'ST20261101-0009' };
    const stored = async () =>
      (
        await kysely
          .selectFrom('fee')
          .select(['id', 'billing_status', 'settlement_no'])
          .where('id', 'in', ids)
          .orderBy('seq')
          .execute()
      ).map((row) => [row.id, row.billing_status, row.settlement_no]);
    await expect(
      transact(db, async () => {
        await updateAll(db, 'fees', ids, billed);
        expect(await stored()).toEqual(ids.map((id) => [id, 'BILLED', billed.settlementNo]));
        throw new Error('the call fails');
      }),
    ).rejects.toThrow('the call fails');
    expect(await findByIds(db, 'fees', ids)).toEqual(unbilled);
    expect(await stored()).toEqual(ids.map((id) => [id, 'UNBILLED', null]));
    await expect(updateAll(db, 'fees', [...ids, 'FE-none'], billed)).rejects.toThrow(/not every record/);
    await updateAll(db, 'fees', ids, billed);
    expect(await findByIds(db, 'fees', ids)).toEqual(unbilled.map((fee) => ({ ...fee, ...billed })));
    // and the array home alike
    await updateAll(plain, 'fees', ids, billed);
    expect(await findByIds(plain, 'fees', ids)).toEqual(await findByIds(db, 'fees', ids));
    await kysely.destroy();
  });
});

describe('the stock flow', () => {
  it('is append-only, each row adding up: its table refuses to change a row or take one that does not', async () => {
    const { kysely, db, plain } = await boundSeed();
    const first = plain.flow[0];
    await expect(update(db, 'flow', first.id, { remark: 'x' })).rejects.toThrow(/append-only/);
    await expect(
      kysely.updateTable('stock_flow').set({ qty_change: 1 }).where('id', '=', first.id).execute(),
    ).rejects.toThrow(/append-only/);
    const row = { ...first, id: 'FL-odd' };
    await expect(insert(db, 'flow', { ...row, qtyAfter: row.qtyAfter + 1 })).rejects.toThrow(/CHECK/i);
    await expect(insert(db, 'flow', { ...row, qtyBefore: 0, qtyChange: -1, qtyAfter: -1 })).rejects.toThrow(
      /CHECK/i,
    );
    expect(await findById(db, 'flow', first.id)).toEqual(first);
    await kysely.destroy();
  });

  it('is summed by the database as the invariants sum it over the list, and a balance that drifts is flagged', async () => {
    const { kysely, db, plain } = await boundSeed();
    expect(await flowLedgerSums(plain)).toBeUndefined();
    const summed = await flowLedgerSums(db);
    expect(summed?.faults).toEqual([]);
    const byBucket = new Map<string, number>();
    for (const entry of plain.flow) {
      const key = [entry.customerId, entry.warehouseCode, entry.sku, entry.bucket].join('|');
      byBucket.set(key, (byBucket.get(key) ?? 0) + entry.qtyChange);
    }
    expect(
      new Map(
        (summed?.sums ?? []).map((sum) => [
          [sum.customerId, sum.warehouseCode, sum.sku, sum.bucket].join('|'),
          sum.qty,
        ]),
      ),
    ).toEqual(byBucket);
    expect(await checkInvariants(db)).toEqual(await checkInvariants(plain));
    const balance = plain.balances.find((b) => b.available > 0);
    if (!balance) throw new Error('the seed has no stock');
    await update(db, 'balances', balance.id, {
      available: balance.available + 1,
      onHand: balance.onHand + 1,
    });
    expect((await checkInvariants(db)).map((v) => [v.rule, v.subject])).toEqual([
      ['FLOW_SUM', `${balance.id}|available`],
    ]);
    await kysely.destroy();
  });

  it('keeps every index of the tables it fills, set aside while the rows go in, and after a fill that fails', async () => {
    const kysely = memoryDatabase();
    await migrateToLatest(kysely);
    const indexes = async () =>
      (
        await sql<{
          name: string;
          sql: string;
        }>`select name, sql from sqlite_master where type = 'index' order by name`.execute(kysely)
      ).rows;
    const before = await indexes();
    expect(before.map((index) => index.name)).toContain('stock_flow_balance_bucket');
    const db = await seededCopy();
    // a row the table refuses, after thousands it took: the fill fails, and its transaction takes
    // back the rows and the indexes' absence with them
    const flow = db.flow;
    const refused = {
      ...flow[flow.length - 1],
      id: 'FL-refused',
      qtyAfter: -1,
      qtyBefore: -1 - flow[0].qtyChange,
    };
    flow.push({ ...refused, qtyChange: flow[0].qtyChange });
    await expect(
      kysely.transaction().execute(async (trx) => {
        bindTables(db, { executor: () => trx });
        await liveTables(db);
      }),
    ).rejects.toThrow(/CHECK/i);
    expect((await kysely.selectFrom('stock_flow').select('id').execute()).length).toBe(0);
    expect(await indexes()).toEqual(before);
    flow.pop();
    bindTables(db, { executor: () => kysely });
    await liveTables(db);
    expect(await indexes()).toEqual(before);
    expect((await kysely.selectFrom('stock_flow').select('id').execute()).length).toBe(flow.length);
    await kysely.destroy();
  });

  it('numbers its rows on from those the table holds, and a failed call gives its numbers back', async () => {
    const kysely = memoryDatabase();
    await migrateToLatest(kysely);
    const db = await seededCopy();
    const count = db.flow.length;
    const number = (n: number) => `FL${String(n).padStart(8, '0')}`;
    expect(await nextFlowId(structuredClone(db))).toBe(number(count + 1));
    bindTables(db, { executor: () => kysely });
    await liveTables(db);
    await expect(
      transact(db, async () => {
        expect(await nextFlowId(db)).toBe(number(count + 1));
        expect(await nextFlowId(db)).toBe(number(count + 2));
        throw new Error('the call fails');
      }),
    ).rejects.toThrow('the call fails');
    expect(await nextFlowId(db)).toBe(number(count + 1));
    expect(await nextFlowId(db)).toBe(number(count + 2));
    expect((await kysely.selectFrom('stock_flow').select('id').execute()).length).toBe(count);
    await kysely.destroy();
  });
});

describe('the fee items', () => {
  it('keep what they charge: their table refuses to change it, whoever asks, and lets the billing change', async () => {
    const { kysely, db, plain } = await boundSeed();
    const unbilled = plain.fees.find((fee) => fee.billingStatus === 'UNBILLED');
    if (!unbilled) throw new Error('the seed has no unbilled fee');
    await expect(update(db, 'fees', unbilled.id, { amount: 0.01 })).rejects.toThrow(
      /only changes its billing/,
    );
    await expect(update(db, 'fees', unbilled.id, { customerId: 'C999' })).rejects.toThrow(
      /only changes its billing/,
    );
    await expect(
      kysely.updateTable('fee').set({ amount_cents: 1 }).where('id', '=', unbilled.id).execute(),
    ).rejects.toThrow(/only changes its billing/);
    // billed without a statement, or a statement on an unbilled item: refused
    await expect(update(db, 'fees', unbilled.id, { billingStatus: 'BILLED' })).rejects.toThrow(/CHECK/i);
    expect(await findById(db, 'fees', unbilled.id)).toEqual(unbilled);
    const billed = { billingStatus: 'BILLED' as const, settlementNo: 'ST20261001-0001' };
    expect(await update(db, 'fees', unbilled.id, billed)).toEqual({ ...unbilled, ...billed });
    expect(await findById(db, 'fees', unbilled.id)).toEqual({ ...unbilled, ...billed });
    await kysely.destroy();
  });
});

describe('the purse ledger', () => {
  it('is append-only: its table refuses to change a row, whoever asks', async () => {
    const { kysely, db, plain } = await boundSeed();
    const first = plain.purseTransactions[0];
    await expect(update(db, 'purseTransactions', first.id, { amount: 1 })).rejects.toThrow(/append-only/);
    await expect(
      kysely.updateTable('purse_transaction').set({ amount_cents: 1 }).where('id', '=', first.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await findById(db, 'purseTransactions', first.id)).toEqual(first);
    await kysely.destroy();
  });

  it("gives a settlement's figures summed by the database as over the list, for every customer and month", async () => {
    const { kysely, db, plain } = await boundSeed();
    const operator: Actor = { accountId: 'u0', name: 'admin', role: 'operator', customerId: null };
    // the months after the seed's last closed statement (an earlier one overlaps it: 409 in both)
    const months = [
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-20'],
      ['2026-10-15', '2026-11-21'],
    ];
    let figures = 0;
    for (const { id } of plain.customers)
      for (const [from, to] of months) {
        const fromList = await previewSettlement(plain, operator, id, from, to);
        expect(await previewSettlement(db, operator, id, from, to), `${id} ${from}`).toEqual(fromList);
        if (fromList.ok && fromList.value.openingBalance !== 0 && fromList.value.recharges !== 0)
          figures += 1;
      }
    // the periods held money, not only zeros
    expect(figures).toBeGreaterThan(3);
    await kysely.destroy();
  });

  it('is summed by the database as the invariants sum it over the list, and a purse that drifts is flagged', async () => {
    const { kysely, db, plain } = await boundSeed();
    expect(await purseLedgerSums(plain)).toBeUndefined();
    const sums = await purseLedgerSums(db);
    expect(sums?.length).toBe(
      new Set(plain.purseTransactions.map((tx) => `${tx.customerId}|${tx.currency}`)).size,
    );
    for (const sum of sums ?? []) {
      const ledger = plain.purseTransactions.filter(
        (tx) => tx.customerId === sum.customerId && tx.currency === sum.currency,
      );
      const cents = (tx: (typeof ledger)[number]) => toCents(tx.amount);
      expect(sum).toEqual({
        customerId: sum.customerId,
        currency: sum.currency,
        balanceCents: ledger.reduce((total, tx) => total + balanceChangeCents(tx.type, cents(tx)), 0),
        frozenCents: ledger.reduce((total, tx) => total + frozenChangeCents(tx.type, cents(tx)), 0),
        lastBalanceAfterCents: toCents(ledger[ledger.length - 1].balanceAfter),
      });
    }
    expect(await checkInvariants(db)).toEqual(await checkInvariants(plain));
    const purse = plain.purses[0];
    await update(db, 'purses', purse.id, { balance: purse.balance + 1, frozen: purse.frozen + 2 });
    expect((await checkInvariants(db)).map((v) => [v.rule, v.subject])).toEqual([
      ['PURSE_SUM', purse.id],
      ['PURSE_FROZEN', purse.id],
      ['PURSE_LAST_BALANCE', purse.id],
    ]);
    await kysely.destroy();
  });
});

describe('the list columns added to tables that already held rows (migration 0009)', () => {
  it('are filled from each row as the store itself would write them', async () => {
    const tables = [
      'customer',
      'warehouse',
      'carrier',
      'sku',
      'declaration',
      'certificate',
      'listing',
      'carton',
      'return_strategy',
      'balance',
      'purse',
    ] as const;
    const everyRow = async (into: Kysely<Database>) => {
      const held: Record<string, unknown[]> = {};
      for (const table of tables)
        held[table] = await into.selectFrom(table).selectAll().orderBy('id').execute();
      return held;
    };
    // the rows as the store writes them at the latest version
    const latest = memoryDatabase();
    await migrateToLatest(latest);
    const seeded = await seededCopy();
    bindTables(seeded, { executor: () => latest });
    await liveTables(seeded);
    const written = await everyRow(latest);
    expect(written.balance.length).toBeGreaterThan(100);

    // the same rows in a database still at 0008, with only the columns it had, then migrated
    const older = memoryDatabase();
    await migratorOf(older).migrateTo('0008_purse');
    for (const table of tables) {
      const { columns } = (await older.introspection.getTables()).find((t) => t.name === table)!;
      const names = columns.map((column) => column.name);
      const rows = (written[table] as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(names.map((name) => [name, row[name]])),
      );
      for (let at = 0; at < rows.length; at += 200)
        await (older as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .insertInto(table)
          .values(rows.slice(at, at + 200))
          .execute();
    }
    await migrateToLatest(older);
    expect(await everyRow(older)).toEqual(written);
    await latest.destroy();
    await older.destroy();
  });
});

describe('the finance documents', () => {
  it('find a recharge by its bank reference as compared (derived), and refuse a transfer claimed twice', async () => {
    const { kysely, db, plain } = await boundSeed();
    const claimed = plain.recharges.find((r) => r.bankRefNo !== '' && r.status === 'CREDITED');
    if (!claimed) throw new Error('the seed has no credited bank transfer');
    // the same criteria in both homes: the array computes the derived field, the table has its column
    const asTyped = { customerId: claimed.customerId, bankRefKey: claimed.bankRefNo.toUpperCase() };
    expect(await filter(db, 'recharges', asTyped)).toEqual([claimed]);
    expect(await filter(plain, 'recharges', asTyped)).toEqual([claimed]);
    expect(await filter(db, 'recharges', { ...asTyped, bankRefKey: ` ${claimed.bankRefNo} ` })).toEqual([]);

    const again = {
      ...claimed,
      id: 'RC-again',
      rechargeNo: 'RC-again',
      status: 'PENDING_REVIEW' as const,
      bankRefNo: ` ${claimed.bankRefNo.toLowerCase()} `,
    };
    await expect(insert(db, 'recharges', again)).rejects.toThrow(/UNIQUE/i);
    // a withdrawn recharge no longer claims its transfer; another customer's is its own
    await insert(db, 'recharges', { ...again, status: 'WITHDRAWN' });
    await insert(db, 'recharges', { ...again, id: 'RC-other', rechargeNo: 'RC-other', customerId: 'C999' });
    // and a withdrawn one may not claim it back while the first still does
    await expect(update(db, 'recharges', again.id, { status: 'PENDING_REVIEW' })).rejects.toThrow(/UNIQUE/i);
    await expect(
      insert(db, 'recharges', {
        ...again,
        id: 'RC-dup',
        rechargeNo: claimed.rechargeNo,
        status: 'WITHDRAWN',
      }),
    ).rejects.toThrow(/UNIQUE/i);
    await kysely.destroy();
  });

  it("refuse a customer's second settlement of the same first or last day", async () => {
    const { kysely, db, plain } = await boundSeed();
    const first = plain.settlements[0];
    const copy = (id: string, patch: Partial<typeof first>) => ({ ...first, id, settlementNo: id, ...patch });
    await expect(insert(db, 'settlements', copy('ST-a', { periodTo: '2099-01-01' }))).rejects.toThrow(
      /UNIQUE/i,
    );
    await expect(insert(db, 'settlements', copy('ST-b', { periodFrom: '1999-01-01' }))).rejects.toThrow(
      /UNIQUE/i,
    );
    await expect(
      insert(db, 'settlements', copy('ST-c', { periodFrom: '2099-02-01', periodTo: '2099-01-01' })),
    ).rejects.toThrow(/CHECK/i);
    await insert(db, 'settlements', copy('ST-d', { customerId: 'C999' }));
    expect(await filter(db, 'settlements', { customerId: 'C999' })).toEqual([
      copy('ST-d', { customerId: 'C999' }),
    ]);
    await kysely.destroy();
  });
});

describe('the inbound orders', () => {
  it('answer counts, the SKUs their boxes name and their exceptions from columns, as their list does', async () => {
    const { kysely, db, plain } = await boundSeed();
    const open: InboundOrder['status'][] = ['PENDING_REVIEW', 'APPROVED', 'IN_TRANSIT', 'ARRIVED'];
    for (const customerId of ['C001', 'C002']) {
      const criteria = { customerId, status: open };
      const counted = plain.inbounds.filter((o) => o.customerId === customerId && open.includes(o.status));
      expect(counted.length).toBeGreaterThan(0);
      expect(await countOf(db, 'inbounds', criteria)).toBe(counted.length);
      expect(await countOf(plain, 'inbounds', criteria)).toBe(counted.length);
      const named = counted[0].boxes[0].lines[0].sku;
      for (const home of [db, plain]) {
        expect(await anyNaming(home, 'inbounds', criteria, 'boxes.lines.sku', ['NONE', named])).toBe(true);
        // a SKU is named whole: not a part of one, nor one in another customer's orders
        expect(await anyNaming(home, 'inbounds', criteria, 'boxes.lines.sku', [named.slice(1)])).toBe(false);
        expect(await anyNaming(home, 'inbounds', criteria, 'boxes.lines.sku', [])).toBe(false);
      }
    }
    const holding = plain.inbounds.filter((o) => o.exceptions.length > 0);
    expect(holding.length).toBeGreaterThan(0);
    expect(await filter(db, 'inbounds', { hasExceptions: 1 })).toEqual(holding);
    expect(await filter(plain, 'inbounds', { hasExceptions: 1 })).toEqual(holding);
    await kysely.destroy();
  });

  it.each([
    ['inbounds', 'inboundNo'],
    ['rmas', 'rmaNo'],
  ] as const)(
    "%s: refuse a customer's reference number held by another not cancelled",
    async (name, numbered) => {
      const { kysely, db, plain } = await boundSeed();
      const held = (plain[name] as (InboundOrder | Rma)[]).find(
        (o) => o.referenceNo !== '' && o.status !== 'CANCELLED',
      );
      if (!held) throw new Error(`the seed has no ${name} with a reference`);
      const copyOf = (id: string, patch: object = {}) =>
        ({ ...held, id, [numbered]: id, status: 'DRAFT', ...patch }) as never;
      await expect(insert(db, name, copyOf('X-copy'))).rejects.toThrow(/UNIQUE/i);
      await insert(db, name, copyOf('X-copy', { status: 'CANCELLED' }));
      await expect(update(db, name, 'X-copy', { status: 'DRAFT' } as never)).rejects.toThrow(/UNIQUE/i);
      await insert(db, name, copyOf('X-other', { customerId: 'C999' }));
      await insert(db, name, copyOf('X-none', { referenceNo: '' }));
      await insert(db, name, copyOf('X-none2', { referenceNo: '' }));
      expect(await countOf(db, name, { referenceNo: '', customerId: held.customerId })).toBeGreaterThan(1);
      await kysely.destroy();
    },
  );
});

describe('the effects applied', () => {
  it('are rows of their keys: applied once, whoever asks, and taken back with a failed call', async () => {
    const kysely = memoryDatabase();
    await migrateToLatest(kysely);
    const db = await seededCopy();
    const plain = structuredClone(db);
    bindTables(db, { executor: () => kysely });
    await liveTables(db);
    expect(db).not.toHaveProperty('appliedEffects');
    const known = [...plain.appliedEffects][0];
    if (known === undefined) throw new Error('the seed applied no effect');
    // the table answers as the set does
    for (const home of [db, plain]) {
      expect(await wasApplied(home, known)).toBe(true);
      expect(await wasApplied(home, 'IB-X:approve')).toBe(false);
    }
    await expect(
      transact(db, async () => {
        await markApplied(db, 'IB-X:approve');
        expect(await wasApplied(db, 'IB-X:approve')).toBe(true);
        throw new Error('the call fails');
      }),
    ).rejects.toThrow('the call fails');
    expect(await wasApplied(db, 'IB-X:approve')).toBe(false);
    await transact(db, async () => await markApplied(db, 'IB-X:approve'));
    expect(await wasApplied(db, 'IB-X:approve')).toBe(true);
    expect(await wasApplied(db, known)).toBe(true);
    // a second process applying the same effect at once is refused by the key
    await expect(
      kysely.insertInto('applied_effect').values({ key: 'IB-X:approve' }).execute(),
    ).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await kysely.destroy();
  });
});
