import { describe, expect, it } from 'vitest';
import { approvedSkus, inboundInput } from '../services/testing';
import { translate } from './i18n';
import { setupMockServer } from '../../mocks/testing';
import { liveDb } from './db-instance';
import { seedBeforeAll, signedIn, skuInput } from './testing';

/**
 * Amounts and sizes that must be above zero are judged as they would be kept (#17): a value that
 * rounds to 0 at the field's decimal places is refused at the field, never saved as 0.
 */

setupMockServer();
seedBeforeAll();

const sku = skuInput({ sku: 'ROUND-TO-ZERO', nameEn: 'Rounds to zero' });

describe('a value that rounds to zero', () => {
  it('is refused at the SKU’s weight and sizes, in both languages', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.post('Sku/Save', {
      ...sku,
      weightKg: 0.0004,
      lengthCm: 0.04,
      widthCm: 0.01,
      heightCm: 0.049,
    });
    expect(answer).toMatchObject({
      status: 422,
      data: {
        weightKg: translate('en', 'weightInvalid'),
        lengthCm: translate('en', 'lengthInvalid'),
        widthCm: translate('en', 'widthInvalid'),
        heightCm: translate('en', 'heightInvalid'),
      },
    });
    const zh = await seller.post('Sku/Save', { ...sku, weightKg: 0.0001 }, 'zh-CN');
    expect(zh).toMatchObject({ status: 422, data: { weightKg: translate('zh-CN', 'weightInvalid') } });
    // The smallest value kept is accepted, as it is kept.
    const smallest = await seller.post<{ weightKg: number }>('Sku/Save', { ...sku, weightKg: 0.0005 });
    expect(smallest).toMatchObject({ status: 200, data: { weightKg: 0.001 } });
  });

  it('is refused at a recharge’s amount', async () => {
    const seller = await signedIn('seller');
    const recharge = { method: 'ONLINE_CARD', currency: 'USD', payerName: 'Payer' };
    expect(await seller.post('Recharge/Save', { ...recharge, declaredAmount: 0.001 })).toMatchObject({
      status: 422,
      data: { declaredAmount: translate('en', 'declaredAmountInvalid') },
    });
    expect(await seller.post('Recharge/Save', { ...recharge, declaredAmount: 0.004 }, 'zh-CN')).toMatchObject(
      { status: 422, data: { declaredAmount: translate('zh-CN', 'declaredAmountInvalid') } },
    );
  });

  it('is refused at a box’s weight and sizes', async () => {
    const seller = await signedIn('seller');
    const [line] = await approvedSkus(await liveDb());
    const order = inboundInput([[line, 5]]);
    const box = { ...order.boxes[0], weightKg: 0.0004, lengthCm: 0.04, widthCm: 0.01, heightCm: 0.02 };
    const answer = await seller.post('Inbound/Save', { ...order, boxes: [box] });
    expect(answer).toMatchObject({
      status: 422,
      data: {
        'boxes.0.weightKg': translate('en', 'boxWeightInvalid'),
        'boxes.0.lengthCm': translate('en', 'boxLengthInvalid'),
      },
    });
  });
});
