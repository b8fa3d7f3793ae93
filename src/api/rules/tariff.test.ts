import { describe, expect, it } from 'vitest';
import { extraKgOf, tariffRuleAmount } from './tariff';

describe('tariffRuleAmount (issue #16)', () => {
  it('computes each rule from its own figures, in whole cents', () => {
    expect(
      tariffRuleAmount({
        key: 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT',
        params: { perOrder: 1.2, perExtraUnit: 0.3, units: 3 },
      }),
    ).toBe(1.8);
    expect(
      tariffRuleAmount({
        key: 'SHIPPING_BASE_PLUS_PER_KG',
        params: { carrierCode: 'UPS-GROUND', base: 7.8, perKg: 1.1, weightKg: 2.4, selfService: false },
      }),
    ).toBe(10);
    expect(
      tariffRuleAmount({ key: 'FUEL_SURCHARGE_OF_SHIPPING', params: { rate: 0.12, shipping: 10 } }),
    ).toBe(1.2);
    expect(tariffRuleAmount({ key: 'STORAGE_PER_M3_DAY', params: { perM3Day: 0.45, volumeM3: 0.62 } })).toBe(
      0.28,
    );
    expect(
      tariffRuleAmount({
        key: 'UNLOADING_PER_BOX',
        params: { loadType: 'PALLET', perBox: 0.6, boxes: 7 },
      }),
    ).toBe(4.2);
    expect(tariffRuleAmount({ key: 'DESTRUCTION_PER_UNIT', params: { perUnit: 0.8, units: 3 } })).toBe(2.4);
    expect(tariffRuleAmount({ key: 'INTERCEPT_PER_ORDER', params: { perOrder: 3 } })).toBe(3);
    expect(tariffRuleAmount({ key: 'ADJUSTMENT', params: { note: 'credit', amount: -12.5 } })).toBe(-12.5);
  });

  it('charges the first kg in the base and every further started kg', () => {
    expect([0.2, 1, 1.001, 2, 2.4].map(extraKgOf)).toEqual([0, 0, 1, 1, 2]);
  });
});
