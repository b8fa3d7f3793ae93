import { describe, expect, it } from 'vitest';
import type { OutboundOrder } from '../../store/types/documents';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb, liveUploads } from '../../api/db-instance';
import { filter, find } from '../../store/store';
import type { UploadedFile } from '../../api/uploads';
import { bytesOf, pdfPageSizes, pdfText, seedBeforeAll, signedIn, type Caller } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const PDF = new TextEncoder().encode('%PDF-1.4\n%label\n');

/** The seed's WAREHOUSE_ONLY order of seller (C001) resting in `status` whose label is not uploaded yet. */
async function seededWithoutLabel(status: 'PACKED' | 'PICKING'): Promise<OutboundOrder> {
  const db = await liveDb();
  const found = (
    await filter(db, 'outbounds', { customerId: 'C001', businessMode: 'WAREHOUSE_ONLY', status })
  ).find((o) => !o.waybillUploaded);
  if (!found) throw new Error(`the seed has no ${status} WAREHOUSE_ONLY order without a label`);
  return found;
}

const uploadLabel = (seller: Caller, order: OutboundOrder) =>
  seller.upload<UploadedFile>('Outbound/Upload', {
    file: new File([PDF], `${order.outboundNo}.pdf`, { type: 'application/pdf' }),
    purpose: 'waybill',
    docId: order.id,
  });

const get = async (caller: Caller, id: string) =>
  (await caller.get<OutboundOrder>(`Outbound/Get?id=${id}`)).data;

// first: the tests after it upload and void labels of their own
describe('the seed’s labels', () => {
  it('are rendered from their orders, one per labelled WAREHOUSE_ONLY order, none of them stored', async () => {
    const db = await liveDb();
    const labelled = (await filter(db, 'outbounds', { businessMode: 'WAREHOUSE_ONLY' })).filter(
      (o) => o.waybillUploaded,
    );
    expect(labelled.length).toBeGreaterThan(0);
    expect((await liveUploads()).filter((u) => u.id.startsWith('UPSEED'))).toEqual([]);
    const shipped = labelled.find((o) => o.customerId === 'C001' && o.status === 'DELIVERED');
    if (!shipped) throw new Error('the seed has no delivered WAREHOUSE_ONLY order of C001');
    const seller = await signedIn('seller');
    const file = await seller.raw(`Outbound/Waybill?id=${shipped.id}`);
    expect(file.status).toBe(200);
    // the order's label: a 4 × 6 in page (in points) with its tracking number
    const pdf = await bytesOf(file);
    expect(pdfPageSizes(pdf)).toEqual([[288, 432]]);
    expect(shipped.trackingNo).toMatch(/\S/);
    expect(pdfText(pdf).split('\n')).toContain(shipped.trackingNo);
    // the same file by its id, as an upload is served
    const byId = await seller.raw(`Outbound/File?id=UPSEED${shipped.id}`);
    expect(byId.status).toBe(200);
    expect(pdfText(await bytesOf(byId))).toBe(pdfText(pdf));
    // and the waybills' page names it, uploaded when the order went to the warehouse
    const listed = await seller.get<{ list: OutboundWaybillRow[] }>(
      `Outbound/GetWaybills?keyword=${shipped.outboundNo}`,
    );
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        id: shipped.id,
        fileName: `${shipped.referenceNo || shipped.outboundNo}-label.pdf`,
        uploadedAt: shipped.actionLog.find((row) => row.toStatus === 'AWAITING_PICK')?.at,
      }),
    ]);
    // another customer's seller cannot fetch it
    const other = await signedIn('seller2');
    expect((await other.raw(`Outbound/File?id=UPSEED${shipped.id}`)).status).toBe(404);
  });
});

describe('a WAREHOUSE_ONLY order ships only with its label', () => {
  it('refuses to ship without the label (409, the reason in words), again once it is voided, ships with one', async () => {
    const order = await seededWithoutLabel('PACKED');
    const admin = await signedIn('admin');
    const seller = await signedIn('seller');
    const ship = (trackingNo: string, lang = 'en') =>
      admin.post('Outbound/Ship', { id: order.id, trackingNo }, lang);

    expect(await ship('1ZOWN0001', 'zh-CN')).toMatchObject({
      status: 409,
      message: translate('zh-CN', 'waybillMissing'),
    });
    // the missing label is told before a missing number: it is what the warehouse cannot mend
    expect(await ship('')).toMatchObject({ status: 409, message: translate('en', 'waybillMissing') });
    expect((await get(admin, order.id)).status).toBe('PACKED');

    expect((await uploadLabel(seller, order)).status).toBe(200);
    expect(await get(seller, order.id)).toMatchObject({ waybillUploaded: true, status: 'PACKED' });
    expect((await seller.post('Outbound/VoidWaybill', { id: order.id })).status).toBe(200);
    expect((await get(seller, order.id)).waybillUploaded).toBe(false);
    expect(await ship('1ZOWN0001')).toMatchObject({
      status: 409,
      message: translate('en', 'waybillMissing'),
    });
    // the voided file stays on record, no longer the order's label
    const records = (await liveUploads()).filter((u) => u.docId === order.id && u.purpose === 'waybill');
    expect(records.map((u) => u.voided)).toEqual([true]);

    expect((await uploadLabel(seller, order)).status).toBe(200);
    expect((await ship('1ZOWN0001')).status).toBe(200);
    const shipped = await get(admin, order.id);
    expect(shipped).toMatchObject({ status: 'SHIPPED', trackingNo: '1ZOWN0001' });
    // the order's log says who uploaded and voided which file, in the state it was in
    const labelRows = shipped.actionLog.filter((row) => row.action.endsWith('Waybill'));
    const file = `${order.outboundNo}.pdf`;
    expect(
      labelRows.map(({ action, by, role, fromStatus, toStatus, note }) => ({
        action,
        by,
        role,
        fromStatus,
        toStatus,
        note,
      })),
    ).toEqual(
      ['uploadWaybill', 'voidWaybill', 'uploadWaybill'].map((action) => ({
        action,
        by: labelRows[0].by,
        role: 'customer',
        fromStatus: 'PACKED',
        toStatus: 'PACKED',
        note: file,
      })),
    );
  });

  it('a bulk ship reports each order without its label, with the reason, and ships the others', async () => {
    const db = await liveDb();
    const admin = await signedIn('admin');
    const picking = await seededWithoutLabel('PICKING');
    // packing goes on without the label: only the hand-over to the carrier needs it
    expect((await admin.post('Outbound/Pack', { id: picking.id, actualWeightKg: 1.1 })).status).toBe(200);
    const carrierMade = await find(db, 'outbounds', {
      customerId: 'C001',
      businessMode: 'WAREHOUSE_AND_DELIVERY',
      status: 'PACKED',
    });
    if (!carrierMade) throw new Error('the seed has no packed WAREHOUSE_AND_DELIVERY order of C001');
    const answer = await admin.post<{
      succeeded: string[];
      failed: { id: string; status: number; message: string }[];
    }>(
      'Outbound/BulkAction',
      { ids: [carrierMade.id, picking.id], action: 'ship', trackingNo: '1ZBULK1' },
      'zh-CN',
    );
    expect(answer.data).toEqual({
      succeeded: [carrierMade.id],
      failed: [{ id: picking.id, status: 409, message: translate('zh-CN', 'waybillMissing') }],
    });
    expect((await get(admin, picking.id)).status).toBe('PACKED');
  });
});
