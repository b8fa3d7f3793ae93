import type { Random } from '../../seed/prng';
import { withCheckDigit } from '@/api/rules/codes';
import type { CartonBinding, Sku } from '../../store/types/sku';
import { daysBefore, decimal, sample } from '../../seed/random';

export const CARTONS_PER_CUSTOMER = 20;
const UNITS = [2, 4, 6, 10, 12, 20, 24];

/** The GTIN-14 of a case of a GTIN-8/12/13 item: an indicator digit, the item body, a new check digit. */
export function caseGtin(itemGtin: string | null, indicator: number): string | null {
  if (itemGtin === null || itemGtin.length === 14) return null;
  return withCheckDigit(`${indicator}${itemGtin.padStart(13, '0').slice(0, 12)}`);
}

export function seedCartons(random: Random, skus: readonly Sku[], today: number): CartonBinding[] {
  const approved = skus.filter((sku) => sku.status === 'APPROVED');
  return sample(random, approved, CARTONS_PER_CUSTOMER).map((component, index) => {
    const unitsPerCarton = random.pick(UNITS);
    const perSide = Math.cbrt(unitsPerCarton);
    return {
      id: `${component.customerId}-CTN-${String(index + 1).padStart(3, '0')}`,
      customerId: component.customerId,
      cartonSku: `${component.sku}-C${unitsPerCarton}`,
      componentSku: component.sku,
      unitsPerCarton,
      barcode: caseGtin(component.barcode, random.int(1, 8)),
      weightKg: Number((component.weightKg * unitsPerCarton + decimal(random, 0.2, 1.5, 3)).toFixed(3)),
      lengthCm: Number((component.lengthCm * perSide + 2).toFixed(1)),
      widthCm: Number((component.widthCm * perSide + 2).toFixed(1)),
      heightCm: Number((component.heightCm * perSide + 2).toFixed(1)),
      status: 'ACTIVE',
      createdAt: daysBefore(random, today, random.int(1, 200)),
    };
  });
}
