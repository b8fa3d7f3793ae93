import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundStatus } from '@machines/business/inbound-order.machine';
import type { InboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { find, insert } from '../../store/store';
import { inboundFixture } from '../../api/fixtures';
import { readFirstSheet } from '../outbound/import/xlsx-sheet';
import type { InboundExceptionRow, ReceivedSku } from './detail.routes';
import type { ListPage } from '../../store/list-query';
import { bytesOf, pdfPageSizes, pdfText, signedIn, seedBeforeAll } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const STATUSES: InboundStatus[] = [
  'DRAFT',
  'PENDING_REVIEW',
  'APPROVED',
  'IN_TRANSIT',
  'RECEIVED',
  'COMPLETED',
  'CANCELLED',
];
let fixtures: InboundOrder[] = [];
// The made-up orders share one reference prefix, so the seed's orders stay out of these lists.
const MINE = 'keyword=FXASN-';

beforeAll(async () => {
  const db = await liveDb();
  const sku = (await find(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))?.sku ?? 'SKU-A';
  fixtures = STATUSES.map((status, i) =>
    inboundFixture(i, status, {
      referenceNo: `FXASN-${i}`,
      boxes: inboundFixture(i, status).boxes.map((box) => ({
        ...box,
        lines: box.lines.map((line) => ({ ...line, sku })),
      })),
      exceptions:
        status === 'RECEIVED'
          ? [
              {
                id: `EX-${i}`,
                type: 'SHORT',
                boxNo: 1,
                sku,
                qty: 2,
                photos: [],
                status: 'OPEN',
                resolution: null,
              },
            ]
          : [],
    }),
  );
  for (const order of structuredClone(fixtures)) await insert(db, 'inbounds', order);
});

describe('Inbound lists', () => {
  it('filters by ETA range and counts per status', async () => {
    const seller = await signedIn('seller');
    const all = (await seller.get<ListPage<InboundOrder>>(`Inbound/GetList?${MINE}&pageSize=50`)).data;
    expect(all.total).toBe(STATUSES.length);
    expect(all.counts).toEqual(Object.fromEntries(STATUSES.map((s) => [s, 1])));
    const from = fixtures[3].eta;
    const to = fixtures[1].eta;
    const range = (
      await seller.get<ListPage<InboundOrder>>(
        `Inbound/GetList?${MINE}&etaFrom=${from}&etaTo=${to}&sortField=eta&sortOrder=asc`,
      )
    ).data;
    expect(range.list.map((o) => o.referenceNo)).toEqual(['FXASN-3', 'FXASN-2', 'FXASN-1']);
  });

  it('lists the exceptions with their order, and rolls up the SKUs received', async () => {
    const seller = await signedIn('seller');
    const received = fixtures.find((o) => o.status === 'RECEIVED');
    const exceptions = (
      await seller.get<ListPage<InboundExceptionRow>>(`Inbound/GetExceptions?inboundId=${received?.id}`)
    ).data;
    expect(exceptions.list).toMatchObject([
      { type: 'SHORT', inboundNo: received?.inboundNo, status: 'OPEN' },
    ]);
    expect(exceptions.counts).toEqual({ OPEN: 1 });
    const roll = (await seller.get<ReceivedSku[]>(`Inbound/GetReceivedSkus?id=${received?.id}`)).data;
    expect(roll).toEqual([
      expect.objectContaining({ expected: 20, received: 19, good: 18, damaged: 1, short: 1, over: 0 }),
    ]);
    const seller2 = await signedIn('seller2');
    expect((await seller2.get(`Inbound/GetReceivedSkus?id=${received?.id}`)).status).toBe(404);
    expect(
      (await seller2.get<ListPage<InboundExceptionRow>>(`Inbound/GetExceptions?inboundId=${received?.id}`))
        .data.total,
    ).toBe(0);
  });

  it('exports xlsx with one row per order', async () => {
    const admin = await signedIn('admin');
    const sheet = await readFirstSheet(await bytesOf(await admin.raw(`Inbound/Export?${MINE}&format=xlsx`)));
    expect(sheet[0][0]).toBe('inboundNo');
    expect(
      sheet
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(fixtures.map((o) => o.referenceNo).sort());
  });
});

describe('Inbound labels', () => {
  it('prints box and SKU labels from APPROVED on', async () => {
    const seller = await signedIn('seller');
    const approved = fixtures.find((o) => o.status === 'APPROVED');
    if (!approved) throw new Error('no APPROVED fixture');
    const { inboundNo } = approved;
    const sku = approved.boxes[0].lines[0].sku;
    // its two boxes: a label each, two a sheet on A4; the page in points (mm × 72 / 25.4)
    const sizes: [string, number, [number, number]][] = [
      ['100x100', 2, [283.46, 283.46]],
      ['100x150', 2, [283.46, 425.2]],
      ['A4', 1, [595.28, 841.89]],
    ];
    for (const [size, pages, points] of sizes) {
      const response = await seller.raw(`Inbound/BoxLabels?id=${approved.id}&size=${size}`);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const pdf = await bytesOf(response);
      expect(pdfPageSizes(pdf), size).toEqual(Array.from({ length: pages }, () => points));
      const shown = pdfText(pdf).split('\n');
      for (const text of [inboundNo, '1/2', `${inboundNo}-1`, '2/2', `${inboundNo}-2`, 'USEA']) {
        expect(shown, `${size}: ${text}`).toContain(text);
      }
      expect(shown.filter((line) => line === `${sku} x 10`)).toHaveLength(2);
    }
    // copies = the units of the order: 2 boxes of 10
    const skuLabels = await seller.raw(`Inbound/SkuLabels?id=${approved.id}&size=60x40&madeInChina=true`);
    const pdf = await bytesOf(skuLabels);
    expect(pdfPageSizes(pdf)).toEqual(Array.from({ length: 20 }, () => [170.08, 113.39]));
    const shown = pdfText(pdf).split('\n');
    expect([sku, 'Made in China'].map((text) => shown.filter((line) => line === text).length)).toEqual([
      20, 20,
    ]);
  });

  it('prints a carton line as carton labels, and names a line whose SKU is gone rather than leave it off', async () => {
    const db = await liveDb();
    const carton = await find(db, 'cartons', { customerId: 'C001', status: 'ACTIVE' });
    const approved = fixtures.find((o) => o.status === 'APPROVED');
    if (!carton || !approved)
      throw new Error('the seed has no active carton of C001, or no APPROVED fixture');
    const component = await find(db, 'skus', { customerId: 'C001', sku: carton.componentSku });
    if (!component) throw new Error(`no SKU ${carton.componentSku}`);
    const boxLine = approved.boxes[0].lines[0];
    const withCarton = (n: number, code: string) => ({
      ...structuredClone(approved),
      id: `IB-CARTON-${n}`,
      inboundNo: `FXASN-CARTON-${n}`,
      referenceNo: `FXASN-CARTON-${n}`,
      boxes: [{ ...approved.boxes[0], lines: [boxLine, { ...boxLine, sku: code, expectedQty: 3 }] }],
    });
    await insert(db, 'inbounds', withCarton(1, carton.cartonSku));
    await insert(db, 'inbounds', withCarton(2, 'GONE-SKU-01'));
    const seller = await signedIn('seller');

    const shown = pdfText(
      await bytesOf(await seller.raw('Inbound/SkuLabels?id=IB-CARTON-1&size=60x40')),
    ).split('\n');
    const count = (text: string) => shown.filter((line) => line === text).length;
    // a carton's code is its barcode too: under the bars and on its own line, on each of its 3 labels
    expect([count(boxLine.sku), count(carton.cartonSku)]).toEqual([boxLine.expectedQty, 6]);
    expect(count(`${component.nameEn} x ${carton.unitsPerCarton}`)).toBe(3);

    const refused = await seller.get('Inbound/SkuLabels?id=IB-CARTON-2&size=60x40', 'zh-CN');
    expect(refused).toMatchObject({
      status: 409,
      message: translate('zh-CN', 'labelSkusUnknown', { skus: 'GONE-SKU-01' }),
    });
  });

  it('refuses labels before approval with 409 naming the state, a bad size with 422', async () => {
    const seller = await signedIn('seller');
    for (const status of ['DRAFT', 'PENDING_REVIEW', 'CANCELLED'] as const) {
      const order = fixtures.find((o) => o.status === status);
      const answer = await seller.get(`Inbound/BoxLabels?id=${order?.id}`, 'zh-CN');
      expect(answer).toMatchObject({
        status: 409,
        message: translate('zh-CN', 'labelsNotYet', { state: status }),
      });
    }
    const approved = fixtures.find((o) => o.status === 'APPROVED');
    expect((await seller.get(`Inbound/BoxLabels?id=${approved?.id}&size=4x6`)).data).toEqual({
      size: 'label size must be one of 100x100, 100x150, A4',
    });
    const seller2 = await signedIn('seller2');
    expect((await seller2.get(`Inbound/BoxLabels?id=${approved?.id}`)).status).toBe(404);
  });
});
