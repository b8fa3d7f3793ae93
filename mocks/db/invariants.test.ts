import { describe, expect, it } from 'vitest';
import { postFee } from './effects/finance';
import { checkInvariants } from './invariants';
import { effectFor, stockUp, testDb } from './testing';

function consistentDb() {
  const db = testDb();
  const sku = db.skus.find((s) => s.customerId === 'C001' && s.status === 'APPROVED')?.sku ?? '';
  stockUp(db, sku, 5);
  postFee(db, {
    ...effectFor('IB9', 'arrive'),
    currency: 'USD',
    business: 'INBOUND',
    feeCode: 'UNLOADING',
    quantity: 1,
    unit: 'ORDER',
    unitPrice: 20,
    tariffRule: { key: 'UNLOADING_PER_BOX', params: { loadType: 'PARCEL', perBox: 20, boxes: 1 } },
  });
  expect(checkInvariants(db)).toEqual([]);
  return db;
}

describe('invariants', () => {
  it('flag a negative bucket, a wrong onHand and a ledger that does not sum', () => {
    const db = consistentDb();
    db.balances[0].reserved = -1;
    db.balances[0].onHand += 3;
    expect(
      checkInvariants(db)
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['FLOW_SUM', 'NEGATIVE_BUCKET', 'ON_HAND']);
  });

  it('flag flow rows without a balance and rows whose arithmetic is wrong', () => {
    const db = consistentDb();
    db.balances.splice(0, 1);
    db.flow[0].qtyAfter += 1;
    expect(new Set(checkInvariants(db).map((v) => v.rule))).toEqual(new Set(['FLOW_SUM', 'FLOW_ROW']));
  });

  it('flag a purse whose balance is not the sum of its transactions', () => {
    const db = consistentDb();
    db.purses[0].balance = 0;
    expect(checkInvariants(db).map((v) => [v.rule, v.subject])).toEqual([
      ['PURSE_SUM', 'C001|USD'],
      ['PURSE_LAST_BALANCE', 'C001|USD'],
    ]);
  });
});
