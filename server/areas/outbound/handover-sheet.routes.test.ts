import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundBatch, OutboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { act, save } from '../../services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../services/testing';
import { liveDb } from '../../api/db-instance';
import { filter } from '../../store/store';
import { bytesOf, pdfContent, pdfPageSizes, pdfText, seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

let packed: OutboundOrder[] = [];

/** Three packed orders of C001 from USEA with UPS Ground, made through the services. */
beforeAll(async () => {
  const db = await liveDb();
  const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
    (b) => b.available >= 3,
  );
  if (!stock) throw new Error('the seed has no stock of C001 at USEA');
  packed = await eachInTurn([0, 1, 2], async (i) => {
    const order = ok(
      await save(db, seller, 'outbound', outboundInput([[stock.sku, 1]], { referenceNo: `PO-SHEET-${i}` })),
    );
    ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
    ok(await act(db, operator, 'outbound', order.id, 'pick', {}));
    ok(await act(db, operator, 'outbound', order.id, 'pack', { actualWeightKg: 0.5 }));
    return structuredClone(order);
  });
});

describe('Outbound/HandoverSheet', () => {
  it('is an A4 PDF with the batch, carrier, count and each parcel’s tracking number, before and after handover', async () => {
    const seller1 = await signedIn('seller');
    const created = await seller1.post<OutboundBatch>('Outbound/SaveBatch', {
      kind: 'HANDOVER',
      orderIds: packed.slice(0, 2).map((o) => o.id),
    });
    const batch = created.data;
    const early = await seller1.get(`Outbound/HandoverSheet?id=${batch.id}`, 'zh-CN');
    expect([early.status, early.message]).toEqual([
      409,
      translate('zh-CN', 'stateRefused', { action: 'handoverSheet', state: 'OPEN' }),
    ]);
    const printed = (await seller1.post<OutboundBatch>('Outbound/PrintBatch', { id: batch.id })).data;
    const sheet = await seller1.raw(`Outbound/HandoverSheet?id=${batch.id}`);
    expect(sheet.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await bytesOf(sheet);
    // one A4 page, in points
    expect(pdfPageSizes(pdf)).toEqual([[595.28, 841.89]]);
    const shown = pdfText(pdf).split('\n');
    const page = shown.join('\n');
    for (const line of [`Batch: ${batch.batchNo}`, 'Carrier: ', 'Parcels: 2', 'Signature', 'Received by'])
      expect(page).toContain(line);
    for (const order of packed.slice(0, 2)) {
      expect(shown).toContain(order.outboundNo);
      expect(shown).toContain(printed.trackingNos[order.id]);
    }
    // a barcode per parcel and one of the batch number: runs of filled bars
    expect(pdfContent(pdf).match(/ re\s*\nf/g)?.length ?? 0).toBeGreaterThan(60);
    const admin = await signedIn('admin');
    expect((await admin.post('Outbound/HandOverBatch', { id: batch.id })).status).toBe(200);
    const after = await admin.raw(`Outbound/HandoverSheet?id=${batch.id}`);
    expect(after.status).toBe(200);
    expect(Object.keys(printed.trackingNos)).toHaveLength(2);
  });

  it('is refused for a label batch (in words), and is another customer’s 404', async () => {
    const seller1 = await signedIn('seller');
    const batch = (
      await seller1.post<OutboundBatch>('Outbound/SaveBatch', {
        kind: 'LABEL_PRINT',
        orderIds: [packed[2].id],
      })
    ).data;
    await seller1.post('Outbound/PrintBatch', { id: batch.id });
    const label = await seller1.get(`Outbound/HandoverSheet?id=${batch.id}`);
    expect([label.status, label.message]).toEqual([409, translate('en', 'batchNotHandover')]);
    const seller2 = await signedIn('seller2');
    expect((await seller2.raw(`Outbound/HandoverSheet?id=${batch.id}`)).status).toBe(404);
    expect((await seller1.raw('Outbound/HandoverSheet?id=BT-NONE')).status).toBe(404);
  });
});
