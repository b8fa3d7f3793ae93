import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addUpload, uploadById } from '../../store/uploads';
import { setClock } from '../../api/clock';
import { balanceId } from '../../store/ids';
import { checkInvariants } from '../../store/invariants';
import { findById, type Db } from '../../store/store';
import type { StoredUpload } from '../../store/types/upload';
import { act, raiseException, save } from '../../services/index';
import {
  approvedSkus,
  failed,
  inboundInput,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  snapshotOf,
  TEST_NOW,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

/** An order of C001 to `warehouseCode`, moved by the warehouse's `steps` after approval. */
async function orderAt(db: Db, steps: string[], warehouseCode = 'USEA') {
  const [a, b] = await approvedSkus(db);
  const order = ok(
    await save(
      db,
      seller,
      'inbound',
      inboundInput(
        [
          [a, 4],
          [b, 2],
        ],
        warehouseCode === 'USEA' ? {} : { warehouseCode, shippingMode: 'TRUCK' },
      ),
    ),
  );
  ok(await act(db, seller, 'inbound', order.id, 'submit', {}));
  ok(await act(db, operator, 'inbound', order.id, 'approve', {}));
  const worker = warehouseCode === 'USEA' ? operator : seller;
  for (const step of steps) {
    const payload =
      step === 'receive'
        ? {
            lines: [
              { boxNo: 1, sku: a, receivedQty: 4, goodQty: 4, damagedQty: 0 },
              { boxNo: 2, sku: b, receivedQty: 2, goodQty: 2, damagedQty: 0 },
            ],
          }
        : {};
    ok(await act(db, worker, 'inbound', order.id, step, payload));
  }
  // the photos C001's users uploaded for no order yet
  for (const id of ['UPPHOTO1', 'UPMINE']) if (!(await uploadById(db, id))) await addUpload(db, photo(id));
  return { order: (await findById(db, 'inbounds', order.id)) ?? order, a, b };
}

const photo = (id: string): StoredUpload => ({
  id,
  purpose: 'photo',
  name: `${id}.png`,
  mimeType: 'image/png',
  sizeBytes: 4,
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  customerId: 'C001',
  docId: null,
  uploadedAt: TEST_NOW_ISO,
  uploadedBy: 'seller',
  voided: false,
});

const TEST_NOW_ISO = new Date(TEST_NOW).toISOString();

const wrongSku = (sku: string) => ({ type: 'WRONG_SKU', boxNo: 1, sku, qty: 2, photos: ['UPPHOTO1'] });

describe('raising an inbound exception by hand', () => {
  it('adds an OPEN exception with its log row, which blocks putaway until resolved', async () => {
    const db = await masterDb();
    const { order, a } = await orderAt(db, ['arrive', 'startReceiving', 'receive']);
    const raised = ok(
      await raiseException(db, operator, order.id, { ...wrongSku(a), note: 'blue mugs, not red' }),
    );
    expect(raised.exceptions).toEqual([
      {
        id: `${order.inboundNo}-EX-1`,
        type: 'WRONG_SKU',
        boxNo: 1,
        sku: a,
        qty: 2,
        photos: ['Inbound/File?id=UPPHOTO1'],
        status: 'OPEN',
        resolution: null,
        note: 'blue mugs, not red',
      },
    ]);
    expect(raised.status).toBe('RECEIVED');
    expect(raised.actionLog.at(-1)).toMatchObject({
      by: 'admin',
      role: 'operator',
      action: 'raiseException',
      fromStatus: 'RECEIVED',
      toStatus: 'RECEIVED',
      note: `${order.inboundNo}-EX-1 WRONG_SKU ${a} ×2`,
    });
    expect(failed(await act(db, operator, 'inbound', order.id, 'putaway', {}))).toMatchObject({
      status: 409,
      message: { key: 'openExceptionsBlock' },
    });
    ok(
      await act(db, operator, 'inboundException', `${order.inboundNo}-EX-1`, 'resolve', {
        resolution: 'ACCEPT_AS_GOOD',
      }),
    );
    expect(ok(await act(db, operator, 'inbound', order.id, 'putaway', {})).status).toBe('COMPLETED');
    expect((await findById(db, 'balances', balanceId('C001', 'USEA', a)))?.available).toBe(4);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('is allowed from arrival on, numbering after the automatic exceptions', async () => {
    const db = await masterDb();
    const { order } = await orderAt(db, ['arrive']);
    const first = ok(
      await raiseException(db, operator, order.id, { type: 'UNREADABLE_LABEL', boxNo: 2, qty: 1 }),
    );
    expect(first.exceptions.map((e) => [e.id, e.sku, e.photos])).toEqual([
      [`${order.inboundNo}-EX-1`, '', []],
    ]);
    ok(await act(db, operator, 'inbound', order.id, 'startReceiving', {}));
    const second = ok(
      await raiseException(db, operator, order.id, {
        type: 'UNREGISTERED_SKU',
        boxNo: 2,
        sku: 'zz-unknown-9',
        qty: 3,
      }),
    );
    expect(second.exceptions.map((e) => [e.id, e.type, e.sku])).toEqual([
      [`${order.inboundNo}-EX-1`, 'UNREADABLE_LABEL', ''],
      [`${order.inboundNo}-EX-2`, 'UNREGISTERED_SKU', 'ZZ-UNKNOWN-9'],
    ]);
  });

  it('is refused with 409 before arrival and after putaway, changing nothing', async () => {
    const db = await masterDb();
    const { order: approved, a } = await orderAt(db, []);
    const before = await snapshotOf(db);
    expect(failed(await raiseException(db, operator, approved.id, wrongSku(a)))).toMatchObject({
      status: 409,
      message: { key: 'exceptionNotRaisable', params: { state: 'APPROVED' } },
    });
    expect(await snapshotOf(db)).toBe(before);
    const { order: done } = await orderAt(db, ['arrive', 'startReceiving', 'receive', 'putaway']);
    expect(failed(await raiseException(db, operator, done.id, wrongSku(a))).status).toBe(409);
  });

  it('is the warehouse’s: 403 for the customer, 404 for another customer, allowed to a self-service owner', async () => {
    const db = await masterDb();
    const { order, a } = await orderAt(db, ['arrive']);
    const before = await snapshotOf(db);
    expect(failed(await raiseException(db, seller, order.id, wrongSku(a)))).toMatchObject({
      status: 403,
      message: { key: 'operatorOnly', params: { action: 'raiseException' } },
    });
    expect(failed(await raiseException(db, seller2, order.id, wrongSku(a))).status).toBe(404);
    expect(await snapshotOf(db)).toBe(before);
    const { order: own } = await orderAt(db, ['arrive'], 'NWT-DALLAS');
    const raised = ok(await raiseException(db, seller, own.id, wrongSku(a)));
    expect(raised.actionLog.at(-1)).toMatchObject({
      by: 'seller',
      role: 'operator',
      action: 'raiseException',
    });
  });

  it('answers 422 per field, checking the box, its lines, the catalogue and the photos', async () => {
    const db = await masterDb();
    const { order, a, b } = await orderAt(db, ['arrive']);
    const before = await snapshotOf(db);
    const fieldsOf = async (input: Record<string, unknown>) =>
      failed(await raiseException(db, operator, order.id, input)).fields;
    expect(await fieldsOf({ type: 'SHORT', boxNo: 0, qty: 0 })).toEqual({
      type: { key: 'exceptionTypeInvalid' },
      boxNo: { key: 'exceptionBoxInvalid' },
      qty: { key: 'exceptionQtyInvalid' },
    });
    expect(await fieldsOf({ type: 'WRONG_SKU', boxNo: 3, qty: 1 })).toEqual({
      boxNo: { key: 'exceptionBoxInvalid' },
      sku: { key: 'exceptionSkuRequired' },
    });
    expect(await fieldsOf({ type: 'WRONG_SKU', boxNo: 1, sku: b, qty: 1.5 })).toEqual({
      sku: { key: 'exceptionSkuNotInBox' },
      qty: { key: 'exceptionQtyInvalid' },
    });
    expect(await fieldsOf({ type: 'UNREGISTERED_SKU', boxNo: 1, sku: b, qty: 1 })).toEqual({
      sku: { key: 'exceptionSkuRegistered' },
    });
    expect(await fieldsOf({ type: 'OTHER', boxNo: 1, qty: 1, note: ' ' })).toEqual({
      note: { key: 'exceptionNoteRequired' },
    });
    expect(
      await fieldsOf({ ...wrongSku(a), photos: ['Inbound/File?id=UPMINE', 'UPNOTMINE', '../etc'] }),
    ).toEqual({
      'photos.1': { key: 'exceptionPhotoUnknown' },
      'photos.2': { key: 'exceptionPhotoUnknown' },
    });
    expect(
      await fieldsOf({ ...wrongSku(a), photos: Array.from({ length: 11 }, (_, i) => `UP${i}`) }),
    ).toEqual({
      photos: { key: 'exceptionPhotosTooMany' },
    });
    expect(await snapshotOf(db)).toBe(before);
  });
});
