import { describe, expect, it } from 'vitest';
import { EffectError } from '../store/effect';
import { credit, postFee, type FeeInput } from '../areas/finance/effects';
import {
  cancelInTransit,
  moveStock,
  putaway,
  receiveInTransit,
  release,
  reserve,
  returnPutaway,
  ship,
} from '../areas/inventory/effects';
import { balanceId } from '../store/ids';
import { checkInvariants } from '../store/invariants';
import { countOf, everyRecord, find, findById, type Db } from '../store/store';
import { effectFor, stockUp, testDb } from '../store/testing';
import { approvedSkus, snapshotOf } from './testing';

const bucketsOf = async (db: Db, sku: string, customerId = 'C001', warehouseCode = 'USEA') => {
  const balance = await findById(db, 'balances', balanceId(customerId, warehouseCode, sku));
  if (!balance) return undefined;
  const { inTransit, available, reserved, unsellable, frozen, shipped, onHand } = balance;
  return { inTransit, available, reserved, unsellable, frozen, shipped, onHand };
};

const approvedSku = async (db: Db, index = 0): Promise<string> => {
  const code = (await approvedSkus(db))[index];
  if (code === undefined) throw new Error(`C001 has no approved SKU #${index}`);
  return code;
};

async function refused(db: Db, act: () => Promise<unknown>, code: EffectError['code']) {
  const before = await snapshotOf(db);
  let error: unknown;
  try {
    await act();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(EffectError);
  expect((error as EffectError).code).toBe(code);
  expect(await snapshotOf(db)).toBe(before);
}

describe('inventory effects', () => {
  it('moves the buckets of §10 for inbound, outbound and returns', async () => {
    const db = await testDb();
    const sku = await approvedSku(db);
    await receiveInTransit(db, effectFor('IB1', 'approve'), [{ sku, qty: 10 }]);
    expect(await bucketsOf(db, sku)).toMatchObject({ inTransit: 10, available: 0, onHand: 0 });
    await putaway(db, effectFor('IB1', 'putaway'), [{ sku, expectedQty: 10, goodQty: 7, damagedQty: 2 }]);
    expect(await bucketsOf(db, sku)).toMatchObject({ inTransit: 0, available: 7, unsellable: 2, onHand: 9 });
    const outbound = { docType: 'OUTBOUND' as const };
    await reserve(db, effectFor('OB1', 'submit', outbound), [{ sku, qty: 5 }]);
    expect(await bucketsOf(db, sku)).toMatchObject({ available: 2, reserved: 5, onHand: 9 });
    await release(db, effectFor('OB1', 'cancel', outbound), [{ sku, qty: 1 }]);
    await ship(db, effectFor('OB1', 'ship', outbound), [{ sku, qty: 4 }]);
    expect(await bucketsOf(db, sku)).toMatchObject({
      available: 3,
      reserved: 0,
      shipped: 4,
      unsellable: 2,
      onHand: 5,
    });
    await returnPutaway(db, effectFor('RMA1', 'process', { docType: 'RMA' }), [
      { sku, goodQty: 1, defectiveQty: 1 },
    ]);
    expect(await bucketsOf(db, sku)).toMatchObject({ available: 4, unsellable: 3, onHand: 7 });
    await receiveInTransit(db, effectFor('IB2', 'approve'), [{ sku, qty: 3 }]);
    await cancelInTransit(db, effectFor('IB2', 'cancel'), [{ sku, qty: 3 }]);
    expect(await bucketsOf(db, sku)).toMatchObject({ inTransit: 0 });
    const flow = await everyRecord(db, 'flow');
    const reasons = flow.map((f) => `${f.reason}:${f.bucket}:${f.qtyChange}`);
    expect(reasons.slice(0, 4)).toEqual([
      'INBOUND_IN_TRANSIT:inTransit:10',
      'INBOUND_PUTAWAY:inTransit:-10',
      'INBOUND_PUTAWAY:available:7',
      'INBOUND_PUTAWAY:unsellable:2',
    ]);
    expect(flow[2]).toMatchObject({ docNo: 'IB1', qtyBefore: 0, qtyAfter: 7, operator: 'admin' });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses a move below zero and writes nothing, even when an earlier line of it would pass', async () => {
    const db = await testDb();
    const [a, b] = [await approvedSku(db, 0), await approvedSku(db, 1)];
    await stockUp(db, a, 5);
    await stockUp(db, b, 1);
    const outbound = effectFor('OB2', 'submit', { docType: 'OUTBOUND' });
    await refused(
      db,
      async () =>
        await reserve(db, outbound, [
          { sku: a, qty: 5 },
          { sku: b, qty: 2 },
        ]),
      'NEGATIVE_STOCK',
    );
    await refused(
      db,
      async () =>
        await reserve(db, outbound, [
          { sku: a, qty: 3 },
          { sku: a, qty: 3 },
        ]),
      'NEGATIVE_STOCK',
    );
    await refused(db, async () => await ship(db, outbound, [{ sku: a, qty: 1 }]), 'NEGATIVE_STOCK');
    await refused(db, async () => await reserve(db, outbound, [{ sku: a, qty: -1 }]), 'INVALID_QUANTITY');
    await refused(db, async () => await reserve(db, outbound, [{ sku: a, qty: 1.5 }]), 'INVALID_QUANTITY');
    await refused(
      db,
      async () => await reserve(db, outbound, [{ sku: 'NO-SUCH-SKU', qty: 1 }]),
      'UNKNOWN_SKU',
    );
    await refused(
      db,
      async () => await reserve(db, { ...outbound, warehouseCode: 'NOPE' }, [{ sku: a, qty: 1 }]),
      'UNKNOWN_WAREHOUSE',
    );
    await refused(
      db,
      async () => await reserve(db, { ...outbound, customerId: 'C002' }, [{ sku: a, qty: 1 }]),
      'UNKNOWN_SKU',
    );
    await refused(
      db,
      async () =>
        await moveStock(db, { ...outbound, sku: a, bucket: 'frozen', qtyChange: -1, reason: 'ADJUSTMENT' }),
      'NEGATIVE_STOCK',
    );
  });

  it('expands a carton SKU to N units of its component', async () => {
    const db = await testDb();
    const carton = await find(db, 'cartons', { customerId: 'C001' });
    if (!carton) throw new Error('no carton seeded');
    const n = carton.unitsPerCarton;
    await receiveInTransit(db, effectFor('IB3', 'approve'), [{ sku: carton.cartonSku, qty: 3 }]);
    await putaway(db, effectFor('IB3', 'putaway'), [
      { sku: carton.cartonSku, expectedQty: 3, goodQty: 3, damagedQty: 0 },
    ]);
    expect(await bucketsOf(db, carton.componentSku)).toMatchObject({ inTransit: 0, available: 3 * n });
    expect(await bucketsOf(db, carton.cartonSku)).toBeUndefined();
    await reserve(db, effectFor('OB3', 'submit'), [
      { sku: carton.cartonSku, qty: 2 },
      { sku: carton.componentSku, qty: 1 },
    ]);
    expect(await bucketsOf(db, carton.componentSku)).toMatchObject({
      available: 3 * n - 2 * n - 1,
      reserved: 2 * n + 1,
    });
    const flow = await everyRecord(db, 'flow');
    expect(flow.at(-4)?.remark).toContain(carton.cartonSku);
    expect(flow.at(-2)?.remark).toBe('');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('applies one effect key once', async () => {
    const db = await testDb();
    const sku = await approvedSku(db);
    await stockUp(db, sku, 4);
    const effect = effectFor('OB4', 'submit', { docType: 'OUTBOUND' });
    expect((await reserve(db, effect, [{ sku, qty: 3 }])).applied).toBe(true);
    const after = await snapshotOf(db);
    // A replay is a no-op even when it would now be refused.
    expect(await reserve(db, effect, [{ sku, qty: 3 }])).toEqual({ applied: false, entries: [] });
    expect(await snapshotOf(db)).toBe(after);
    expect(await bucketsOf(db, sku)).toMatchObject({ available: 1, reserved: 3 });
  });
});

const fee = (amount: number, key = 'OB5:ship'): FeeInput => ({
  effectKey: key,
  customerId: 'C001',
  currency: 'USD',
  business: 'OUTBOUND',
  feeCode: 'SHIPPING',
  docType: 'OUTBOUND',
  docNo: 'OB5',
  warehouseCode: 'USEA',
  quantity: 1,
  unit: 'ORDER',
  unitPrice: amount,
  tariffRule: {
    key: 'SHIPPING_BASE_PLUS_PER_KG',
    params: { carrierCode: 'UPS-GROUND', base: amount, perKg: 1.1, weightKg: 1, selfService: false },
  },
  at: '2026-11-22T09:00:00.000Z',
});

describe('finance effects', () => {
  it('debits fees down to the credit limit and refuses beyond it with ARREARS', async () => {
    const db = await testDb();
    const purse = await find(db, 'purses', { customerId: 'C001' });
    if (!purse) throw new Error('C001 has no purse');
    expect(purse.creditLimit).toBe(1000);
    const first = await postFee(db, fee(999.99, 'a'));
    expect(first.fee).toMatchObject({ amount: 999.99, billingStatus: 'UNBILLED', feeNo: 'FE20261122-0001' });
    expect(first.transaction).toMatchObject({
      type: 'DEBIT',
      amount: 999.99,
      balanceAfter: -999.99,
      source: 'FEE',
    });
    expect(first.fee?.transactionNo).toBe(first.transaction?.transactionNo);
    await refused(db, async () => await postFee(db, fee(0.02, 'b')), 'ARREARS');
    await postFee(db, fee(0.01, 'c'));
    expect((await findById(db, 'purses', purse.id))?.balance).toBe(-1000);
    await refused(db, async () => await postFee(db, fee(0, 'd')), 'INVALID_AMOUNT');
    await refused(db, async () => await postFee(db, { ...fee(1, 'e'), currency: 'EUR' }), 'NO_PURSE');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('credits recharges and keeps balanceAfter on every transaction', async () => {
    const db = await testDb();
    const recharge = {
      effectKey: 'RC1:approve',
      customerId: 'C002',
      currency: 'USD',
      docType: 'RECHARGE',
      docNo: 'RC1',
    } as const;
    await credit(db, { ...recharge, amount: 100.1, source: 'RECHARGE' });
    await postFee(db, { ...fee(0.2), customerId: 'C002', quantity: 3, unitPrice: 0.1 });
    expect(
      (await everyRecord(db, 'purseTransactions')).map((t) => [t.type, t.amount, t.balanceAfter]),
    ).toEqual([
      ['CREDIT', 100.1, 100.1],
      ['DEBIT', 0.3, 99.8],
    ]);
    await refused(
      db,
      async () => await credit(db, { ...recharge, effectKey: 'RC2', amount: -5, source: 'RECHARGE' }),
      'INVALID_AMOUNT',
    );
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('posts a fee once per effect key', async () => {
    const db = await testDb();
    expect((await postFee(db, fee(12.5))).applied).toBe(true);
    expect(await postFee(db, fee(12.5))).toEqual({ applied: false, fee: null, transaction: null });
    expect((await credit(db, { ...fee(1), effectKey: 'RC:1', amount: 5, source: 'RECHARGE' })).applied).toBe(
      true,
    );
    expect((await credit(db, { ...fee(1), effectKey: 'RC:1', amount: 5, source: 'RECHARGE' })).applied).toBe(
      false,
    );
    expect(await countOf(db, 'fees')).toBe(1);
    expect(await countOf(db, 'purseTransactions')).toBe(2);
    expect((await everyRecord(db, 'purses'))[0].balance).toBe(-7.5);
  });
});
