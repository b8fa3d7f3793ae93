import { describe, expect, it } from 'vitest';
import { approvedSkus, inboundInput, outboundInput } from '../services/testing';
import { translate } from './i18n';
import { setupMockServer } from '../../mocks/testing';
import { liveDb } from './db-instance';
import { MAX_FIELD_MESSAGES } from './respond';
import { seedBeforeAll, signedIn, skuInput } from './testing';

/** Input limits (#17): what a field may hold, lists refused by their length first, 422s capped. */

setupMockServer();
seedBeforeAll();

const sku = (images: string[]) =>
  skuInput({ sku: `IMG-${images.length}-${images[0]?.length ?? 0}`.slice(0, 24), images });

describe('a SKU’s images', () => {
  it('refuses other schemes and markup, in both languages', async () => {
    const seller = await signedIn('seller');
    for (const image of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://x.test/a.png" onerror="alert(1)',
      '<img src=x onerror=alert(1)>',
      '//evil.test/a.png',
    ]) {
      expect(await seller.post('Sku/Save', sku([image]))).toMatchObject({
        status: 422,
        data: { images: translate('en', 'imageInvalid') },
      });
    }
    expect(await seller.post('Sku/Save', sku(['javascript:alert(1)']), 'zh-CN')).toMatchObject({
      status: 422,
      data: { images: translate('zh-CN', 'imageInvalid') },
    });
  });

  it('refuses an entry longer than a link may be', async () => {
    const seller = await signedIn('seller');
    const long = `https://img.test/${'a'.repeat(100_000)}.png`;
    expect(await seller.post('Sku/Save', sku([long]))).toMatchObject({
      status: 422,
      data: { images: translate('en', 'imageTooLong') },
    });
  });

  it('keeps links, inline pictures, uploads and the mock’s pictures', async () => {
    const seller = await signedIn('seller');
    const images = [
      'https://img.test/a.png',
      'http://img.test/b.jpg?size=2',
      'data:image/png;base64,iVBORw0KGgo=',
      'Sku/File?id=UP000001',
      '/mock/images/sku/elec-1.jpg',
    ];
    const saved = await seller.post<{ images: string[] }>('Sku/Save', sku(images));
    expect(saved).toMatchObject({ status: 200, data: { images } });
  });

  it('counts at most one entry past the maximum of 10', async () => {
    const seller = await signedIn('seller');
    const many = Array.from({ length: 100_000 }, (_, i) => `https://img.test/${i}.png`);
    const answer = await seller.post('Sku/Save', sku(many));
    expect(answer).toMatchObject({ status: 422, data: { images: translate('en', 'imagesTooMany') } });
  });
});

describe('a long list', () => {
  it('is refused by its length alone, its lines unread', async () => {
    const seller = await signedIn('seller');
    const [code] = await approvedSkus(await liveDb());
    const order = outboundInput([[code, 1]]);
    const lines = Array.from({ length: 100_000 }, () => ({ sku: '', qty: -1, declaredValue: -1 }));
    const response = await seller.postRaw('Outbound/Save', { ...order, lines });
    const text = await response.text();
    expect(response.status).toBe(422);
    expect(JSON.parse(text)).toMatchObject({ data: { lines: translate('en', 'linesTooMany') } });
    expect(Object.keys((JSON.parse(text) as { data: object }).data)).toEqual(['lines']);
  });

  it('within its maximum, answers the first hundred problems and how many there were', async () => {
    const seller = await signedIn('seller');
    const [code] = await approvedSkus(await liveDb());
    const order = inboundInput([[code, 1]]);
    const box = {
      ...order.boxes[0],
      lines: Array.from({ length: 100 }, () => ({ sku: '', expectedQty: -1 })),
    };
    const response = await seller.postRaw('Inbound/Save', {
      ...order,
      boxes: Array.from({ length: 50 }, () => box),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { message: string; data: Record<string, string> };
    expect(response.status).toBe(422);
    expect(Object.keys(body.data)).toHaveLength(MAX_FIELD_MESSAGES);
    expect(body.message).toMatch(new RegExp(`${MAX_FIELD_MESSAGES}.*of (\\d+)`));
    expect(Number(/of (\d+)/.exec(body.message)?.[1])).toBeGreaterThanOrEqual(10_000);
    expect(text.length).toBeLessThan(20_000);
  });
});
