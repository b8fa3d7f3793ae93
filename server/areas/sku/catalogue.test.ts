import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import type { Customer, Carrier } from '../../store/types/master';
import type { Declaration, Sku } from '../../store/types/sku';
import { translate } from '../../api/i18n';
import { businessSections } from '../samples/menus/role-menus';
import { setupMockServer } from '../../../mocks/testing';
import type { ListPage } from '../../store/list-query';
import { signedIn, seedBeforeAll, skuInput } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const newSku = skuInput({ sku: 'TEST-HTTP-01' });

describe('Sku Save', () => {
  it('creates without an id and updates with one', async () => {
    const seller = await signedIn('seller');
    const created = await seller.post<Sku>('Sku/Save', newSku);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ sku: 'TEST-HTTP-01', customerId: 'C001', status: 'DRAFT' });
    const updated = await seller.post<Sku>('Sku/Save', { ...created.data, nameEn: 'Renamed product' });
    expect(updated.data).toMatchObject({ id: created.data.id, nameEn: 'Renamed product' });
    const listed = (await seller.get<ListPage<Sku>>('Sku/GetList?keyword=TEST-HTTP')).data;
    expect(listed.list.map((s) => s.nameEn)).toEqual(['Renamed product']);
  });

  it('answers 422 with a message per field in the request’s language', async () => {
    const seller = await signedIn('seller');
    const bad = { ...newSku, sku: 'x' };
    const en = await seller.post('Sku/Save', bad);
    expect(en).toMatchObject({ status: 422, code: 422, data: { sku: translate('en', 'skuCodeInvalid') } });
    const zh = await seller.post('Sku/Save', bad, 'zh-CN');
    expect(zh).toMatchObject({
      status: 422,
      message: translate('zh-CN', 'validationFailed'),
      data: { sku: translate('zh-CN', 'skuCodeInvalid') },
    });
  });

  it('answers code 500 for a delete without ids', async () => {
    const seller = await signedIn('seller');
    expect(await seller.post('Sku/Delete', { ids: [] })).toMatchObject({
      status: 200,
      code: 500,
      message: 'please select data to delete',
    });
  });
});

describe('Sku sub-resources', () => {
  it('lists one SKU’s declarations; another customer’s SKU is not found', async () => {
    const seller = await signedIn('seller');
    const sku = (await seller.get<ListPage<Sku>>('Sku/GetList?status=APPROVED')).data.list[0];
    const own = (await seller.get<ListPage<Declaration>>(`Sku/GetDeclarations?skuId=${sku.id}`)).data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((d) => d.skuId === sku.id)).toBe(true);
    const seller2 = await signedIn('seller2');
    expect((await seller2.get(`Sku/GetDeclarations?skuId=${sku.id}`)).status).toBe(404);
  });
});

describe('Carriers, customers and operator-only calls', () => {
  it('lets only operators edit carriers', async () => {
    const seller = await signedIn('seller');
    expect((await seller.post('Carrier/Save', { code: 'X1' })).status).toBe(403);
    const carriers = (await seller.get<ListPage<Carrier>>('Carrier/GetList?warehouseCode=UKLO')).data.list;
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((c) => c.warehouseCodes.includes('UKLO'))).toBe(true);
  });

  it('shows operators every customer and a customer only itself', async () => {
    const admin = await signedIn('admin');
    expect((await admin.get<ListPage<Customer>>('Customer/GetList')).data.list.map((c) => c.id)).toEqual([
      'C001',
      'C002',
    ]);
    const seller = await signedIn('seller');
    expect((await seller.get<ListPage<Customer>>('Customer/GetList')).data.list.map((c) => c.id)).toEqual([
      'C001',
    ]);
    expect((await seller.get<Customer>('Customer/GetCurrent')).data.name).toBe('Northwind Trading');
    expect((await seller.get('Customer/Get?id=C002')).status).toBe(404);
    expect((await admin.get<Customer>('Customer/Get?id=C002')).data.name).toBe('Blue Harbor Goods');
  });

  it('answers 403 to a customer calling warehouse or finance operator work', async () => {
    const seller = await signedIn('seller');
    const calls = [
      [
        'Inventory/Adjust',
        {
          customerId: 'C001',
          warehouseCode: 'USEA',
          sku: 'X',
          bucket: 'available',
          qtyChange: 1,
          reason: 'x',
        },
      ],
      ['Inventory/Freeze', { customerId: 'C001', warehouseCode: 'USEA', sku: 'X', qty: 1, reason: 'x' }],
      ['Finance/CloseSettlement', { customerId: 'C001', periodFrom: '2026-10-01', periodTo: '2026-10-31' }],
      ['Finance/RunStorageJob', {}],
      ['Finance/SetCreditLimit', { customerId: 'C001', currency: 'USD', creditLimit: 99999 }],
    ] as const;
    for (const [path, body] of calls) {
      const answer = await seller.post(path, body, 'zh-CN');
      expect(answer, path).toMatchObject({ status: 403, message: translate('zh-CN', 'forbidden') });
    }
  });

  it('serves the business menus the console can open in Permission/GetMenus', async () => {
    const admin = await signedIn('admin');
    const menus = (await admin.get<AppRouteRecord[]>('Permission/GetMenus')).data;
    const names = menus.map((route) => route.name);
    expect(businessSections('operator').length).toBeGreaterThan(0);
    for (const area of businessSections('operator')) expect(names).toContain(area.name);
    expect(names).toContain('Dashboard');
  });
});
