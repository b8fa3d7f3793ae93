import { beforeAll, describe, expect, it } from 'vitest';
import { API, setupMockServer, signInAs } from '@mocks/testing';
import { act, save } from '../../../server/services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../../server/services/testing';
import { liveDb } from '../../../server/api/db-instance';
import { filter, find } from '../../../server/store/store';
import { pdfPageSizes, pdfText, seedBeforeAll } from '../../../server/api/testing';
import { translate } from '../../../server/api/i18n';
import { configureClient } from '../client';
import { fieldErrors } from '../errors';
import { bindFake } from '../client.test-support';
import { getInbound, raiseInboundException, uploadInboundPhoto } from './inbound';
import { getOutbound } from './outbound';
import {
  createOutboundBatch,
  deleteOutboundBatches,
  getOutboundBatch,
  getOutboundBatches,
  getOutboundBatchLabels,
  outboundBatchAction,
  updateOutboundBatchRemark,
} from './outbound-batch';

setupMockServer();
seedBeforeAll();
beforeAll(() => configureClient({ baseURL: API }));

async function as(username: string, language = 'en') {
  const { access_token } = await signInAs(username);
  return bindFake({ token: access_token, language });
}

describe('raising an inbound exception through the client', () => {
  it('uploads the photo, raises the exception and answers the order; 422 comes back per field', async () => {
    const db = await liveDb();
    const arrived = await find(db, 'inbounds', { customerId: 'C001', status: 'ARRIVED' });
    if (!arrived) throw new Error('the seed has no ARRIVED order of C001');
    await as('admin');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'box.png', { type: 'image/png' });
    const photo = await uploadInboundPhoto(png, arrived.id);
    const order = await raiseInboundException(arrived.id, {
      type: 'DIMENSION_MISMATCH',
      boxNo: arrived.boxes[0].boxNo,
      qty: 1,
      photos: [photo.url],
      note: 'box is 10 cm longer',
    });
    expect(order.exceptions.at(-1)).toMatchObject({
      type: 'DIMENSION_MISMATCH',
      status: 'OPEN',
      photos: [photo.url],
    });
    await expect(getInbound(arrived.id)).resolves.toMatchObject({ exceptions: order.exceptions });
    await as('admin', 'zh-CN');
    const refused = await raiseInboundException(arrived.id, { type: 'WRONG_SKU', boxNo: 1, qty: 1 }).catch(
      (e: unknown) => e,
    );
    expect(fieldErrors(refused)).toEqual({ sku: translate('zh-CN', 'exceptionSkuRequired') });
  });
});

describe('outbound batches through the client', () => {
  it('create, list, edit, print, download the labels and hand over', async () => {
    const db = await liveDb();
    const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
      (b) => b.available >= 2,
    );
    if (!stock) throw new Error('the seed has no stock of C001 at USEA');
    const orderIds = await eachInTurn([0, 1], async (i) => {
      const order = ok(
        await save(
          db,
          seller,
          'outbound',
          outboundInput([[stock.sku, 1]], { referenceNo: `PO-CLIENT-${i}` }),
        ),
      );
      ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
      ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
      ok(await act(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 0.3 }));
      return order.id;
    });
    await as('seller');
    const batch = await createOutboundBatch({ kind: 'HANDOVER', orderIds: [orderIds[0]] });
    await outboundBatchAction(batch.id, 'addOrders', { orderIds: [orderIds[1]] });
    expect((await updateOutboundBatchRemark(batch.id, 'dock 4')).remark).toBe('dock 4');
    const page = await getOutboundBatches({ pageIndex: 1, pageSize: 10, keyword: batch.batchNo });
    expect([page.total, page.counts]).toEqual([1, { OPEN: 1 }]);
    expect((await getOutboundBatch(batch.id)).orders.map((o) => o.id)).toEqual(orderIds);
    const printed = await outboundBatchAction(batch.id, 'print');
    const pdf = await getOutboundBatchLabels(batch.id, '10x10');
    // a 10 × 10 cm label (in points) per order, with the tracking number the print gave it
    const labels = new Uint8Array(await pdf.arrayBuffer());
    expect(pdfPageSizes(labels)).toEqual([
      [283.46, 283.46],
      [283.46, 283.46],
    ]);
    const shown = pdfText(labels).split('\n');
    for (const id of orderIds) expect(shown).toContain(printed.trackingNos[id]);
    await expect(deleteOutboundBatches([batch.id])).rejects.toMatchObject({ status: 409 });
    await as('admin');
    expect((await outboundBatchAction(batch.id, 'handOver')).status).toBe('HANDED_OVER');
    await expect(getOutbound(orderIds[1])).resolves.toMatchObject({
      status: 'SHIPPED',
      trackingNo: printed.trackingNos[orderIds[1]],
    });
  });
});
