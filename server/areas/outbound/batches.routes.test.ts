import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundBatch, OutboundBatchDetail, OutboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { act, save } from '../../services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../services/testing';
import { liveDb } from '../../api/db-instance';
import { filter } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import { bytesOf, pdfPageSizes, pdfText, seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

let packed: OutboundOrder[] = [];
let waiting: OutboundOrder[] = [];

/** Six orders of C001 from USEA with UPS Ground, made through the services on the live db: the seed's year has few in progress. */
beforeAll(async () => {
  const db = await liveDb();
  const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
    (b) => b.available >= 6,
  );
  if (!stock) throw new Error('the seed has no stock of C001 at USEA');
  const orders = await eachInTurn([0, 1, 2, 3, 4, 5], async (i) => {
    const { id } = ok(
      await save(db, seller, 'outbound', outboundInput([[stock.sku, 1]], { referenceNo: `PO-BATCH-${i}` })),
    );
    // each step's answer is the order as it left it (on a table, a record read is a copy)
    let order = ok(await act(db, seller, 'outbound', id, 'submit', {}));
    if (i < 5) ok(await act(db, operator, 'outbound', id, 'pick', {}));
    if (i < 5) order = ok(await act(db, operator, 'outbound', id, 'pack', { actualWeightKg: 0.5 }));
    return structuredClone(order);
  });
  packed = orders.filter((o) => o.status === 'PACKED');
  waiting = orders.filter((o) => o.status === 'AWAITING_PICK');
  expect([packed.length, waiting.length]).toEqual([5, 1]);
});

const ids = (orders: readonly OutboundOrder[]) => orders.map((o) => o.id);

describe('Outbound batches', () => {
  it('are made, listed with counts, printed as one label file and handed over, shipping every order', async () => {
    const seller = await signedIn('seller');
    const created = await seller.post<OutboundBatch>('Outbound/SaveBatch', {
      kind: 'HANDOVER',
      orderIds: ids(packed.slice(0, 2)),
    });
    expect(created).toMatchObject({ status: 200, data: { status: 'OPEN', customerId: 'C001' } });
    const batch = created.data;
    const listed = await seller.get<ListPage<OutboundBatch>>(`Outbound/GetBatches?keyword=${batch.batchNo}`);
    expect([listed.data.total, listed.data.counts]).toEqual([1, { OPEN: 1 }]);
    const detail = await seller.get<OutboundBatchDetail>(`Outbound/GetBatch?id=${batch.id}`);
    expect(detail.data.orders.map((o) => o.status)).toEqual(['PACKED', 'PACKED']);
    expect((await seller.raw(`Outbound/BatchLabels?id=${batch.id}`)).status).toBe(409);

    const printed = await seller.post<OutboundBatch>('Outbound/PrintBatch', { id: batch.id });
    expect(printed.data.status).toBe('PRINTED');
    const labels = await seller.raw(`Outbound/BatchLabels?id=${batch.id}&size=10x15`);
    expect(labels.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await bytesOf(labels);
    // a 10 × 15 cm label a page, in points, each with the tracking number the print gave its order
    expect(pdfPageSizes(pdf)).toEqual([
      [283.46, 425.2],
      [283.46, 425.2],
    ]);
    const shown = pdfText(pdf).split('\n');
    for (const order of packed.slice(0, 2)) {
      expect(shown).toContain(printed.data.trackingNos[order.id]);
      expect(shown.filter((line) => line.startsWith(`REF ${order.outboundNo}`))).toHaveLength(1);
    }

    expect((await seller.post('Outbound/HandOverBatch', { id: batch.id })).status).toBe(403);
    const admin = await signedIn('admin');
    const handed = await admin.post<OutboundBatch>('Outbound/HandOverBatch', { id: batch.id });
    expect(handed.data.status).toBe('HANDED_OVER');
    for (const order of packed.slice(0, 2)) {
      const after = (await seller.get<OutboundOrder>(`Outbound/Get?id=${order.id}`)).data;
      expect([after.status, after.trackingNo]).toEqual(['SHIPPED', printed.data.trackingNos[order.id]]);
    }
    const counts = (await admin.get<ListPage<OutboundBatch>>('Outbound/GetBatches?customerId=C001')).data
      .counts;
    expect(counts).toEqual({ HANDED_OVER: 1 });
  });

  it('hand over all or none: an order still picking makes it 409 in the request’s language', async () => {
    const admin = await signedIn('admin');
    const late = waiting[0];
    expect((await admin.post('Outbound/Pick', { id: late.id })).status).toBe(200);
    const orders = [...packed.slice(2, 4), late];
    const batch = (
      await admin.post<OutboundBatch>('Outbound/SaveBatch', { kind: 'HANDOVER', orderIds: ids(orders) })
    ).data;
    expect(batch.customerId).toBeNull();
    await admin.post('Outbound/PrintBatch', { id: batch.id });
    const refused = await admin.post('Outbound/HandOverBatch', { id: batch.id }, 'zh-CN');
    expect(refused).toMatchObject({
      status: 409,
      code: 409,
      message: translate('zh-CN', 'batchOrderRefused', { id: late.outboundNo, state: 'PICKING' }),
    });
    const after = (await admin.get<OutboundBatchDetail>(`Outbound/GetBatch?id=${batch.id}`)).data;
    expect(after.status).toBe('PRINTED');
    expect(after.orders.map((o) => [o.status, o.trackingNo])).toEqual([
      ['PACKED', ''],
      ['PACKED', ''],
      ['PICKING', ''],
    ]);
    // Taken out, the rest goes.
    await admin.post('Outbound/RemoveBatchOrders', { id: batch.id, orderIds: [late.id] });
    expect((await admin.post<OutboundBatch>('Outbound/HandOverBatch', { id: batch.id })).data.status).toBe(
      'HANDED_OVER',
    );
    // The warehouse's batch is not the customer's to see.
    const seller = await signedIn('seller');
    expect((await seller.get(`Outbound/GetBatch?id=${batch.id}`)).status).toBe(404);
  });

  it('answer 422 per field, 409 for a taken order, and are deleted while open', async () => {
    const seller = await signedIn('seller');
    const invalid = await seller.post('Outbound/SaveBatch', { kind: 'PARTY', orderIds: [] }, 'en');
    expect(invalid).toMatchObject({
      status: 422,
      data: { orderIds: translate('en', 'batchOrdersRequired') },
    });
    const kind = await seller.post(
      'Outbound/SaveBatch',
      { kind: 'PARTY', orderIds: ids(packed.slice(4, 5)) },
      'en',
    );
    expect(kind.data).toEqual({ kind: translate('en', 'batchKindInvalid') });
    const first = (
      await seller.post<OutboundBatch>('Outbound/SaveBatch', {
        kind: 'LABEL_PRINT',
        orderIds: ids(packed.slice(4, 5)),
      })
    ).data;
    const taken = await seller.post(
      'Outbound/SaveBatch',
      { kind: 'HANDOVER', orderIds: ids(packed.slice(4, 5)) },
      'en',
    );
    expect(taken).toMatchObject({
      status: 409,
      message: translate('en', 'batchOrderTaken', { id: packed[4].outboundNo, batchNo: first.batchNo }),
    });
    const seller2 = await signedIn('seller2');
    expect((await seller2.post('Outbound/DeleteBatches', { ids: [first.id] })).status).toBe(404);
    expect(await seller.post('Outbound/DeleteBatches', { ids: [first.id] })).toMatchObject({
      status: 200,
      data: { removed: 1 },
    });
    expect((await seller.get(`Outbound/GetBatch?id=${first.id}`)).status).toBe(404);
  });
});
