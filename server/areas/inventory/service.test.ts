import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { checkInvariants } from '../../store/invariants';
import { filter } from '../../store/store';
import { adjustStock, freezeStock, unfreezeStock } from '../../services/index';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  seller,
  snapshotOf,
  stockUp,
  TEST_NOW,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

describe('operator stock operations', () => {
  it('adjust one bucket with a reason; a retried request (same requestId) posts once', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    await stockUp(db, [[a, 5]]);
    const input = {
      customerId: 'C001',
      warehouseCode: 'USEA',
      sku: a,
      bucket: 'available',
      qtyChange: -2,
      reason: 'cycle count',
      requestId: 'r-1',
    };
    expect(failed(await adjustStock(db, seller, input)).status).toBe(403);
    expect(
      failed(
        await adjustStock(db, operator, {
          ...input,
          bucket: 'reserved',
          qtyChange: 0,
          reason: '',
          sku: 'NOPE',
        }),
      ).fields,
    ).toEqual({
      bucket: { key: 'bucketInvalid' },
      qtyChange: { key: 'qtyChangeInvalid' },
      reason: { key: 'adjustReasonRequired' },
      sku: { key: 'skuUnknown' },
    });
    expect(ok(await adjustStock(db, operator, input)).available).toBe(3);
    expect(ok(await adjustStock(db, operator, input)).available).toBe(3);
    const before = await snapshotOf(db);
    expect(
      failed(await adjustStock(db, operator, { ...input, qtyChange: -9, requestId: 'r-2' })),
    ).toMatchObject({
      status: 409,
      message: { key: 'stockInsufficient', params: { sku: a, warehouse: 'USEA' } },
    });
    expect(await snapshotOf(db)).toBe(before);
    const rows = await filter(db, 'flow', { reason: 'ADJUSTMENT' });
    expect(rows.map((f) => [f.bucket, f.qtyChange, f.docType, f.remark, f.operator])).toEqual([
      ['available', -2, 'ADJUSTMENT', 'cycle count', 'admin'],
    ]);
  });

  it('freeze and unfreeze sellable units with a reason', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    await stockUp(db, [[a, 5]]);
    const input = { customerId: 'C001', warehouseCode: 'USEA', sku: a, qty: 4, reason: 'quality hold' };
    expect(failed(await freezeStock(db, seller, input)).status).toBe(403);
    expect(ok(await freezeStock(db, operator, input))).toMatchObject({ available: 1, frozen: 4, onHand: 5 });
    expect(failed(await freezeStock(db, operator, input)).status).toBe(409);
    expect(ok(await unfreezeStock(db, operator, { ...input, qty: 3 }))).toMatchObject({
      available: 4,
      frozen: 1,
    });
    expect(failed(await unfreezeStock(db, operator, { ...input, qty: 0 })).fields).toEqual({
      qty: { key: 'qtyInvalid' },
    });
    expect(await checkInvariants(db)).toEqual([]);
  });
});
