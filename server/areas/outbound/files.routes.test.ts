import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { act, save } from '../../services/index';
import { eachInTurn, ok, operator, outboundInput, seller } from '../../services/testing';
import { liveDb } from '../../api/db-instance';
import { everyRecord, filter, find } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import { shippedAtOf } from '@/api/rules/outbound';
import { bytesOf, pdfPageSizes, pdfText, seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const json = async (response: Response) =>
  [response.status, ((await response.json()) as { message: string }).message] as const;

let waiting: OutboundOrder[] = [];
let picking: OutboundOrder;
let sku = '';

/** Three orders of C001 at USEA made through the services: two awaiting pick, one being picked. */
beforeAll(async () => {
  const db = await liveDb();
  const stock = (await filter(db, 'balances', { customerId: 'C001', warehouseCode: 'USEA' })).find(
    (b) => b.available >= 10,
  );
  if (!stock) throw new Error('the seed has no stock of C001 at USEA');
  sku = stock.sku;
  const orders = await eachInTurn([2, 3, 4], async (qty, i) => {
    const order = ok(
      await save(db, seller, 'outbound', outboundInput([[stock.sku, qty]], { referenceNo: `PO-PICK-${i}` })),
    );
    ok(await act(db, seller, 'outbound', order.id, 'submit', {}));
    return order;
  });
  ok(await act(db, operator, 'outbound', orders[2].id, 'pick', {}));
  waiting = orders.slice(0, 2).map((o) => structuredClone(o));
  picking = structuredClone(orders[2]);
});

describe('Outbound/GetList, the list’s filters', () => {
  it('finds an order by its tracking number and filters by the day it shipped', async () => {
    const db = await liveDb();
    const orders = await everyRecord(db, 'outbounds');
    const shipped = orders.find((o) => o.customerId === 'C001' && o.trackingNo && shippedAtOf(o));
    if (!shipped) throw new Error('the seed has no shipped order of C001');
    const admin = await signedIn('admin');
    const byTracking = await admin.get<ListPage<OutboundOrder>>(
      `Outbound/GetList?keyword=${shipped.trackingNo}`,
    );
    expect(byTracking.data.list.map((o) => o.id)).toEqual([shipped.id]);

    const day = (shippedAtOf(shipped) ?? '').slice(0, 10);
    const onThatDay = await admin.get<ListPage<OutboundOrder>>(
      `Outbound/GetList?shippedFrom=${day}&shippedTo=${day}&pageSize=200`,
    );
    const expected = orders.filter((o) => shippedAtOf(o)?.slice(0, 10) === day);
    expect(onThatDay.data.total).toBe(expected.length);
    expect(onThatDay.data.list.map((o) => o.id)).toContain(shipped.id);
    // an order never shipped has no shipping day to match
    const notShipped = orders.filter((o) => shippedAtOf(o) === null).map((o) => o.id);
    expect(onThatDay.data.list.some((o) => notShipped.includes(o.id))).toBe(false);
  });

  it('refuses a shipped range that ends before it starts, at its field', async () => {
    const admin = await signedIn('admin');
    const reversed = await admin.get('Outbound/GetList?shippedFrom=2026-03-02&shippedTo=2026-03-01', 'en');
    expect(reversed).toMatchObject({
      status: 422,
      data: { shippedTo: translate('en', 'listDateRangeReversed') },
    });
  });
});

describe('Outbound/Labels', () => {
  it('merges the carrier labels of shipped orders into one PDF, a page each', async () => {
    const db = await liveDb();
    const shipped = (
      await filter(db, 'outbounds', {
        customerId: 'C001',
        status: 'SHIPPED',
        businessMode: 'WAREHOUSE_AND_DELIVERY',
      })
    ).slice(0, 3);
    expect(shipped).toHaveLength(3);
    const seller = await signedIn('seller');
    const response = await seller.raw(`Outbound/Labels?ids=${shipped.map((o) => o.id).join(',')}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await bytesOf(response);
    // 4 × 6 in by default, in points: a page each, in the order asked, with its tracking number
    expect(pdfPageSizes(pdf)).toEqual(Array.from({ length: 3 }, () => [288, 432]));
    const tracking = pdfText(pdf)
      .split('\n')
      .filter((line) => shipped.some((o) => o.trackingNo === line));
    expect(tracking).toEqual(shipped.map((o) => o.trackingNo));
  });

  it('names the orders without a label yet (409), and hides another customer’s order (404)', async () => {
    const seller = await signedIn('seller');
    const refused = await seller.raw(`Outbound/Labels?ids=${waiting[0].id},${waiting[1].id}`, 'en');
    expect(await json(refused)).toEqual([
      409,
      translate('en', 'carrierLabelsNotYet', {
        orders: `${waiting[0].outboundNo}, ${waiting[1].outboundNo}`,
      }),
    ]);
    // the words themselves: another message of the same key once shadowed this one
    expect((await json(await seller.raw(`Outbound/Labels?ids=${waiting[0].id}`, 'en')))[1]).toBe(
      `no carrier label yet for ${waiting[0].outboundNo}: a label exists once the order has shipped with the warehouse delivering`,
    );
    const seller2 = await signedIn('seller2');
    expect((await seller2.raw(`Outbound/Labels?ids=${waiting[0].id}`)).status).toBe(404);
    const none = await seller.get('Outbound/Labels?ids=', 'en');
    expect(none).toMatchObject({ status: 422, data: { ids: translate('en', 'bulkIdsRequired') } });
  });
});

describe('Outbound/PickList', () => {
  it('adds up the SKUs of the chosen orders, with their numbers', async () => {
    const admin = await signedIn('admin');
    const ids = [waiting[0].id, picking.id].join(',');
    const response = await admin.raw(`Outbound/PickList?warehouseCode=USEA&ids=${ids}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await bytesOf(response);
    expect(pdfPageSizes(pdf)).toEqual([[595.28, 841.89]]);
    const shown = pdfText(pdf).split('\n');
    expect(shown).toContain('PICK LIST  USEA');
    // 2 + 4 units of the one SKU, on one line: the SKU, its name, the quantity, the orders
    expect(shown.filter((line) => / {3}ORDERS 2 {3}SKUS 1 {3}UNITS 6$/.test(line))).toHaveLength(1);
    const at = shown.indexOf(sku);
    expect(at).toBeGreaterThan(0);
    expect(shown[at + 2]).toBe('6');
    expect(shown[at + 3]).toBe(`${waiting[0].outboundNo}, ${picking.outboundNo}`);
    expect(shown.join('\n')).not.toContain(waiting[1].outboundNo);
  });

  it('without ids, takes every order of the warehouse awaiting pick', async () => {
    const admin = await signedIn('admin');
    const pdf = pdfText(await bytesOf(await admin.raw('Outbound/PickList?warehouseCode=USEA')));
    for (const order of waiting) expect(pdf).toContain(order.outboundNo);
    expect(pdf).not.toContain(picking.outboundNo);
  });

  it('is the warehouse’s: 403 for a customer, 422 at the field, 409 naming orders with nothing to pick', async () => {
    const seller = await signedIn('seller');
    expect((await seller.raw('Outbound/PickList?warehouseCode=USEA')).status).toBe(403);
    const admin = await signedIn('admin');
    expect(await admin.get('Outbound/PickList', 'en')).toMatchObject({
      status: 422,
      data: { warehouseCode: translate('en', 'pickListWarehouseRequired') },
    });
    const other = await admin.get(`Outbound/PickList?warehouseCode=UKLO&ids=${waiting[0].id}`, 'en');
    expect(other).toMatchObject({
      status: 422,
      data: {
        ids: translate('en', 'pickListOtherWarehouse', { orders: waiting[0].outboundNo, warehouse: 'UKLO' }),
      },
    });
    const db = await liveDb();
    const shipped = await find(db, 'outbounds', { warehouseCode: 'USEA', status: 'SHIPPED' });
    if (!shipped) throw new Error('the seed has no shipped order at USEA');
    const done = await admin.raw(`Outbound/PickList?warehouseCode=USEA&ids=${shipped.id}`, 'en');
    expect(await json(done)).toEqual([
      409,
      translate('en', 'pickListNotPickable', { orders: shipped.outboundNo }),
    ]);
  });
});
