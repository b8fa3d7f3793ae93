import { describe, expect, it } from 'vitest';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { filter } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import type { UploadedFile } from '../../api/uploads';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const PDF = new TextEncoder().encode('%PDF-1.4\n%label\n');

async function selfLabelledOrder(customerId: string) {
  const db = await liveDb();
  const order = (await filter(db, 'outbounds', { customerId, businessMode: 'WAREHOUSE_ONLY' })).find(
    (o) => o.status !== 'CANCELLED' && !o.waybillUploaded,
  );
  if (!order) throw new Error(`the seed has no WAREHOUSE_ONLY order of ${customerId} without its label`);
  return order;
}

describe('Outbound/GetWaybills', () => {
  it('lists the caller’s orders with their label’s state, an upload making it UPLOADED and a void MISSING again', async () => {
    const seller = await signedIn('seller');
    const order = await selfLabelledOrder('C001');
    const find = async () =>
      (await seller.get<ListPage<OutboundWaybillRow>>(`Outbound/GetWaybills?keyword=${order.outboundNo}`))
        .data;
    const before = await find();
    expect(before.list.map((r) => [r.id, r.waybill, r.fileName])).toEqual([[order.id, 'MISSING', null]]);

    const uploaded = await seller.upload<UploadedFile>('Outbound/Upload', {
      file: new File([PDF], `${order.outboundNo}.pdf`, { type: 'application/pdf' }),
      purpose: 'waybill',
      docId: order.id,
    });
    expect(uploaded.status).toBe(200);
    const after = await find();
    expect(after.list.map((r) => [r.waybill, r.fileName])).toEqual([['UPLOADED', `${order.outboundNo}.pdf`]]);
    expect(after.counts).toEqual({ UPLOADED: 1 });

    expect((await seller.post('Outbound/VoidWaybill', { id: order.id })).status).toBe(200);
    expect((await find()).list.map((r) => r.waybill)).toEqual(['MISSING']);
  });

  it('filters by label state and mode, keeps to the customer’s own, and leaves cancelled orders out', async () => {
    const seller2 = await signedIn('seller2');
    const page = (
      await seller2.get<ListPage<OutboundWaybillRow>>(
        'Outbound/GetWaybills?waybill=GENERATED&businessMode=WAREHOUSE_AND_DELIVERY&pageSize=200',
      )
    ).data;
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.list.map((r) => [r.customerId, r.waybill, r.businessMode].join()))).toEqual(
      new Set(['C002,GENERATED,WAREHOUSE_AND_DELIVERY']),
    );
    expect(page.list.every((r) => r.status === 'SHIPPED' || r.status === 'DELIVERED')).toBe(true);
    const db = await liveDb();
    const [cancelled] = await filter(db, 'outbounds', { customerId: 'C002', status: 'CANCELLED' });
    if (!cancelled) throw new Error('the seed has no cancelled order of C002');
    const searched = await seller2.get<ListPage<OutboundWaybillRow>>(
      `Outbound/GetWaybills?keyword=${cancelled.outboundNo}`,
    );
    expect(searched.data.total).toBe(0);
    const theirs = await selfLabelledOrder('C001');
    const other = await seller2.get<ListPage<OutboundWaybillRow>>(
      `Outbound/GetWaybills?keyword=${theirs.outboundNo}`,
    );
    expect(other.data.total).toBe(0);
    const admin = await signedIn('admin');
    const all = await admin.get<ListPage<OutboundWaybillRow>>(
      `Outbound/GetWaybills?keyword=${theirs.outboundNo}`,
    );
    expect(all.data.list.map((r) => r.id)).toEqual([theirs.id]);
  });
});
