import { describe, expect, it } from 'vitest';
import { credit, postFee, purseOf } from '../areas/finance/effects';
import { freezeFunds, unfreezeFunds } from '../areas/finance/funds';
import { checkInvariants } from './invariants';
import { everyRecord, filter, find, removeById, update, type Db, type DocOf } from './store';
import { acceptAnyRows, effectFor, stockUp, testDb } from './testing';

async function consistentDb() {
  const db = await testDb();
  const sku = (await find(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))?.sku ?? '';
  await stockUp(db, sku, 5);
  await postFee(db, {
    ...effectFor('IB9', 'arrive'),
    currency: 'USD',
    business: 'INBOUND',
    feeCode: 'UNLOADING',
    quantity: 1,
    unit: 'ORDER',
    unitPrice: 20,
    tariffRule: { key: 'UNLOADING_PER_BOX', params: { loadType: 'PARCEL', perBox: 20, boxes: 1 } },
  });
  expect(await checkInvariants(db)).toEqual([]);
  return db;
}

/**
 * The first record of a collection, which the test spoils (`acceptAnyRows` first: a database's own
 * checks refuse what a fault alone could store).
 */
async function firstOf<N extends 'balances' | 'flow' | 'purses'>(db: Db, name: N): Promise<DocOf<N>> {
  const [first] = await everyRecord(db, name);
  if (!first) throw new Error(`no ${name} to spoil`);
  return first;
}

describe('invariants', () => {
  it('flag a negative bucket, a wrong onHand and a ledger that does not sum', async () => {
    const db = await consistentDb();
    await acceptAnyRows(db);
    const balance = await firstOf(db, 'balances');
    await update(db, 'balances', balance.id, { reserved: -1, onHand: balance.onHand + 3 });
    expect((await checkInvariants(db)).map((v) => v.rule).sort()).toEqual([
      'FLOW_SUM',
      'NEGATIVE_BUCKET',
      'ON_HAND',
    ]);
  });

  it('flag flow rows without a balance and rows whose arithmetic is wrong', async () => {
    const db = await consistentDb();
    await acceptAnyRows(db);
    await removeById(db, 'balances', (await firstOf(db, 'balances')).id);
    const row = await firstOf(db, 'flow');
    await update(db, 'flow', row.id, { qtyAfter: row.qtyAfter + 1 });
    expect(new Set((await checkInvariants(db)).map((v) => v.rule))).toEqual(
      new Set(['FLOW_SUM', 'FLOW_ROW']),
    );
  });

  it('flag a purse whose balance is not the sum of its transactions', async () => {
    const db = await consistentDb();
    await update(db, 'purses', (await firstOf(db, 'purses')).id, { balance: 0 });
    expect((await checkInvariants(db)).map((v) => [v.rule, v.subject])).toEqual([
      ['PURSE_SUM', 'C001|USD'],
      ['PURSE_LAST_BALANCE', 'C001|USD'],
    ]);
  });

  describe('a purse whose frozen amount must be what its FREEZE and UNFREEZE transactions hold', () => {
    async function heldDb() {
      const db = await consistentDb();
      const money = { currency: 'USD', source: 'RECHARGE' as const };
      await credit(db, { ...effectFor('RC1', 'recharge'), ...money, amount: 100 });
      await freezeFunds(db, { ...effectFor('RC1', 'freeze'), ...money, amount: 30 });
      await unfreezeFunds(db, { ...effectFor('RC1', 'unfreeze'), ...money, amount: 10 });
      return db;
    }

    it('holds when the purse keeps what was frozen less what was released', async () => {
      const db = await heldDb();
      expect((await purseOf(db, 'C001', 'USD')).frozen).toBe(20);
      expect(await checkInvariants(db)).toEqual([]);
    });

    it('is flagged when the frozen amount drifts from its ledger', async () => {
      const db = await heldDb();
      await update(db, 'purses', (await purseOf(db, 'C001', 'USD')).id, { frozen: 25 });
      expect(await checkInvariants(db)).toEqual([
        { rule: 'PURSE_FROZEN', subject: 'C001|USD', detail: 'ledger 20, frozen 25' },
      ]);
    });

    it('is flagged when the ledger releases more than it froze, even if the purse agrees', async () => {
      const db = await heldDb();
      await acceptAnyRows(db);
      const releases = await filter(db, 'purseTransactions', { type: 'UNFREEZE' });
      expect(releases).toHaveLength(1);
      await update(db, 'purseTransactions', releases[0].id, { amount: 40 });
      await update(db, 'purses', (await purseOf(db, 'C001', 'USD')).id, { frozen: -10 });
      expect(await checkInvariants(db)).toEqual([
        { rule: 'PURSE_FROZEN', subject: 'C001|USD', detail: 'ledger -10, frozen -10' },
      ]);
    });
  });
});
