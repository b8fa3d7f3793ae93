import { beforeAll, describe, expect, it } from 'vitest';
import { API, setupMockServer, signInAs } from '@mocks/testing';
import { pdfPageSizes, pdfText, seedBeforeAll } from '../../../server/api/testing';
import { translate } from '../../../server/api/i18n';
import { configureClient } from '../client';
import { ApiError, fieldErrors } from '../errors';
import { bindFake } from '../client.test-support';
import { getCustomerList, getCurrentCustomer } from './customer';
import { resetDemoData } from './demo-data';
import { getFees } from './finance';
import { getInventoryFlow } from './inventory';
import {
  exportOutbounds,
  getOutboundImportTemplate,
  getOutboundList,
  validateOutboundImport,
} from './outbound';
import { uploadRechargeReceipt } from './recharge';
import { getDeclarations, getSku, getSkuLabels, getSkuList, saveSku } from './sku';
import { getCarrierList, getWarehouseList } from './warehouse';

setupMockServer();
seedBeforeAll();
beforeAll(() => configureClient({ baseURL: API }));

async function as(username: string, language = 'en') {
  const { access_token } = await signInAs(username);
  return bindFake({ token: access_token, language });
}

const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

describe('business client functions against the mock back-end', () => {
  it('send list queries and unwrap the page with its status counts', async () => {
    await as('seller');
    const page = await getSkuList({
      pageIndex: 2,
      pageSize: 20,
      status: 'APPROVED',
      sortField: 'sku',
      sortOrder: 'asc',
    });
    expect(page.list).toHaveLength(20);
    expect(page.list.every((sku) => sku.status === 'APPROVED' && sku.customerId === 'C001')).toBe(true);
    expect(page.list.map((sku) => sku.sku)).toEqual([...page.list.map((sku) => sku.sku)].sort());
    expect(page.counts.APPROVED).toBe(page.total);
    await expect(getSku(page.list[0].id)).resolves.toEqual(page.list[0]);
    const declarations = await getDeclarations({ pageIndex: 1, pageSize: 10, skuId: page.list[0].id });
    expect(declarations.list.every((d) => d.skuId === page.list[0].id)).toBe(true);
    expect((await getWarehouseList({ pageIndex: 1, pageSize: 10, kind: 'OFFICIAL' })).total).toBe(5);
    expect((await getCarrierList({ pageIndex: 1, pageSize: 50 })).total).toBe(12);
    expect(
      (await getOutboundList({ pageIndex: 1, pageSize: 10 })).list.every((o) => o.customerId === 'C001'),
    ).toBe(true);
  });

  it('reject with the server’s status: 404 across customers, 422 with field messages', async () => {
    await as('seller');
    const theirs = (await getSkuList({ pageIndex: 1, pageSize: 10 })).list[0];
    const fake = await as('seller2', 'zh-CN');
    const missing = await getSku(theirs.id).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: translate('zh-CN', 'notFound') });
    expect(fake.notifyError).toHaveBeenCalledWith(translate('zh-CN', 'notFound'));
    const invalid = await saveSku({ sku: 'x' }).catch((error: unknown) => error);
    expect(fieldErrors(invalid).sku).toBe(translate('zh-CN', 'skuCodeInvalid'));
    const refused = await getFees({
      pageIndex: 1,
      pageSize: 10,
      atFrom: '2024-01-01',
      atTo: '2026-01-01',
    }).catch((e: unknown) => e);
    expect(fieldErrors(refused)).toEqual({
      atFrom: translate('zh-CN', 'listDateRangeTooLong', { days: '365' }),
    });
    await expect(getInventoryFlow({ pageIndex: 1, pageSize: 5 })).rejects.toMatchObject({ status: 422 });
  });

  it('download files as Blobs: exports, labels, the import template', async () => {
    await as('seller');
    const csv = await exportOutbounds('csv', { status: 'DRAFT' });
    // The byte-order mark (EF BB BF) opens it, for spreadsheet programs; TextDecoder drops it.
    expect([...new Uint8Array(await csv.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await text(csv)).toMatch(/^outboundNo,referenceNo/);
    const skus = (await getSkuList({ pageIndex: 1, pageSize: 10 })).list;
    const labels = await getSkuLabels({
      size: '60x40',
      items: [{ skuId: skus[0].id, copies: 3 }],
      madeInChina: true,
    });
    // three 60 × 40 mm labels (in points), each with the SKU's code
    const pdf = new Uint8Array(await labels.arrayBuffer());
    expect(pdfPageSizes(pdf)).toEqual(Array.from({ length: 3 }, () => [170.08, 113.39]));
    expect(
      pdfText(pdf)
        .split('\n')
        .filter((line) => line === skus[0].sku),
    ).toHaveLength(3);
    const template = await getOutboundImportTemplate('csv');
    expect(await text(template)).toContain('referenceNo*');
  });

  it('upload files and spreadsheets as multipart', async () => {
    await as('seller');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'receipt.png', {
      type: 'image/png',
    });
    await expect(uploadRechargeReceipt(png)).resolves.toMatchObject({
      name: 'receipt.png',
      purpose: 'receipt',
    });
    const csv = new File(['referenceNo,warehouseCode\nR-1,USEA\n'], 'orders.csv');
    const refused = await validateOutboundImport(csv).catch((e: unknown) => e);
    expect(fieldErrors(refused).file).toContain('missing column');
  });

  it('get customers, and reset the demo data', async () => {
    await as('admin');
    expect((await getCustomerList({ pageIndex: 1, pageSize: 10 })).total).toBe(2);
    await expect(resetDemoData()).resolves.toBe(true);
    await as('seller');
    await expect(getCurrentCustomer()).resolves.toMatchObject({ id: 'C001' });
    // only the operator resets the demo data
    await expect(resetDemoData()).rejects.toMatchObject({ status: 403 });
  });
});
