import { describe, expect, it } from 'vitest';
import { returnableQty, rmaReceivedAt } from '@/api/rules/rma';
import type { OutboundOrder, Rma } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { countOf, everyRecord, filter } from '../../store/store';
import { liveDb } from '../../api/db-instance';
import type { ListPage } from '../../store/list-query';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('Rma/GetList filters', () => {
  it('lists the returns of one original outbound order, only the caller’s', async () => {
    const db = await liveDb();
    const sample = (await filter(db, 'rmas', { customerId: 'C001' })).find((r) => r.originalOutboundNo);
    if (!sample?.originalOutboundNo) throw new Error('the seed has no forecast of C001');
    const no = sample.originalOutboundNo;
    const seller = await signedIn('seller');
    const answer = await seller.get<ListPage<Rma>>(`Rma/GetList?originalOutboundNo=${no}&pageSize=200`);
    expect(answer.status).toBe(200);
    expect(ids(answer.data.list)).toEqual(ids(await filter(db, 'rmas', { originalOutboundNo: no })));
    const seller2 = await signedIn('seller2');
    const theirs = await seller2.get<ListPage<Rma>>(`Rma/GetList?originalOutboundNo=${no}`);
    expect([theirs.status, theirs.data.total]).toEqual([200, 0]);
  });

  it('lists the returns received within a day range, none of those not received', async () => {
    const db = await liveDb();
    const own = await filter(db, 'rmas', { customerId: 'C001' });
    const sample = own.find((r) => rmaReceivedAt(r) !== null);
    const at = sample && rmaReceivedAt(sample);
    if (!at) throw new Error('the seed has no received return of C001');
    const day = at.slice(0, 10);
    const seller = await signedIn('seller');
    const answer = await seller.get<ListPage<Rma>>(
      `Rma/GetList?receivedFrom=${day}&receivedTo=${day}&pageSize=200`,
    );
    const expected = own.filter((r) => rmaReceivedAt(r)?.slice(0, 10) === day);
    expect(answer.status).toBe(200);
    expect(ids(answer.data.list)).toEqual(ids(expected));
    expect(answer.data.list.map((r) => r.id)).toContain(sample.id);
    const reversed = await seller.get(`Rma/GetList?receivedFrom=${day}&receivedTo=2000-01-01`);
    expect(reversed.status).toBe(422);
  });

  it('exports the filtered returns as csv, one row each', async () => {
    const db = await liveDb();
    const seller = await signedIn('seller');
    const response = await seller.raw('Rma/Export?format=csv&status=COMPLETED');
    expect(response.status).toBe(200);
    const rows = (await response.text()).trim().split(/\r?\n/);
    expect(rows[0]).toContain('rmaNo');
    expect(rows[0]).toContain('receivedAt');
    const completed = await countOf(db, 'rmas', { customerId: 'C001', status: 'COMPLETED' });
    expect(rows).toHaveLength(completed + 1);
    expect((await seller.raw('Rma/Export?format=pdf')).status).toBe(422);
  });
});

describe('Rma/Save from a shipped order', () => {
  /** A delivered order of C001 at a warehouse that takes returns, with no return yet. */
  async function freshOrder(): Promise<OutboundOrder> {
    const db = await liveDb();
    const returns = new Set(
      (await filter(db, 'warehouses')).filter((w) => w.capabilities.returns).map((w) => w.code),
    );
    const returned = new Set((await everyRecord(db, 'rmas')).map((r) => r.originalOutboundNo));
    const order = (await filter(db, 'outbounds', { customerId: 'C001', status: 'DELIVERED' })).find(
      (o) => returns.has(o.warehouseCode) && !returned.has(o.outboundNo),
    );
    if (!order) throw new Error('the seed has no delivered order of C001 without a return');
    return order;
  }
  const input = (order: OutboundOrder, expectedQty: number, extra: Record<string, unknown> = {}) => ({
    source: 'CUSTOMER_FORECAST',
    originalOutboundNo: order.outboundNo,
    warehouseCode: order.warehouseCode,
    reason: 'Wrong size',
    lines: [{ sku: order.lines[0].sku, expectedQty }],
    ...extra,
  });

  it('refuses more than was shipped at the line, in the caller’s language, then what other returns take', async () => {
    const order = await freshOrder();
    const shipped = order.lines[0].qty;
    const seller = await signedIn('seller');
    const over = await seller.post('Rma/Save', input(order, shipped + 1), 'zh-CN');
    expect(over.status).toBe(422);
    expect(over.data).toEqual({
      'lines.0.expectedQty': translate('zh-CN', 'rmaQtyOverShipped', { max: String(shipped) }),
    });
    const first = await seller.post<Rma>('Rma/Save', input(order, shipped));
    expect(first.status).toBe(200);
    const second = await seller.post('Rma/Save', input(order, 1));
    expect(second).toMatchObject({
      status: 422,
      data: { 'lines.0.expectedQty': translate('en', 'rmaQtyOverShipped', { max: '0' }) },
    });
    // the first return cancelled gives its units back
    expect((await seller.post('Rma/Cancel', { id: first.data.id, reason: 'Kept' })).status).toBe(200);
    expect((await seller.post('Rma/Save', input(order, 1))).status).toBe(200);
    const db = await liveDb();
    const others = await filter(db, 'rmas', { originalOutboundNo: order.outboundNo });
    expect(returnableQty(order.lines, others, null).get(order.lines[0].sku)).toBe(shipped - 1);
  });

  it('refuses a SKU the order did not ship, another warehouse, and another customer’s order', async () => {
    const order = await freshOrder();
    const seller = await signedIn('seller');
    const db = await liveDb();
    const other = (await filter(db, 'skus', { customerId: 'C001', status: 'APPROVED' })).find(
      (s) => !order.lines.some((l) => l.sku === s.sku),
    );
    const elsewhere = (await filter(db, 'warehouses', { status: 'ACTIVE' })).find(
      (w) => w.code !== order.warehouseCode && w.capabilities.returns,
    );
    const answer = await seller.post(
      'Rma/Save',
      input(order, 1, {
        warehouseCode: elsewhere?.code,
        lines: [{ sku: other?.sku, expectedQty: 1 }],
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      warehouseCode: translate('en', 'rmaWarehouseNotOriginal'),
      'lines.0.sku': translate('en', 'rmaSkuNotShipped'),
    });
    const seller2 = await signedIn('seller2');
    const theirs = await seller2.post('Rma/Save', input(order, 1));
    expect(theirs).toMatchObject({
      status: 422,
      data: { originalOutboundNo: translate('en', 'originalOutboundInvalid') },
    });
  });
});
