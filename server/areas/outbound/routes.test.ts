import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { insert } from '../../store/store';
import { outboundFixture } from '../../api/fixtures';
import { parseCsv } from './import/parse';
import { readFirstSheet } from './import/xlsx-sheet';
import type { ListPage } from '../../store/list-query';
import type { UploadedFile } from '../../api/uploads';
import { bytesOf, pdfPageSizes, pdfText, signedIn, seedBeforeAll } from '../../api/testing';

setupMockServer();
seedBeforeAll();

// 90 made-up orders in their own stores, so the seed's orders stay out of these lists.
const FIXTURES = Array.from({ length: 90 }, (_, i) => outboundFixture(i));
const STORES = 'storeName=FX-Store-0,FX-Store-1,FX-Store-2,FX-Store-3';
const mine = FIXTURES.filter((o) => o.customerId === 'C001');
const base = (status: string) => status.split('.')[0];

beforeAll(async () => {
  const db = await liveDb();
  for (const order of structuredClone(FIXTURES)) await insert(db, 'outbounds', order);
});

describe('Outbound/GetList', () => {
  it('pages a customer’s own orders with counts per base status', async () => {
    const seller = await signedIn('seller');
    const page = (
      await seller.get<ListPage<OutboundOrder>>(`Outbound/GetList?${STORES}&pageSize=10&pageIndex=2`)
    ).data;
    expect(page.total).toBe(mine.length);
    expect(page.list).toHaveLength(10);
    expect(page.list.every((o) => o.customerId === 'C001')).toBe(true);
    const expected: Record<string, number> = {};
    for (const o of mine) expected[base(o.status)] = (expected[base(o.status)] ?? 0) + 1;
    expect(page.counts).toEqual(expected);
    expect(page.counts.PICKING).toBe(mine.filter((o) => o.status.startsWith('PICKING')).length);
  });

  it('filters by status, warehouse and keyword, and sorts both ways', async () => {
    const admin = await signedIn('admin');
    const shipped = (
      await admin.get<ListPage<OutboundOrder>>(
        `Outbound/GetList?${STORES}&status=SHIPPED&warehouseCode=USEA&pageSize=200`,
      )
    ).data;
    expect(shipped.total).toBe(
      FIXTURES.filter((o) => o.status === 'SHIPPED' && o.warehouseCode === 'USEA').length,
    );
    expect(shipped.list.every((o) => o.status === 'SHIPPED' && o.warehouseCode === 'USEA')).toBe(true);
    const byRef = (await admin.get<ListPage<OutboundOrder>>(`Outbound/GetList?${STORES}&keyword=po-10001`))
      .data;
    expect(byRef.list.map((o) => o.referenceNo).sort()).toEqual(
      FIXTURES.filter((o) => o.referenceNo.startsWith('PO-10001'))
        .map((o) => o.referenceNo)
        .sort(),
    );
    const asc = (
      await admin.get<ListPage<OutboundOrder>>(
        `Outbound/GetList?${STORES}&sortField=outboundNo&sortOrder=asc&pageSize=200`,
      )
    ).data.list;
    const numbers = asc.map((o) => o.outboundNo);
    expect(numbers).toEqual([...numbers].sort());
    const desc = (
      await admin.get<ListPage<OutboundOrder>>(
        `Outbound/GetList?${STORES}&sortField=outboundNo&sortOrder=desc&pageSize=200`,
      )
    ).data.list;
    expect(desc.map((o) => o.outboundNo)).toEqual([...numbers].reverse());
  });

  it('answers 422 for a page size outside 10–200 and an unknown sort, in both languages', async () => {
    const seller = await signedIn('seller');
    const en = await seller.get('Outbound/GetList?pageSize=5&sortField=consignee');
    expect(en).toMatchObject({
      status: 422,
      code: 422,
      data: {
        pageSize: 'pageSize must be a whole number from 10 to 200',
        sortField: 'cannot sort by consignee',
      },
    });
    const zh = await seller.get('Outbound/GetList?pageSize=500', 'zh-CN');
    expect(zh.data).toEqual({ pageSize: translate('zh-CN', 'listPageSizeRange', { min: '10', max: '200' }) });
  });

  it('answers 404 for another customer’s order', async () => {
    const seller2 = await signedIn('seller2');
    const theirs = mine[0];
    expect((await seller2.get(`Outbound/Get?id=${theirs.id}`)).status).toBe(404);
    const seller = await signedIn('seller');
    expect((await seller.get<OutboundOrder>(`Outbound/Get?id=${theirs.id}`)).data.outboundNo).toBe(
      theirs.outboundNo,
    );
  });
});

describe('Outbound/Export', () => {
  it('exports the filtered list as csv and as xlsx', async () => {
    const seller = await signedIn('seller');
    const csv = await seller.raw(`Outbound/Export?format=csv&${STORES}&status=DRAFT`);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.headers.get('Content-Disposition')).toMatch(/attachment; filename="outbound-\d{8}\.csv"/);
    const table = parseCsv(new TextDecoder().decode(await bytesOf(csv)));
    expect(table[0].slice(0, 3)).toEqual(['outboundNo', 'referenceNo', 'customerId']);
    const drafts = mine.filter((o) => o.status === 'DRAFT');
    expect(
      table
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(drafts.map((o) => o.outboundNo).sort());
    const xlsx = await seller.raw(`Outbound/Export?format=xlsx&${STORES}&status=DRAFT`);
    const sheet = await readFirstSheet(await bytesOf(xlsx));
    expect(sheet).toHaveLength(drafts.length + 1);
    expect((await seller.get('Outbound/Export?format=pdf')).data).toEqual({
      format: 'format must be csv or xlsx',
    });
  });
});

describe('Outbound waybill labels', () => {
  const shipped = mine.find((o) => o.status === 'SHIPPED' && o.businessMode === 'WAREHOUSE_AND_DELIVERY');
  const draft = mine.find((o) => o.status === 'DRAFT' && o.businessMode === 'WAREHOUSE_AND_DELIVERY');
  const own = mine.find((o) => o.businessMode === 'WAREHOUSE_ONLY');

  it('makes the carrier’s label once shipped, in each size, and refuses it before with 409', async () => {
    const seller = await signedIn('seller');
    if (!shipped) throw new Error('no shipped fixture of C001');
    // one label, the page in points: 4 × 6 in, 10 × 10 cm, 10 × 15 cm
    const sizes: [string, [number, number]][] = [
      ['4x6', [288, 432]],
      ['10x10', [283.46, 283.46]],
      ['10x15', [283.46, 425.2]],
    ];
    for (const [size, points] of sizes) {
      const response = await seller.raw(`Outbound/Waybill?id=${shipped.id}&size=${size}`);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const pdf = await bytesOf(response);
      expect(pdfPageSizes(pdf), size).toEqual([points]);
      const shown = pdfText(pdf).split('\n');
      expect(shown, size).toEqual(expect.arrayContaining([shipped.trackingNo, shipped.consignee.name]));
      expect(
        shown.filter((line) => line.startsWith(`REF ${shipped.outboundNo}`)),
        size,
      ).toHaveLength(1);
    }
    const early = await seller.get(`Outbound/Waybill?id=${draft?.id}`, 'zh-CN');
    expect(early).toMatchObject({
      status: 409,
      message: translate('zh-CN', 'waybillNotYet', { state: 'DRAFT' }),
    });
  });

  it('serves the customer’s own upload for WAREHOUSE_ONLY, one at a time, until voided', async () => {
    const seller = await signedIn('seller');
    expect(await seller.get(`Outbound/Waybill?id=${own?.id}`)).toMatchObject({
      status: 404,
      message: translate('en', 'waybillMissing'),
    });
    const pdf = new TextEncoder().encode('%PDF-1.4 label');
    const uploaded = await seller.upload<UploadedFile>('Outbound/Upload', {
      file: new File([pdf], 'label.pdf'),
      purpose: 'waybill',
      docId: own?.id ?? '',
    });
    expect(uploaded.data.docId).toBe(own?.id);
    expect(await bytesOf(await seller.raw(`Outbound/Waybill?id=${own?.id}`))).toEqual(pdf);
    const second = await seller.upload('Outbound/Upload', {
      file: new File([new TextEncoder().encode('%PDF-1.4 another')], 'other.pdf'),
      purpose: 'waybill',
      docId: own?.id ?? '',
    });
    expect(second).toMatchObject({
      status: 409,
      message: 'this order already has a waybill label: void it before uploading another',
    });
    expect(await bytesOf(await seller.raw(`Outbound/Waybill?id=${own?.id}`))).toEqual(pdf);
    expect((await seller.post('Outbound/VoidWaybill', { id: own?.id })).status).toBe(200);
    expect((await seller.get(`Outbound/Waybill?id=${own?.id}`)).status).toBe(404);
    const wrongMode = await seller.upload('Outbound/Upload', {
      file: new File([pdf], 'label.pdf'),
      purpose: 'waybill',
      docId: shipped?.id ?? '',
    });
    expect(wrongMode.status).toBe(409);
  });
});
