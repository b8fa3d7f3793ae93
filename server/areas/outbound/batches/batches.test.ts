import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../api/clock';
import { balanceId } from '../../../store/ids';
import { checkInvariants } from '../../../store/invariants';
import { countOf, findById, findByIds, type Db } from '../../../store/store';
import { act, actOnBatch, removeBatches, save, saveBatch } from '../../../services/index';
import {
  approvedSkus,
  eachInTurn,
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
} from '../../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

/** C001 with stock at USEA, and `count` orders of one unit moved through `steps` after submit. */
async function ordersAt(
  count: number,
  steps: string[] = ['pick', 'pack'],
  extra: Record<string, unknown> = {},
) {
  const db = await masterDb();
  const [a] = await approvedSkus(db);
  await stockUp(db, [[a, 20]]);
  await topUp(db, 1000);
  const ids = await eachInTurn(
    Array.from({ length: count }, (_, i) => i),
    (i) => addOrder(db, a, steps, { referenceNo: `PO-B-${i}`, ...extra }),
  );
  return { db, a, ids };
}

async function addOrder(
  db: Db,
  sku: string,
  steps: string[],
  extra: Record<string, unknown>,
): Promise<string> {
  const order = ok(await save(db, seller, 'outbound', outboundInput([[sku, 1]], extra)));
  ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
  for (const step of steps) {
    ok(await act(db, operator, 'outbound', order.id, step, step === 'pack' ? { actualWeightKg: 0.5 } : {}));
  }
  return order.id;
}

const stockOf = async (db: Db, sku: string) => {
  const b = await findById(db, 'balances', balanceId('C001', 'USEA', sku));
  return b && { reserved: b.reserved, shipped: b.shipped };
};

describe('creating an outbound batch', () => {
  it('groups the orders of one warehouse and carrier: a customer’s own, the warehouse’s of anyone', async () => {
    const { db, ids } = await ordersAt(2, ['pick']);
    const mine = ok(
      await saveBatch(db, seller, { kind: 'LABEL_PRINT', orderIds: ids, remark: 'morning wave' }),
    );
    expect(mine).toMatchObject({
      batchNo: expect.stringMatching(/^BT\d{8}-0001$/),
      kind: 'LABEL_PRINT',
      customerId: 'C001',
      warehouseCode: 'USEA',
      carrierCode: 'UPS-GROUND',
      orderIds: ids,
      status: 'OPEN',
      remark: 'morning wave',
      createdBy: 'seller',
    });
    expect(mine.actionLog.map((r) => [r.action, r.toStatus])).toEqual([['create', 'OPEN']]);
    // The warehouse's own batch is for staff only: a customer does not see it.
    ok(await removeBatches(db, seller, [mine.id]));
    const theirs = ok(await saveBatch(db, operator, { kind: 'HANDOVER', orderIds: ids }));
    expect(theirs.customerId).toBeNull();
    expect(failed(await actOnBatch(db, seller, theirs.id, 'print', {})).status).toBe(404);
    expect(failed(await saveBatch(db, seller2, { kind: 'HANDOVER', orderIds: ids })).status).toBe(404);
  });

  it('refuses, changing nothing: 409 for an order’s state or another active batch, 422 per field', async () => {
    const { db, a, ids } = await ordersAt(2, ['pick']);
    const draft = ok(
      await save(db, seller, 'outbound', outboundInput([[a, 1]], { referenceNo: 'PO-DRAFT' })),
    );
    const fedex = await addOrder(db, a, [], { referenceNo: 'PO-FEDEX', carrierCode: 'FEDEX-HOME' });
    const labelled = await addOrder(db, a, [], { referenceNo: 'PO-OWN', businessMode: 'WAREHOUSE_ONLY' });
    const before = await snapshotOf(db);
    expect(
      failed(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: [ids[0], draft.id] })),
    ).toMatchObject({
      status: 409,
      message: { key: 'batchOrderState', params: { id: draft.outboundNo, state: 'DRAFT' } },
    });
    expect(
      failed(await saveBatch(db, seller, { kind: 'PARTY', orderIds: [ids[0], fedex, labelled] })).fields,
    ).toEqual({
      kind: { key: 'batchKindInvalid' },
      'orderIds.1': { key: 'batchMixedRoute', params: { warehouse: 'USEA', carrier: 'UPS-GROUND' } },
      'orderIds.2': { key: 'batchOrderSelfLabelled', params: { id: labelled } },
    });
    expect(failed(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: [] })).fields).toEqual({
      orderIds: { key: 'batchOrdersRequired' },
    });
    expect(await snapshotOf(db)).toBe(before);
    const first = ok(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: ids }));
    expect(failed(await saveBatch(db, operator, { kind: 'HANDOVER', orderIds: [ids[1]] }))).toMatchObject({
      status: 409,
      message: { key: 'batchOrderTaken', params: { batchNo: first.batchNo } },
    });
  });
});

describe('an open batch', () => {
  it('takes orders in and out, and edits its remark', async () => {
    const { db, a, ids } = await ordersAt(2);
    const third = await addOrder(db, a, [], { referenceNo: 'PO-THIRD' });
    const batch = ok(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: [ids[0]] }));
    expect(
      ok(await actOnBatch(db, seller, batch.id, 'addOrders', { orderIds: [ids[1], third, ids[0]] })).orderIds,
    ).toEqual([ids[0], ids[1], third]);
    expect(
      failed(await actOnBatch(db, seller, batch.id, 'removeOrders', { orderIds: [third, 'OB-NOPE'] })).fields,
    ).toEqual({
      'orderIds.1': { key: 'batchOrderAbsent', params: { id: 'OB-NOPE' } },
    });
    const out = ok(await actOnBatch(db, operator, batch.id, 'removeOrders', { orderIds: [third] }));
    expect(out.orderIds).toEqual(ids);
    expect(out.actionLog.map((r) => r.action)).toEqual(['create', 'addOrders', 'removeOrders']);
    expect(ok(await saveBatch(db, seller, { id: batch.id, remark: 'truck at 3 pm' })).remark).toBe(
      'truck at 3 pm',
    );
  });

  it('is deleted while open only, by whoever may see it', async () => {
    const { db, ids } = await ordersAt(1);
    const batch = ok(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: ids }));
    expect(failed(await removeBatches(db, seller, [])).status).toBe(500);
    expect(failed(await removeBatches(db, seller2, [batch.id])).status).toBe(404);
    ok(await actOnBatch(db, seller, batch.id, 'print', {}));
    expect(failed(await removeBatches(db, operator, [batch.id]))).toMatchObject({
      status: 409,
      message: { key: 'batchDeleteNotAllowed', params: { id: batch.batchNo, state: 'PRINTED' } },
    });
    expect((await findById(db, 'outboundBatches', batch.id))?.status).toBe('PRINTED');
  });
});

describe('printing and handing over', () => {
  it('prints with the carrier’s tracking numbers, then ships every order at handover', async () => {
    const { db, a, ids } = await ordersAt(3);
    const batch = ok(await saveBatch(db, seller, { kind: 'HANDOVER', orderIds: ids }));
    expect(failed(await actOnBatch(db, operator, batch.id, 'handOver', {})).status).toBe(409);
    const printed = ok(await actOnBatch(db, seller, batch.id, 'print', {}));
    const numbers = (await findByIds(db, 'outbounds', ids)).map((o) => o.outboundNo.replace(/\D/g, ''));
    expect(printed.trackingNos).toEqual(Object.fromEntries(ids.map((id, i) => [id, `UPS${numbers[i]}`])));
    expect(failed(await actOnBatch(db, seller, batch.id, 'handOver', {})).status).toBe(403);
    expect(await stockOf(db, a)).toEqual({ reserved: 3, shipped: 0 });
    const done = ok(await actOnBatch(db, operator, batch.id, 'handOver', {}));
    expect(done.status).toBe('HANDED_OVER');
    expect((await findByIds(db, 'outbounds', ids)).map((o) => [o.status, o.trackingNo])).toEqual(
      ids.map((id) => ['SHIPPED', printed.trackingNos[id]]),
    );
    expect(await stockOf(db, a)).toEqual({ reserved: 0, shipped: 3 });
    expect(await countOf(db, 'fees', { feeCode: 'PICK_PACK' })).toBe(3);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('hands over all or nothing: one order not packed makes it 409, changing nothing', async () => {
    const { db, a, ids } = await ordersAt(2);
    const picking = await addOrder(db, a, ['pick'], { referenceNo: 'PO-PICKING' });
    const batch = ok(await saveBatch(db, operator, { kind: 'HANDOVER', orderIds: [...ids, picking] }));
    ok(await actOnBatch(db, operator, batch.id, 'print', {}));
    const before = await snapshotOf(db);
    const pickingNo = (await findById(db, 'outbounds', picking))?.outboundNo;
    expect(failed(await actOnBatch(db, operator, batch.id, 'handOver', {}))).toMatchObject({
      status: 409,
      message: { key: 'batchOrderRefused', params: { id: pickingNo, state: 'PICKING' } },
    });
    expect(await snapshotOf(db)).toBe(before);
    expect(await stockOf(db, a)).toEqual({ reserved: 3, shipped: 0 });
    // Once it is packed (or taken out), the batch goes.
    ok(await act(db, operator, 'outbound', picking, 'pack', { actualWeightKg: 0.4 }));
    expect(ok(await actOnBatch(db, operator, batch.id, 'handOver', {})).status).toBe('HANDED_OVER');
    expect(await stockOf(db, a)).toEqual({ reserved: 0, shipped: 3 });
  });

  it('lets a cancelled order leave a printed batch; a label batch is never handed over', async () => {
    const { db, ids } = await ordersAt(2, ['pick']);
    const labels = ok(await saveBatch(db, seller, { kind: 'LABEL_PRINT', orderIds: ids }));
    ok(await actOnBatch(db, seller, labels.id, 'print', {}));
    expect(failed(await actOnBatch(db, operator, labels.id, 'handOver', {}))).toMatchObject({
      status: 409,
      message: { key: 'batchNotHandover' },
    });
    expect(failed(await actOnBatch(db, seller, labels.id, 'addOrders', { orderIds: ids }))).toMatchObject({
      status: 409,
      message: { key: 'stateRefused', params: { action: 'addOrders', state: 'PRINTED' } },
    });
    const out = ok(await actOnBatch(db, seller, labels.id, 'removeOrders', { orderIds: [ids[0]] }));
    expect([out.status, out.orderIds, Object.keys(out.trackingNos)]).toEqual(['PRINTED', [ids[1]], [ids[1]]]);
  });
});
