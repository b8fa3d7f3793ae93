import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundOrder } from '../../store/types/documents';
import { setupMockServer } from '../../../mocks/testing';
import { act, save } from '../../services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../services/testing';
import { liveDb } from '../../api/db-instance';
import { filter } from '../../store/store';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

let packed: OutboundOrder;
let picking: OutboundOrder;
let waiting: OutboundOrder;

/** Three orders of C001 from USEA with UPS Ground (68 kg at most): awaiting pick, picking, packed. */
beforeAll(async () => {
  const db = await liveDb();
  const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
    (b) => b.available >= 3,
  );
  if (!stock) throw new Error('the seed has no stock of C001 at USEA');
  const [a, b, c] = await eachInTurn([0, 1, 2], async (i) => {
    const order = ok(
      await save(db, seller, 'outbound', outboundInput([[stock.sku, 1]], { referenceNo: `PO-TRACK-${i}` })),
    );
    ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
    if (i > 0) ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
    if (i > 1) ok(await act(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 1.2 }));
    return structuredClone(order);
  });
  [waiting, picking, packed] = [a, b, c];
});

describe('Outbound/TrackingNo', () => {
  it("gives a packed order the mock carrier's number: the carrier's letters and the order's digits", async () => {
    const admin = await signedIn('admin');
    const answer = await admin.get<{ trackingNo: string }>(`Outbound/TrackingNo?id=${packed.id}`);
    expect(answer.status).toBe(200);
    expect(answer.data.trackingNo).toBe(`UPS${packed.outboundNo.replace(/\D/g, '')}`);
  });

  it('refuses before packing (409 naming the state), the customer (403) and an unknown order (404)', async () => {
    const admin = await signedIn('admin');
    const early = await admin.get(`Outbound/TrackingNo?id=${picking.id}`, 'en');
    expect(early.status).toBe(409);
    expect(early.message).toContain('PICKING');
    const seller = await signedIn('seller');
    expect((await seller.get(`Outbound/TrackingNo?id=${packed.id}`)).status).toBe(403);
    expect((await admin.get('Outbound/TrackingNo?id=NO-SUCH-ORDER')).status).toBe(404);
  });
});

describe('Outbound/Pack', () => {
  it("refuses a weight over the carrier's limit at the weight field (422), and packs one within it", async () => {
    const admin = await signedIn('admin');
    expect((await admin.post('Outbound/Pick', { id: waiting.id })).status).toBe(200);
    const heavy = await admin.post<unknown>('Outbound/Pack', { id: waiting.id, actualWeightKg: 70 }, 'en');
    expect(heavy.status).toBe(422);
    expect(JSON.stringify(heavy)).toContain('actualWeightKg');
    expect(JSON.stringify(heavy)).toContain('68 kg at most');
    const fine = await admin.post<OutboundOrder>('Outbound/Pack', { id: waiting.id, actualWeightKg: 68 });
    expect([fine.status, fine.data.status, fine.data.actualWeightKg]).toEqual([200, 'PACKED', 68]);
  });
});
