import type { FeeBusiness, FeeCode, TariffRule } from '../../store/types/ledger';
import type { Warehouse } from '../../store/types/master';
import { tariffRuleAmount } from '@/api/rules/tariff';

/**
 * The price list of the mock service, in USD for every warehouse (purses are kept in USD).
 *
 * | fee              | charged when            | price                                                      |
 * |------------------|-------------------------|------------------------------------------------------------|
 * | UNLOADING        | inbound arrives         | per box: parcel 1.00, pallet 0.60, container 0.40           |
 * | INBOUND_HANDLING | inbound received        | 0.25 per received unit                                     |
 * | PICK_PACK        | outbound ships          | 1.20 per order + 0.30 per unit after the first             |
 * | SHIPPING         | outbound ships          | per parcel: carrier base + per kg after the first kg (below)|
 * | FUEL_SURCHARGE   | outbound ships          | 12 % of SHIPPING                                           |
 * | INTERCEPT        | cancel after picking    | 3.00 per order                                             |
 * | STORAGE_DAILY    | daily storage job       | 0.45 per m³ of on-hand stock per day                       |
 * | RETURN_HANDLING  | RMA processed           | 1.50 per returned unit (every grade)                       |
 * | DESTRUCTION      | units destroyed         | 0.80 per unit                                              |
 *
 * A self-service warehouse is run by the customer itself: the service charges no warehouse work
 * there (unloading, handling, pick and pack, intercept, storage, returns, destruction), only the
 * carrier's shipping and fuel, since the label is bought through the service.
 */
export const TARIFF_CURRENCY = 'USD';

export const UNLOADING_PER_BOX = { PARCEL: 1.0, PALLET: 0.6, CONTAINER: 0.4 } as const;
export const INBOUND_HANDLING_PER_UNIT = 0.25;
export const PICK_PACK_PER_ORDER = 1.2;
export const PICK_PACK_PER_EXTRA_UNIT = 0.3;
export const FUEL_SURCHARGE_RATE = 0.12;
export const INTERCEPT_PER_ORDER = 3.0;
export const STORAGE_PER_M3_DAY = 0.45;
export const RETURN_HANDLING_PER_UNIT = 1.5;
export const DESTRUCTION_PER_UNIT = 0.8;

/** Per carrier: the price of a parcel up to 1 kg, and of every further (started) kg. */
export const SHIPPING_RATES: Record<string, { base: number; perKg: number }> = {
  'UPS-GROUND': { base: 7.8, perKg: 1.1 },
  'FEDEX-HOME': { base: 7.5, perKg: 1.05 },
  'USPS-GA': { base: 5.4, perKg: 0.95 },
  'UPS-RETURN': { base: 8.2, perKg: 1.1 },
  'FEDEX-IE-FREIGHT': { base: 45, perKg: 2.2 },
  'RM-TRACKED48': { base: 4.9, perKg: 0.8 },
  'RM-RETURNS': { base: 5.2, perKg: 0.8 },
  'DPD-UK-NEXTDAY': { base: 6.9, perKg: 0.7 },
  'DPD-DE-CLASSIC': { base: 6.4, perKg: 0.6 },
  'DHL-PAKET': { base: 5.9, perKg: 0.55 },
  'DHL-EXPRESS': { base: 24, perKg: 4.5 },
  'AUPOST-PARCEL': { base: 8.9, perKg: 1.3 },
};

/** For a carrier the table does not know (one an operator added later). */
export const DEFAULT_SHIPPING_RATE = { base: 9.9, perKg: 1.5 } as const;

export const shippingRate = (carrierCode: string) => SHIPPING_RATES[carrierCode] ?? DEFAULT_SHIPPING_RATE;

/** Parcel price for a weight: the base covers the first kg, each further started kg costs perKg. */
export function shippingPrice(carrierCode: string, weightKg: number): number {
  return shippingFee(carrierCode, weightKg).unitPrice;
}

/** Warehouse work is free at a warehouse the customer runs itself. */
export const chargesWarehouseWork = (warehouse: Pick<Warehouse, 'kind'>): boolean =>
  warehouse.kind === 'OFFICIAL';

/**
 * One fee as the tariff prices it: quantity, unit and unit price with the rule (and figures) that
 * gave them. Each function below is the one place its fee is priced, for the estimate and the post.
 */
export interface PricedFee {
  feeCode: FeeCode;
  business: FeeBusiness;
  quantity: number;
  unit: string;
  unitPrice: number;
  tariffRule: TariffRule;
}

/** A fee of one unit (an order, a parcel) priced at what its rule charges. */
const once = (feeCode: FeeCode, business: FeeBusiness, unit: string, tariffRule: TariffRule): PricedFee => ({
  feeCode,
  business,
  quantity: 1,
  unit,
  unitPrice: tariffRuleAmount(tariffRule),
  tariffRule,
});

export const unloadingFee = (loadType: keyof typeof UNLOADING_PER_BOX, boxes: number): PricedFee => ({
  feeCode: 'UNLOADING',
  business: 'INBOUND',
  quantity: boxes,
  unit: 'BOX',
  unitPrice: UNLOADING_PER_BOX[loadType],
  tariffRule: {
    key: 'UNLOADING_PER_BOX',
    params: { loadType, perBox: UNLOADING_PER_BOX[loadType], boxes },
  },
});

export const inboundHandlingFee = (units: number): PricedFee => ({
  feeCode: 'INBOUND_HANDLING',
  business: 'INBOUND',
  quantity: units,
  unit: 'PCS',
  unitPrice: INBOUND_HANDLING_PER_UNIT,
  tariffRule: { key: 'INBOUND_HANDLING_PER_UNIT', params: { perUnit: INBOUND_HANDLING_PER_UNIT, units } },
});

export const pickPackFee = (units: number): PricedFee =>
  once('PICK_PACK', 'OUTBOUND', 'ORDER', {
    key: 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT',
    params: { perOrder: PICK_PACK_PER_ORDER, perExtraUnit: PICK_PACK_PER_EXTRA_UNIT, units },
  });

/** A parcel's shipping; `selfService` when it leaves the customer's own warehouse (no work charged). */
export const shippingFee = (carrierCode: string, weightKg: number, selfService = false): PricedFee =>
  once('SHIPPING', 'OUTBOUND', 'PARCEL', {
    key: 'SHIPPING_BASE_PLUS_PER_KG',
    params: { carrierCode, ...shippingRate(carrierCode), weightKg, selfService },
  });

/** The surcharge on a parcel's shipping price (the SHIPPING fee's amount). */
export const fuelSurchargeFee = (shipping: number): PricedFee =>
  once('FUEL_SURCHARGE', 'OUTBOUND', 'PARCEL', {
    key: 'FUEL_SURCHARGE_OF_SHIPPING',
    params: { rate: FUEL_SURCHARGE_RATE, shipping },
  });

export const interceptFee = (): PricedFee =>
  once('INTERCEPT', 'OUTBOUND', 'ORDER', {
    key: 'INTERCEPT_PER_ORDER',
    params: { perOrder: INTERCEPT_PER_ORDER },
  });

/** A day's storage of `volumeM3` of on-hand stock (3 dp) at one warehouse. */
export const storageFee = (volumeM3: number): PricedFee => ({
  feeCode: 'STORAGE_DAILY',
  business: 'STORAGE',
  quantity: volumeM3,
  unit: 'M3_DAY',
  unitPrice: STORAGE_PER_M3_DAY,
  tariffRule: { key: 'STORAGE_PER_M3_DAY', params: { perM3Day: STORAGE_PER_M3_DAY, volumeM3 } },
});

export const returnHandlingFee = (units: number): PricedFee => ({
  feeCode: 'RETURN_HANDLING',
  business: 'RETURN',
  quantity: units,
  unit: 'PCS',
  unitPrice: RETURN_HANDLING_PER_UNIT,
  tariffRule: { key: 'RETURN_HANDLING_PER_UNIT', params: { perUnit: RETURN_HANDLING_PER_UNIT, units } },
});

export const destructionFee = (business: FeeBusiness, units: number): PricedFee => ({
  feeCode: 'DESTRUCTION',
  business,
  quantity: units,
  unit: 'PCS',
  unitPrice: DESTRUCTION_PER_UNIT,
  tariffRule: { key: 'DESTRUCTION_PER_UNIT', params: { perUnit: DESTRUCTION_PER_UNIT, units } },
});
