import type { TariffRule } from '../business/types/ledger';

const cents = (amount: number): number => Math.round(amount * 100);
const money = (centsValue: number): number => centsValue / 100;

/** The started kilograms after the first of a parcel (the base price covers the first kg). */
export const extraKgOf = (weightKg: number): number => Math.max(0, Math.ceil(weightKg - 1));

/** The units charged the extra-unit price of pick and pack: every unit after the first. */
export const extraUnitsOf = (units: number): number => Math.max(0, units - 1);

/**
 * What a tariff rule charges, from its own figures alone, in decimal money (2 dp): the one formula
 * the mock posts by and its tests check every posted fee item against.
 */
export function tariffRuleAmount(rule: TariffRule): number {
  switch (rule.key) {
    case 'UNLOADING_PER_BOX':
      return money(cents(rule.params.boxes * rule.params.perBox));
    case 'INBOUND_HANDLING_PER_UNIT':
    case 'RETURN_HANDLING_PER_UNIT':
    case 'DESTRUCTION_PER_UNIT':
      return money(cents(rule.params.units * rule.params.perUnit));
    case 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT':
      return money(
        cents(rule.params.perOrder) + cents(rule.params.perExtraUnit * extraUnitsOf(rule.params.units)),
      );
    case 'SHIPPING_BASE_PLUS_PER_KG':
      return money(cents(rule.params.base + rule.params.perKg * extraKgOf(rule.params.weightKg)));
    case 'FUEL_SURCHARGE_OF_SHIPPING':
      return money(cents(rule.params.shipping * rule.params.rate));
    case 'INTERCEPT_PER_ORDER':
      return money(cents(rule.params.perOrder));
    case 'STORAGE_PER_M3_DAY':
      return money(cents(rule.params.volumeM3 * rule.params.perM3Day));
    case 'ADJUSTMENT':
      return money(cents(rule.params.amount));
    default: {
      const unknown: never = rule;
      return unknown;
    }
  }
}
