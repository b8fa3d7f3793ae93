import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { findById, type Db } from '../store';
import { act, freezeFunds, previewRelease, save, setCreditLimit } from './index';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  outboundInput,
  seller,
  seller2,
  snapshotOf,
  stockUp,
  TEST_NOW,
  topUp,
} from './testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

/** Two orders of the seller held for ARREARS (the purse can spend 1 USD), the older one first. */
function heldOrders() {
  const db = masterDb();
  const [a, b] = approvedSkus(db);
  stockUp(db, [
    [a, 10],
    [b, 4],
  ]);
  topUp(db, 500);
  const purse = findById(db, 'purses', 'C001|USD');
  ok(setCreditLimit(db, operator, 'C001', 'USD', 0));
  ok(freezeFunds(db, operator, 'C001', 'USD', (purse?.balance ?? 0) - 1, 'compliance check'));
  const small = ok(save(db, seller, 'outbound', outboundInput([[a, 1]])));
  ok(act(db, seller, 'outbound', small.id, 'submit', {}));
  setClock(() => TEST_NOW + 60_000);
  const big = ok(save(db, seller, 'outbound', outboundInput([[b, 4]], { referenceNo: 'PO-BIG' })));
  ok(act(db, seller, 'outbound', big.id, 'submit', {}));
  return { db, small, big };
}

const statusOf = (db: Db, id: string) => {
  const order = findById(db, 'outbounds', id);
  return [order?.status, order?.exceptionReason];
};

describe('the release preview of a recharge', () => {
  it('names the held orders oldest first with their estimates, and changes nothing', () => {
    const { db, small, big } = heldOrders();
    const before = snapshotOf(db);
    const preview = ok(previewRelease(db, seller, { currency: 'USD', amount: '0.01' }));
    expect(preview.orders.map((o) => o.outboundNo)).toEqual([small.outboundNo, big.outboundNo]);
    expect(preview.spendable).toBe(1);
    const [first, second] = preview.orders;
    expect(first.estimate).toBeGreaterThan(1);
    expect(second.estimate).toBeGreaterThan(first.estimate);
    expect(first.shortfall).toBeCloseTo(first.estimate - 1, 2);
    expect(preview.orders.map((o) => o.released)).toEqual([false, false]);
    // the amount that releases them all is the larger shortfall
    expect(preview.releaseAllAmount).toBe(second.shortfall);
    expect(snapshotOf(db)).toBe(before);
  });

  it('releases exactly what the re-check after a credit releases', () => {
    const { db, small, big } = heldOrders();
    const first = ok(previewRelease(db, seller, { currency: 'USD', amount: '0.01' })).orders[0];
    const some = ok(previewRelease(db, seller, { currency: 'USD', amount: String(first.shortfall) }));
    expect(some.orders.map((o) => o.released)).toEqual([true, false]);
    const all = ok(previewRelease(db, seller, { currency: 'USD', amount: String(some.releaseAllAmount) }));
    expect(all.orders.map((o) => o.released)).toEqual([true, true]);
    // crediting that amount does what the preview said, and the recharge keeps the orders it released
    const recharge = topUp(db, all.releaseAllAmount);
    expect(statusOf(db, small.id)).toEqual(['AWAITING_PICK', null]);
    expect(statusOf(db, big.id)).toEqual(['AWAITING_PICK', null]);
    expect(recharge.releasedOrders).toEqual([
      { id: small.id, outboundNo: small.outboundNo },
      { id: big.id, outboundNo: big.outboundNo },
    ]);
  });

  it('keeps an approved bank transfer’s released orders on the recharge', () => {
    const { db, small, big } = heldOrders();
    const shortfall = ok(previewRelease(db, seller, { currency: 'USD', amount: '1' })).orders[0].shortfall;
    const draft = ok(
      save(db, seller, 'recharge', {
        method: 'BANK_TRANSFER',
        currency: 'USD',
        declaredAmount: 100,
        payerName: 'Northwind Trading LLC',
        receiptFile: '/mock/uploads/r.pdf',
      }),
    );
    expect(draft.releasedOrders).toEqual([]);
    ok(act(db, seller, 'recharge', draft.id, 'submit', {}));
    const credited = ok(
      act(db, operator, 'recharge', draft.id, 'approve', { arrivedAmount: shortfall + 5, serviceCharge: 5 }),
    );
    expect(credited.releasedOrders).toEqual([{ id: small.id, outboundNo: small.outboundNo }]);
    expect(statusOf(db, big.id)).toEqual(['EXCEPTION', 'ARREARS']);
  });

  it('refuses a wrong amount or currency at its field, and an operator must name an existing customer', () => {
    const { db } = heldOrders();
    expect(failed(previewRelease(db, seller, { currency: 'USD', amount: '0' })).fields).toEqual({
      amount: { key: 'declaredAmountInvalid' },
    });
    expect(failed(previewRelease(db, seller, { currency: 'XXX', amount: '5' })).fields).toEqual({
      currency: { key: 'purseUnknown', params: { currency: 'XXX' } },
    });
    expect(failed(previewRelease(db, operator, { currency: 'USD', amount: '5' })).fields).toEqual({
      customerId: { key: 'customerUnknown' },
    });
    const asOperator = ok(previewRelease(db, operator, { customerId: 'C001', currency: 'USD', amount: '5' }));
    expect(asOperator.orders).toHaveLength(2);
    // another customer's preview holds only its own orders
    expect(ok(previewRelease(db, seller2, { currency: 'USD', amount: '5' })).orders).toEqual([]);
  });
});
