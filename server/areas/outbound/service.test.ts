import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { balanceId } from '../../store/ids';
import { checkInvariants } from '../../store/invariants';
import { countOf, filter, find, findById, type Db } from '../../store/store';
import { act, estimateFees, freezeFunds, save, setCreditLimit } from '../../services/index';
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

const stockOf = async (db: Db, sku: string) => {
  const b = await findById(db, 'balances', balanceId('C001', 'USEA', sku));
  return b && { available: b.available, reserved: b.reserved, shipped: b.shipped, onHand: b.onHand };
};

const feesOf = async (db: Db, docNo: string) =>
  (await filter(db, 'fees', { docNo })).map((f) => [f.feeCode, f.amount]);

async function stocked() {
  const db = await masterDb();
  const [a, b] = await approvedSkus(db);
  await stockUp(db, [
    [a, 10],
    [b, 4],
  ]);
  await topUp(db, 500);
  return { db, a, b };
}

async function submitted(db: Db, lines: [string, number][], extra: Record<string, unknown> = {}) {
  const order = ok(await save(db, seller, 'outbound', outboundInput(lines, extra)));
  return ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
}

describe('outbound submit', () => {
  it('reserves the stock when everything is in order', async () => {
    const { db, a } = await stocked();
    const order = await submitted(db, [[a, 3]]);
    expect(order.status).toBe('AWAITING_PICK');
    expect(await stockOf(db, a)).toEqual({ available: 7, reserved: 3, shipped: 0, onHand: 10 });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('rests in EXCEPTION with OUT_OF_STOCK, reserving nothing, and passes once stock arrives', async () => {
    const { db, b } = await stocked();
    const order = await submitted(db, [[b, 5]]);
    expect([order.status, order.exceptionReason]).toEqual(['EXCEPTION', 'OUT_OF_STOCK']);
    expect(await stockOf(db, b)).toEqual({ available: 4, reserved: 0, shipped: 0, onHand: 4 });
    await stockUp(db, [[b, 1]]);
    const again = ok(await act(db, seller, 'outbound', order.id, 'resubmit', {}));
    expect([again.status, again.exceptionReason]).toEqual(['AWAITING_PICK', null]);
    expect((await stockOf(db, b))?.reserved).toBe(5);
  });

  it('rests in EXCEPTION with ARREARS when the purse cannot cover the estimate; a recharge re-checks it', async () => {
    const { db, a } = await stocked();
    const purse = await findById(db, 'purses', 'C001|USD');
    ok(await setCreditLimit(db, operator, 'C001', 'USD', 0));
    ok(await freezeFunds(db, operator, 'C001', 'USD', (purse?.balance ?? 0) - 1, 'compliance check'));
    const order = ok(await save(db, seller, 'outbound', outboundInput([[a, 1]])));
    const estimate = ok(await estimateFees(db, seller, 'outbound', order.id));
    expect(estimate.items.map((i) => i.feeCode)).toEqual(['PICK_PACK', 'SHIPPING', 'FUEL_SURCHARGE']);
    expect(estimate.total).toBeGreaterThan(1);
    const arrears = ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
    expect([arrears.status, arrears.exceptionReason]).toEqual(['EXCEPTION', 'ARREARS']);
    expect((await stockOf(db, a))?.reserved).toBe(0);
    await topUp(db, 50);
    const after = await findById(db, 'outbounds', order.id);
    expect([after?.status, after?.exceptionReason]).toEqual(['AWAITING_PICK', null]);
    expect(after?.actionLog.at(-1)).toMatchObject({
      action: 'resubmit',
      by: 'system',
      toStatus: 'AWAITING_PICK',
    });
    expect((await stockOf(db, a))?.reserved).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('rests in EXCEPTION with ADDRESS when the carrier cannot route the postcode; an edit fixes it', async () => {
    const { db, a } = await stocked();
    const input = outboundInput([[a, 1]]);
    const order = await submitted(db, [[a, 1]], { consignee: { ...input.consignee, postcode: 'ABC' } });
    expect([order.status, order.exceptionReason]).toEqual(['EXCEPTION', 'ADDRESS']);
    ok(await save(db, seller, 'outbound', { ...input, id: order.id }));
    expect(ok(await act(db, seller, 'outbound', order.id, 'resubmit', {})).status).toBe('AWAITING_PICK');
  });
});

describe('outbound fulfilment', () => {
  async function packed(db: Db, sku: string, qty: number) {
    const order = await submitted(db, [[sku, qty]]);
    ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
    return ok(await act(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 2.4 }));
  }

  it('ships: reserved → shipped, and PICK_PACK, SHIPPING, FUEL_SURCHARGE debited once', async () => {
    const { db, a } = await stocked();
    const order = await packed(db, a, 3);
    const before = (await findById(db, 'purses', 'C001|USD'))?.balance ?? 0;
    const shipped = ok(await act(db, operator, 'outbound', order.id, 'ship', { trackingNo: '1Z999' }));
    expect([shipped.status, shipped.trackingNo]).toEqual(['SHIPPED', '1Z999']);
    expect(await stockOf(db, a)).toEqual({ available: 7, reserved: 0, shipped: 3, onHand: 7 });
    // UPS Ground: 7.80 up to 1 kg + 2 started kg × 1.10; fuel 12 %; pick and pack 1.20 + 2 × 0.30.
    expect(await feesOf(db, order.outboundNo)).toEqual([
      ['PICK_PACK', 1.8],
      ['SHIPPING', 10],
      ['FUEL_SURCHARGE', 1.2],
    ]);
    expect((await findById(db, 'purses', 'C001|USD'))?.balance).toBeCloseTo(before - 13, 2);
    // The same request again: refused by the state, nothing posted twice.
    const fees = await countOf(db, 'fees');
    expect(
      failed(await act(db, operator, 'outbound', order.id, 'ship', { trackingNo: '1Z999' })),
    ).toMatchObject({
      status: 409,
      message: { key: 'stateRefused', params: { action: 'ship', state: 'SHIPPED' } },
    });
    expect(await countOf(db, 'fees')).toBe(fees);
    expect(ok(await act(db, operator, 'outbound', order.id, 'deliver', {})).status).toBe('DELIVERED');
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses to ship with ARREARS when a fee cannot be paid, and moves no stock', async () => {
    const { db, a } = await stocked();
    const order = await packed(db, a, 1);
    ok(await setCreditLimit(db, operator, 'C001', 'USD', 0));
    const purse = await findById(db, 'purses', 'C001|USD');
    ok(await freezeFunds(db, operator, 'C001', 'USD', (purse?.balance ?? 0) - 5, 'compliance check'));
    const before = await snapshotOf(db);
    expect(
      failed(await act(db, operator, 'outbound', order.id, 'ship', { trackingNo: '1Z1' })),
    ).toMatchObject({
      status: 409,
      message: { key: 'arrearsRefused', params: { currency: 'USD' } },
    });
    expect(await snapshotOf(db)).toBe(before);
  });

  it('cancels before picking by giving the reservation back, without a fee', async () => {
    const { db, a } = await stocked();
    const order = await submitted(db, [[a, 2]]);
    expect(failed(await act(db, seller, 'outbound', order.id, 'cancel', {})).fields).toEqual({
      reason: { key: 'reasonRequired' },
    });
    const cancelled = ok(
      await act(db, seller, 'outbound', order.id, 'cancel', { reason: 'buyer cancelled' }),
    );
    expect([cancelled.status, cancelled.cancelReason]).toEqual(['CANCELLED', 'buyer cancelled']);
    expect(await stockOf(db, a)).toEqual({ available: 10, reserved: 0, shipped: 0, onHand: 10 });
    expect(await feesOf(db, order.outboundNo)).toEqual([]);
  });

  it('intercepts a picked order on request: confirm releases the stock and posts INTERCEPT; refuse goes back', async () => {
    const { db, a } = await stocked();
    const order = await submitted(db, [[a, 2]]);
    ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
    expect(failed(await act(db, seller, 'outbound', order.id, 'cancel', { reason: 'x' })).status).toBe(409);
    expect(
      ok(await act(db, seller, 'outbound', order.id, 'requestCancel', { reason: 'wrong address' })).status,
    ).toBe('PICKING.cancelRequested');
    expect(failed(await act(db, seller, 'outbound', order.id, 'confirmCancel', {})).status).toBe(403);
    expect(ok(await act(db, operator, 'outbound', order.id, 'confirmCancel', {})).status).toBe('CANCELLED');
    expect((await stockOf(db, a))?.reserved).toBe(0);
    expect(await feesOf(db, order.outboundNo)).toEqual([['INTERCEPT', 3]]);

    const other = await packed(db, a, 1);
    ok(await act(db, seller, 'outbound', other.id, 'requestCancel', { reason: 'changed mind' }));
    expect(ok(await act(db, operator, 'outbound', other.id, 'refuseCancel', {})).status).toBe('PACKED');
    expect(await feesOf(db, other.outboundNo)).toEqual([]);
  });

  it('refuses at Save a parcel heavier than its carrier takes, naming the weight and the limit', async () => {
    const { db, a } = await stocked();
    const sku = await find(db, 'skus', { customerId: 'C001', sku: a });
    const carrier = await findById(db, 'carriers', 'USPS-GA');
    if (!sku || !carrier) throw new Error('seed lacks the SKU or the carrier');
    const qty = Math.floor(carrier.maxWeightKg / sku.weightKg) + 1;
    const before = await countOf(db, 'outbounds');
    expect(
      failed(await save(db, seller, 'outbound', outboundInput([[a, qty]], { carrierCode: 'USPS-GA' }))),
    ).toMatchObject({
      status: 422,
      fields: {
        carrierCode: {
          key: 'carrierOverweight',
          params: { carrier: carrier.name, max: String(carrier.maxWeightKg) },
        },
      },
    });
    expect(await countOf(db, 'outbounds')).toBe(before);
    expect(
      ok(await save(db, seller, 'outbound', outboundInput([[a, qty - 1]], { carrierCode: 'USPS-GA' })))
        .status,
    ).toBe('DRAFT');
  });

  it('holds and releases keeping the reservation; an edit on hold moves it', async () => {
    const { db, a, b } = await stocked();
    const order = await submitted(db, [[a, 2]]);
    ok(await act(db, seller, 'outbound', order.id, 'hold', {}));
    expect((await stockOf(db, a))?.reserved).toBe(2);
    ok(
      await save(db, seller, 'outbound', {
        ...outboundInput([[b, 3]]),
        id: order.id,
        referenceNo: order.referenceNo,
      }),
    );
    expect([(await stockOf(db, a))?.reserved, (await stockOf(db, b))?.reserved]).toEqual([0, 3]);
    expect(
      failed(
        await save(db, seller, 'outbound', {
          ...outboundInput([[b, 5]]),
          id: order.id,
          referenceNo: order.referenceNo,
        }),
      ),
    ).toMatchObject({ status: 409, message: { key: 'stockInsufficient' } });
    expect(ok(await act(db, operator, 'outbound', order.id, 'release', {})).status).toBe('AWAITING_PICK');
    expect(
      failed(await save(db, seller, 'outbound', { ...outboundInput([[b, 1]]), id: order.id })).status,
    ).toBe(409);
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('outbound access and validation', () => {
  it('hides another customer’s order (404) and keeps warehouse steps from customers (403)', async () => {
    const { db, a } = await stocked();
    const order = await submitted(db, [[a, 1]]);
    expect(failed(await act(db, seller2, 'outbound', order.id, 'cancel', { reason: 'x' })).status).toBe(404);
    expect(
      failed(await save(db, seller2, 'outbound', { ...outboundInput([[a, 1]]), id: order.id })).status,
    ).toBe(404);
    expect(failed(await act(db, seller, 'outbound', order.id, 'pick', {}))).toMatchObject({
      status: 403,
      message: { key: 'operatorOnly', params: { action: 'pick' } },
    });
    expect(failed(await act(db, operator, 'outbound', order.id, 'submit', {})).status).toBe(409);
  });

  it('answers 422 with a message per field, dotted for nested ones', async () => {
    const db = await masterDb();
    const draft = ok(await save(db, seller, 'outbound', outboundInput([[(await approvedSkus(db))[0], 1]])));
    const unapproved = await find(db, 'skus', { customerId: 'C001', status: 'DRAFT' });
    const outcome = failed(
      await save(db, seller, 'outbound', {
        referenceNo: draft.referenceNo,
        warehouseCode: 'USEA',
        carrierCode: 'RM-TRACKED48',
        consignee: { name: 'N'.repeat(49), phone: '', countryCode: 'usa' },
        lines: [
          { sku: 'NOPE-0000', qty: 0 },
          { sku: unapproved?.sku, qty: 1 },
        ],
      }),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.fields).toMatchObject({
      referenceNo: { key: 'referenceNoTaken' },
      carrierCode: { key: 'carrierNotAtWarehouse' },
      'consignee.name': { key: 'consigneeNameTooLong' },
      'consignee.phone': { key: 'consigneePhoneRequired' },
      'consignee.countryCode': { key: 'consigneeCountryInvalid' },
      'consignee.address1': { key: 'address1Required' },
      'lines.0.qty': { key: 'lineQtyInvalid' },
      'lines.0.sku': { key: 'skuUnknown' },
      'lines.1.sku': { key: 'skuNotApproved' },
    });
    expect(
      failed(await save(db, operator, 'outbound', outboundInput([[(await approvedSkus(db))[0], 1]]))).status,
    ).toBe(403);
  });
});
