import { describe, expect, it } from 'vitest';
import type { ReturnedSku, SkuReturns } from '@/api/business/rma';
import type { ReturnStrategy } from '../../store/types/sku';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { filter, filterNaming } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

describe('Rma/GetReturnedSkus', () => {
  it('lists the caller’s returned SKUs, most returned units first', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.get<ListPage<ReturnedSku>>('Rma/GetReturnedSkus?pageSize=50');
    expect(answer.status).toBe(200);
    const rows = answer.data.list;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.customerId === 'C001')).toBe(true);
    const units = rows.map((r) => r.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });
});

describe('Rma/GetSkuReturns', () => {
  it('answers the figures of the page: shipped units, twelve months, the reasons', async () => {
    const seller = await signedIn('seller');
    const top = (await seller.get<ListPage<ReturnedSku>>('Rma/GetReturnedSkus')).data.list[0];
    const answer = await seller.get<SkuReturns>(`Rma/GetSkuReturns?sku=${encodeURIComponent(top.sku)}`);
    expect(answer.status).toBe(200);
    expect(answer.data.units, top.sku).toBe(top.units);
    expect(answer.data.months).toHaveLength(12);
    expect(answer.data.reasons.reduce((sum, r) => sum + r.units, 0)).toBe(top.units);
    const db = await liveDb();
    const shipped = (
      await filterNaming(
        db,
        'outbounds',
        { customerId: 'C001', status: ['SHIPPED', 'DELIVERED'] },
        'lines.sku',
        [top.sku],
      )
    )
      .flatMap((o) => o.lines.filter((line) => line.sku === top.sku))
      .reduce((sum, line) => sum + line.qty, 0);
    expect(answer.data.shipped).toBe(shipped);
  });

  it('lets the operator leave out the customer of a SKU code only one customer has', async () => {
    const seller = await signedIn('seller');
    const top = (await seller.get<ListPage<ReturnedSku>>('Rma/GetReturnedSkus')).data.list[0];
    const admin = await signedIn('admin');
    const db = await liveDb();
    const owners = new Set((await filter(db, 'skus', { sku: top.sku })).map((s) => s.customerId));
    const answer = await admin.get<SkuReturns>(`Rma/GetSkuReturns?sku=${encodeURIComponent(top.sku)}`);
    expect(answer.status).toBe(owners.size === 1 ? 200 : 422);
    if (owners.size === 1) expect(answer.data.units).toBe(top.units);
  });

  it('answers 404 for another customer’s SKU', async () => {
    const seller = await signedIn('seller');
    // a code only the seller has: SKU codes are the customer's own, so two customers may share one
    const db = await liveDb();
    const sellers2 = new Set((await filter(db, 'skus', { customerId: 'C002' })).map((s) => s.sku));
    const rows = (await seller.get<ListPage<ReturnedSku>>('Rma/GetReturnedSkus?pageSize=50')).data.list;
    const mine = rows.find((r) => !sellers2.has(r.sku));
    if (!mine) throw new Error('every returned SKU code of the seller is also one of seller2');
    const other = await signedIn('seller2');
    const answer = await other.get(`Rma/GetSkuReturns?sku=${encodeURIComponent(mine.sku)}`);
    expect(answer.status).toBe(404);
  });
});

describe('Rma/SetSkuStrategy', () => {
  it('is the customer’s: 403 for the operator, 404 for a strategy not its own', async () => {
    const admin = await signedIn('admin');
    expect((await admin.post('Rma/SetSkuStrategy', { sku: 'X', strategyId: '' })).status).toBe(403);
    const seller = await signedIn('seller');
    const top = (await seller.get<ListPage<ReturnedSku>>('Rma/GetReturnedSkus')).data.list[0];
    const refused = await seller.post('Rma/SetSkuStrategy', { sku: top.sku, strategyId: 'RS-NOT-MINE' });
    expect(refused.status).toBe(404);
    const fallback = await seller.post<ReturnStrategy | null>('Rma/SetSkuStrategy', {
      sku: top.sku,
      strategyId: '',
    });
    expect(fallback.data?.scope).toBe('CUSTOMER_DEFAULT');
  });
});
