import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { balanceId } from '../../store/ids';
import { checkInvariants } from '../../store/invariants';
import { everyRecord, filter, findById, type Db } from '../../store/store';
import type { InboundOrder } from '../../store/types/documents';
import { act, save } from '../../services/index';
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

const bucketsOf = async (db: Db, sku: string) => {
  const b = await findById(db, 'balances', balanceId('C001', 'USEA', sku));
  return b && { inTransit: b.inTransit, available: b.available, unsellable: b.unsellable, onHand: b.onHand };
};

const feesOf = async (db: Db, order: InboundOrder) =>
  (await filter(db, 'fees', { docNo: order.inboundNo })).map((f) => [f.feeCode, f.quantity, f.amount]);

async function approvedOrder(db: Db, lines: [string, number][]) {
  const order = ok(await save(db, seller, 'inbound', inboundInput(lines)));
  ok(await act(db, seller, 'inbound', order.id, 'submit', {}));
  return ok(await act(db, operator, 'inbound', order.id, 'approve', {}));
}

describe('inbound order through its whole life', () => {
  it('approve → inTransit; arrive → UNLOADING; receive 1 short + 1 damaged → exceptions and INBOUND_HANDLING; resolve; putaway', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    const order = await approvedOrder(db, [
      [a, 10],
      [b, 5],
    ]);
    expect(order.status).toBe('APPROVED');
    expect(order.boxes.map((box) => box.boxBarcode)).toEqual([
      `${order.inboundNo}-1`,
      `${order.inboundNo}-2`,
    ]);
    expect(await bucketsOf(db, a)).toEqual({ inTransit: 10, available: 0, unsellable: 0, onHand: 0 });

    ok(await act(db, seller, 'inbound', order.id, 'markShipped', { trackingNos: ['1Z999AA10123456784'] }));
    const arrived = ok(await act(db, operator, 'inbound', order.id, 'arrive', {}));
    expect(arrived.status).toBe('ARRIVED');
    expect(await feesOf(db, order)).toEqual([['UNLOADING', 2, 2]]);

    ok(await act(db, operator, 'inbound', order.id, 'startReceiving', {}));
    const received = ok(
      await act(db, operator, 'inbound', order.id, 'receive', {
        lines: [
          { boxNo: 1, sku: a, receivedQty: 9, goodQty: 9, damagedQty: 0 },
          { boxNo: 2, sku: b, receivedQty: 5, goodQty: 4, damagedQty: 1 },
        ],
      }),
    );
    expect(received.status).toBe('RECEIVED');
    expect(received.exceptions.map((e) => [e.type, e.sku, e.qty, e.status])).toEqual([
      ['SHORT', a, 1, 'OPEN'],
      ['DAMAGED', b, 1, 'OPEN'],
    ]);
    expect(await feesOf(db, order)).toEqual([
      ['UNLOADING', 2, 2],
      ['INBOUND_HANDLING', 14, 3.5],
    ]);

    // Open exceptions block putaway.
    expect(failed(await act(db, operator, 'inbound', order.id, 'putaway', {}))).toMatchObject({
      status: 409,
      message: { key: 'openExceptionsBlock' },
    });
    const [short, damaged] = received.exceptions;
    ok(await act(db, operator, 'inboundException', short.id, 'resolve', { resolution: 'ADJUST_FORECAST' }));
    ok(await act(db, operator, 'inboundException', damaged.id, 'askCustomer', {}));
    expect(
      failed(
        await act(db, seller2, 'inboundException', damaged.id, 'chooseResolution', {
          resolution: 'ACCEPT_AS_DAMAGED',
        }),
      ).status,
    ).toBe(404);
    ok(
      await act(db, seller, 'inboundException', damaged.id, 'chooseResolution', {
        resolution: 'ACCEPT_AS_DAMAGED',
      }),
    );
    expect(
      failed(await act(db, operator, 'inboundException', damaged.id, 'resolve', { resolution: 'DESTROY' }))
        .fields,
    ).toEqual({ resolution: { key: 'resolutionMismatch' } });
    ok(
      await act(db, operator, 'inboundException', damaged.id, 'resolve', { resolution: 'ACCEPT_AS_DAMAGED' }),
    );

    const done = ok(await act(db, operator, 'inbound', order.id, 'putaway', {}));
    expect(done.status).toBe('COMPLETED');
    expect(await bucketsOf(db, a)).toEqual({ inTransit: 0, available: 9, unsellable: 0, onHand: 9 });
    expect(await bucketsOf(db, b)).toEqual({ inTransit: 0, available: 4, unsellable: 1, onHand: 5 });
    const flow = (await filter(db, 'flow', { docNo: order.inboundNo })).map((f) => [
      f.reason,
      f.sku,
      f.bucket,
      f.qtyChange,
    ]);
    expect(flow).toEqual([
      ['INBOUND_IN_TRANSIT', a, 'inTransit', 10],
      ['INBOUND_IN_TRANSIT', b, 'inTransit', 5],
      ['INBOUND_PUTAWAY', a, 'inTransit', -10],
      ['INBOUND_PUTAWAY', a, 'available', 9],
      ['INBOUND_PUTAWAY', b, 'inTransit', -5],
      ['INBOUND_PUTAWAY', b, 'available', 4],
      ['INBOUND_PUTAWAY', b, 'unsellable', 1],
    ]);
    expect(done.actionLog.map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['submit', 'DRAFT', 'PENDING_REVIEW'],
      ['approve', 'PENDING_REVIEW', 'APPROVED'],
      ['markShipped', 'APPROVED', 'IN_TRANSIT'],
      ['arrive', 'IN_TRANSIT', 'ARRIVED'],
      ['startReceiving', 'ARRIVED', 'RECEIVING'],
      ['receive', 'RECEIVING', 'RECEIVED'],
      ['resolve', 'OPEN', 'RESOLVED'],
      ['askCustomer', 'OPEN', 'AWAITING_CUSTOMER'],
      ['chooseResolution', 'AWAITING_CUSTOMER', 'AWAITING_CUSTOMER'],
      ['resolve', 'AWAITING_CUSTOMER', 'RESOLVED'],
      ['putaway', 'RECEIVED', 'COMPLETED'],
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });
});

describe('inbound rules', () => {
  it('refuse by state (409 naming it), role (403), owner (404) and fields (422)', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const order = ok(await save(db, seller, 'inbound', inboundInput([[a, 3]])));
    expect(failed(await act(db, operator, 'inbound', order.id, 'arrive', {}))).toMatchObject({
      status: 409,
      message: { key: 'stateRefused', params: { action: 'arrive', state: 'DRAFT' } },
    });
    ok(await act(db, seller, 'inbound', order.id, 'submit', {}));
    expect(failed(await act(db, seller, 'inbound', order.id, 'approve', {}))).toMatchObject({
      status: 403,
      message: { key: 'operatorOnly' },
    });
    expect(failed(await act(db, seller2, 'inbound', order.id, 'submit', {})).status).toBe(404);
    expect(failed(await act(db, seller, 'inbound', 'IB20990101-0001', 'submit', {})).status).toBe(404);
    const outcome = failed(
      await save(db, seller, 'inbound', {
        warehouseCode: 'DEFR',
        shippingMode: 'SEA_FCL',
        eta: '2026-13-01',
        referenceNo: 'R'.repeat(51),
        boxes: [
          {
            weightKg: 0,
            lengthCm: 1,
            widthCm: 1,
            heightCm: 1,
            lines: [
              { sku: a, expectedQty: 1.5 },
              { sku: a, expectedQty: 1 },
            ],
          },
          { weightKg: 1, lengthCm: 1, widthCm: 1, heightCm: 1, lines: [] },
        ],
      }),
    );
    expect(outcome.fields).toEqual({
      referenceNo: { key: 'referenceNoTooLong' },
      eta: { key: 'etaInvalid' },
      containerType: { key: 'containerTypeRequired' },
      'boxes.0.weightKg': { key: 'boxWeightInvalid' },
      'boxes.0.lines.0.expectedQty': { key: 'expectedQtyInvalid' },
      'boxes.0.lines.1.sku': { key: 'lineSkuDuplicate' },
      'boxes.1.lines': { key: 'boxLinesRequired' },
    });
  });

  it('needs an import declaration for the warehouse country, a unique reference and a future ETA at submit', async () => {
    const db = await masterDb();
    const declared = new Set(
      (await filter(db, 'declarations', { countryCode: 'DE', status: 'APPROVED' })).map((d) => d.sku),
    );
    const undeclared = (await approvedSkus(db)).find((sku) => !declared.has(sku)) ?? '';
    expect(
      failed(await save(db, seller, 'inbound', inboundInput([[undeclared, 1]], { warehouseCode: 'DEFR' })))
        .fields,
    ).toEqual({
      'boxes.0.lines.0.sku': { key: 'declarationMissing', params: { sku: undeclared, country: 'DE' } },
    });
    const [a] = await approvedSkus(db);
    ok(await save(db, seller, 'inbound', inboundInput([[a, 1]], { referenceNo: 'PO-1' })));
    expect(
      failed(await save(db, seller, 'inbound', inboundInput([[a, 1]], { referenceNo: 'PO-1' }))).fields,
    ).toEqual({
      referenceNo: { key: 'referenceNoTaken' },
    });
    expect(
      ok(
        await save(
          db,
          seller2,
          'inbound',
          inboundInput([[(await approvedSkus(db, 'C002'))[0], 1]], { referenceNo: 'PO-1' }),
        ),
      ).referenceNo,
    ).toBe('PO-1');
    const late = ok(await save(db, seller, 'inbound', inboundInput([[a, 1]], { eta: '2026-11-01' })));
    expect(failed(await act(db, seller, 'inbound', late.id, 'submit', {})).fields).toEqual({
      eta: { key: 'etaPast' },
    });
  });

  it('approves once: a double approve is refused by the state and adds nothing to inTransit', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const order = await approvedOrder(db, [[a, 4]]);
    const before = await snapshotOf(db);
    expect(failed(await act(db, operator, 'inbound', order.id, 'approve', {})).status).toBe(409);
    expect(await snapshotOf(db)).toBe(before);
    expect((await bucketsOf(db, a))?.inTransit).toBe(4);
  });

  it('an operator cancels an approved order before arrival, giving inTransit back', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const order = await approvedOrder(db, [[a, 4]]);
    expect(failed(await act(db, seller, 'inbound', order.id, 'cancel', {})).status).toBe(403);
    expect(ok(await act(db, operator, 'inbound', order.id, 'cancel', { reason: 'not shipped' })).status).toBe(
      'CANCELLED',
    );
    expect((await bucketsOf(db, a))?.inTransit).toBe(0);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('at a self-service warehouse the owner does the warehouse steps, free of warehouse fees', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const order = ok(
      await save(
        db,
        seller,
        'inbound',
        inboundInput([[a, 2]], { warehouseCode: 'NWT-DALLAS', shippingMode: 'TRUCK' }),
      ),
    );
    ok(await act(db, seller, 'inbound', order.id, 'submit', {}));
    expect(failed(await act(db, seller, 'inbound', order.id, 'approve', {})).status).toBe(403);
    ok(await act(db, operator, 'inbound', order.id, 'approve', {}));
    ok(await act(db, seller, 'inbound', order.id, 'arrive', {}));
    ok(await act(db, seller, 'inbound', order.id, 'startReceiving', {}));
    ok(
      await act(db, seller, 'inbound', order.id, 'receive', {
        lines: [{ boxNo: 1, sku: a, receivedQty: 2, goodQty: 2, damagedQty: 0 }],
      }),
    );
    const done = ok(await act(db, seller, 'inbound', order.id, 'putaway', {}));
    expect(
      done.actionLog.filter((r) => r.by === 'seller' && r.role === 'operator').map((r) => r.action),
    ).toEqual(['arrive', 'startReceiving', 'receive', 'putaway']);
    expect(await everyRecord(db, 'fees')).toEqual([]);
    expect(failed(await act(db, seller2, 'inbound', order.id, 'arrive', {})).status).toBe(404);
  });

  it('refuses received counts that do not add up or name no line of the box', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    const order = await approvedOrder(db, [[a, 2]]);
    ok(await act(db, operator, 'inbound', order.id, 'arrive', {}));
    ok(await act(db, operator, 'inbound', order.id, 'startReceiving', {}));
    expect(
      failed(
        await act(db, operator, 'inbound', order.id, 'receive', {
          lines: [{ boxNo: 1, sku: a, receivedQty: 2, goodQty: 2, damagedQty: 1 }],
        }),
      ).fields,
    ).toEqual({ lines: { key: 'receivedLinesInvalid' } });
    expect(
      failed(
        await act(db, operator, 'inbound', order.id, 'receive', {
          lines: [{ boxNo: 1, sku: b, receivedQty: 2, goodQty: 2, damagedQty: 0 }],
        }),
      ).fields,
    ).toEqual({ 'lines.0.sku': { key: 'receiveLineUnknown' } });
  });
});
