import { describe, expect, it } from 'vitest';
import type { Sku } from '../store/types/sku';
import type { Warehouse } from '../store/types/master';
import { apiGet, setupMockServer } from '../../mocks/testing';
import { zh } from '../areas/samples/data/testing';
import type { ListPage } from '../store/list-query';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

describe('who may call the business modules', () => {
  it('answers 401 without a token and 403 to accounts without a business role', async () => {
    expect((await apiGet('Sku/GetList')).status).toBe(401);
    const tester = await signedIn('test');
    const refused = await tester.get('Sku/GetList', 'zh-CN');
    expect(refused).toMatchObject({ status: 403, code: 403, message: zh('forbidden') });
    expect((await tester.get('Inbound/GetList')).status).toBe(403);
  });

  it('shows a customer only its own records, an operator everyone’s', async () => {
    const seller = await signedIn('seller');
    const mine = await seller.get<ListPage<Sku>>('Sku/GetList?pageSize=200');
    expect(mine.status).toBe(200);
    expect(mine.data.total).toBe(300);
    expect(mine.data.list.every((sku) => sku.customerId === 'C001')).toBe(true);
    // The customerId filter cannot widen a customer's view.
    const widened = await seller.get<ListPage<Sku>>('Sku/GetList?customerId=C002');
    expect(widened.data.list.every((sku) => sku.customerId === 'C001')).toBe(true);
    const admin = await signedIn('admin');
    expect((await admin.get<ListPage<Sku>>('Sku/GetList')).data.total).toBe(600);
    expect((await admin.get<ListPage<Sku>>('Sku/GetList?customerId=C002')).data.total).toBe(300);
  });

  it('answers 404, not 403, for another customer’s record', async () => {
    const seller = await signedIn('seller');
    const theirs = (await seller.get<ListPage<Sku>>('Sku/GetList')).data.list[0];
    const seller2 = await signedIn('seller2');
    const answer = await seller2.get(`Sku/Get?id=${theirs.id}`, 'zh-CN');
    expect(answer).toMatchObject({ status: 404, code: 404, message: zh('notFound') });
    expect((await seller.get<Sku>(`Sku/Get?id=${theirs.id}`)).data).toEqual(theirs);
  });

  it('lets customers see official warehouses and only their own self-service one', async () => {
    const seller2 = await signedIn('seller2');
    const list = (await seller2.get<ListPage<Warehouse>>('Warehouse/GetList')).data.list;
    expect(list.filter((w) => w.kind === 'SELF_SERVICE').map((w) => w.ownerCustomerId)).toEqual(['C002']);
    expect(list.filter((w) => w.kind === 'OFFICIAL')).toHaveLength(5);
  });
});
