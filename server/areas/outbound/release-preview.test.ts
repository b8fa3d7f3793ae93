import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { findById, type Db } from '../../store/store';
import { act, freezeFunds, previewRelease, save, setCreditLimit } from '../../services/index';
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
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

/** Two orders of the seller held for ARREARS (the purse can spend 1 USD), the older one first. */
async function heldOrders() {
  const db = await masterDb();
  const [a, b] = await approvedSkus(db);
  await stockUp(db, [
    [a, 10],
    [b, 4],
  ]);
  await topUp(db, 500);
  const purse = await findById(db, 'purses', 'C001|USD');
  ok(await setCreditLimit(db, operator, 'C001', 'USD', 0));
  ok(await freezeFunds(db, operator, 'C001', 'USD', (purse?.balance ?? 0) - 1, 'compliance check'));
  const small = ok(await save(db, seller, 'outbound', outboundInput([[a, 1]])));
  ok(await act(db, seller, 'outbound', small.id, 'submit', {}));
  setClock(() => TEST_NOW + 60_000);
  const big = ok(await save(db, seller, 'outbound', outboundInput([[b, 4]], { referenceNo: 'PO-BIG' })));
  ok(await act(db, seller, 'outbound', big.id, 'submit', {}));
  return { db, small, big };
}

const statusOf = async (db: Db, id: string) => {
  const order = await findById(db, 'outbounds', id);
  return [order?.status, order?.exceptionReason];
};

describe('the release preview of a recharge', () => {
  it('names the held orders oldest first with their estimates, and changes nothing', async () => {
    const { db, small, big } = await heldOrders();
    const before = await snapshotOf(db);
    const preview = ok(await previewRelease(db, seller, { currency: 'USD', amount: '0.01' }));
    expect(preview.orders.map((o) => o.outboundNo)).toEqual([small.outboundNo, big.outboundNo]);
    expect(preview.spendable).toBe(1);
    const [first, second] = preview.orders;
    expect(first.estimate).toBeGreaterThan(1);
    expect(second.estimate).toBeGreaterThan(first.estimate);
    expect(first.shortfall).toBeCloseTo(first.estimate - 1, 2);
    expect(preview.orders.map((o) => o.released)).toEqual([false, false]);
    // the amount that releases them all is the larger shortfall
    expect(preview.releaseAllAmount).toBe(second.shortfall);
    expect(await snapshotOf(db)).toBe(before);
  });

  it('releases exactly what the re-check after a credit releases', async () => {
    const { db, small, big } = await heldOrders();
    const first = ok(await previewRelease(db, seller, { currency: 'USD', amount: '0.01' })).orders[0];
    const some = ok(await previewRelease(db, seller, { currency: 'USD', amount: String(first.shortfall) }));
    expect(some.orders.map((o) => o.released)).toEqual([true, false]);
    const all = ok(
      await previewRelease(db, seller, { currency: 'USD', amount: String(some.releaseAllAmount) }),
    );
    expect(all.orders.map((o) => o.released)).toEqual([true, true]);
    // crediting that amount does what the preview said, and the recharge keeps the orders it released
    const recharge = await topUp(db, all.releaseAllAmount);
    expect(await statusOf(db, small.id)).toEqual(['AWAITING_PICK', null]);
    expect(await statusOf(db, big.id)).toEqual(['AWAITING_PICK', null]);
    expect(recharge.releasedOrders).toEqual([
      { id: small.id, outboundNo: small.outboundNo },
      { id: big.id, outboundNo: big.outboundNo },
    ]);
  });

  it('keeps an approved bank transfer’s released orders on the recharge', async () => {
    const { db, small, big } = await heldOrders();
    const shortfall = ok(await previewRelease(db, seller, { currency: 'USD', amount: '1' })).orders[0]
      .shortfall;
    const draft = ok(
      await save(db, seller, 'recharge', {
        method: 'BANK_TRANSFER',
        currency: 'USD',
        declaredAmount: 100,
        payerName: 'Northwind Trading LLC',
        receiptFile: '/mock/uploads/r.pdf',
      }),
    );
    expect(draft.releasedOrders).toEqual([]);
    ok(await act(db, seller, 'recharge', draft.id, 'submit', {}));
    const credited = ok(
      await act(db, operator, 'recharge', draft.id, 'approve', {
        arrivedAmount: shortfall + 5,
        serviceCharge: 5,
      }),
    );
    expect(credited.releasedOrders).toEqual([{ id: small.id, outboundNo: small.outboundNo }]);
    expect(await statusOf(db, big.id)).toEqual(['EXCEPTION', 'ARREARS']);
  });

  it('refuses a wrong amount or currency at its field, and an operator must name an existing customer', async () => {
    const { db } = await heldOrders();
    expect(failed(await previewRelease(db, seller, { currency: 'USD', amount: '0' })).fields).toEqual({
      amount: { key: 'declaredAmountInvalid' },
    });
    expect(failed(await previewRelease(db, seller, { currency: 'XXX', amount: '5' })).fields).toEqual({
      currency: { key: 'purseUnknown', params: { currency: 'XXX' } },
    });
    expect(failed(await previewRelease(db, operator, { currency: 'USD', amount: '5' })).fields).toEqual({
      customerId: { key: 'customerUnknown' },
    });
    const asOperator = ok(
      await previewRelease(db, operator, { customerId: 'C001', currency: 'USD', amount: '5' }),
    );
    expect(asOperator.orders).toHaveLength(2);
    // another customer's preview holds only its own orders
    expect(ok(await previewRelease(db, seller2, { currency: 'USD', amount: '5' })).orders).toEqual([]);
  });
});
