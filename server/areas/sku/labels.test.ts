import { describe, expect, it } from 'vitest';
import type { Sku } from '../../store/types/sku';
import { setupMockServer } from '../../../mocks/testing';
import { zh } from '../samples/data/testing';
import { translate } from '../../api/i18n';
import type { ListPage } from '../../store/list-query';
import { bytesOf, pdfPageSizes, pdfText, signedIn, seedBeforeAll } from '../../api/testing';
import { code128Modules } from '../../api/files/pdf';

setupMockServer();
seedBeforeAll();

async function firstSkus(username: string, count: number): Promise<Sku[]> {
  const caller = await signedIn(username);
  return (await caller.get<ListPage<Sku>>(`Sku/GetList?pageSize=${Math.max(10, count)}`)).data.list.slice(
    0,
    count,
  );
}

describe('Code 128', () => {
  it('encodes start, data, check digit and stop as bars and spaces', async () => {
    // Start B, A, B, C, check value (104 + 33·1 + 34·2 + 35·3) mod 103 = 1, stop.
    const expected = [
      '11010010000',
      '10100011000',
      '10001011000',
      '10001000110',
      '11001101100',
      '1100011101011',
    ];
    expect(await code128Modules('ABC')).toBe(expected.join(''));
  });
});

describe('Sku/Labels', () => {
  it('answers a PDF of the chosen SKUs in every size: a page a label, 21 a sheet on A4', async () => {
    const skus = await firstSkus('seller', 2);
    expect(skus).toHaveLength(2);
    const seller = await signedIn('seller');
    // two SKUs, two copies each; the page in points (mm × 72 / 25.4)
    const sizes: [string, number, [number, number]][] = [
      ['100x60', 4, [283.46, 170.08]],
      ['70x50', 4, [198.43, 141.73]],
      ['60x40', 4, [170.08, 113.39]],
      ['A4', 1, [595.28, 841.89]],
    ];
    for (const [size, pages, points] of sizes) {
      const response = await seller.postRaw('Sku/Labels', {
        size,
        madeInChina: true,
        items: skus.map((sku) => ({ skuId: sku.id, copies: 2 })),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const pdf = await bytesOf(response);
      expect(pdfPageSizes(pdf), size).toEqual(Array.from({ length: pages }, () => points));
      const shown = pdfText(pdf).split('\n');
      const times = (text: string) => shown.filter((line) => line === text).length;
      for (const sku of skus) {
        expect([times(sku.sku), times(sku.systemBarcode)], `${size}: ${sku.sku}`).toEqual([2, 2]);
      }
      expect(times('Made in China'), size).toBe(4);
    }
  });

  it('refuses a bad size or copies with 422 in the request language, and another customer’s SKU with 404', async () => {
    const [sku] = await firstSkus('seller', 1);
    const seller = await signedIn('seller');
    const badSize = await seller.post(
      'Sku/Labels',
      { size: '10x10', items: [{ skuId: sku.id, copies: 1 }] },
      'zh-CN',
    );
    expect(badSize).toMatchObject({
      status: 422,
      data: { size: translate('zh-CN', 'labelSizeInvalid', { sizes: '100x60, 70x50, 60x40, A4' }) },
    });
    const badCopies = await seller.post('Sku/Labels', { size: 'A4', items: [{ skuId: sku.id, copies: 0 }] });
    expect(badCopies).toMatchObject({
      status: 422,
      data: { 'items.0.copies': 'copies must be a whole number from 1 to 5000' },
    });
    const none = await seller.post('Sku/Labels', { size: 'A4', items: [] });
    expect(none.data).toEqual({ items: 'choose at least one SKU' });
    const seller2 = await signedIn('seller2');
    const theirs = await seller2.post(
      'Sku/Labels',
      { size: 'A4', items: [{ skuId: sku.id, copies: 1 }] },
      'zh-CN',
    );
    expect(theirs).toMatchObject({ status: 404, message: zh('notFound') });
  });
});
