import type { OutboundInput } from '@/api/business/outbound';
import { parcelWeightKg } from '@/api/rules/outbound';
import type { Consignee, FbaCarton, OutboundOrder } from '@/api/business/types/documents';
import type { Platform } from '@/api/business/types/sku';

/** The outbound form's values: numbers stay `number | string` while typed (Mantine's NumberInput). */

export type OutboundType = OutboundOrder['type'];
export type BusinessMode = OutboundOrder['businessMode'];

export interface LineValues {
  /** React's key: lines move when one is removed */
  key: string;
  sku: string;
  qty: number | string;
  declaredValue: number | string;
  fnsku: string;
}

export interface ContentValues {
  key: string;
  sku: string;
  qty: number | string;
}

export interface CartonValues {
  key: string;
  cartonNo: string;
  weightKg: number | string;
  lengthCm: number | string;
  widthCm: number | string;
  heightCm: number | string;
  contents: ContentValues[];
}

export interface OutboundFormValues {
  referenceNo: string;
  type: OutboundType;
  platform: Platform | '';
  storeName: string;
  warehouseCode: string;
  carrierCode: string;
  businessMode: BusinessMode;
  services: { signature: boolean; insuranceValue: number | string };
  remark: string;
  consignee: Consignee;
  lines: LineValues[];
  fba: {
    fbaWarehouseCode: string;
    fbaShipmentId: string;
    amazonReferenceId: string;
    cartons: CartonValues[];
  };
}

let lastKey = 0;
export const nextKey = (): string => `o${++lastKey}`;

export const emptyLine = (sku = ''): LineValues => ({
  key: nextKey(),
  sku,
  qty: sku ? 1 : '',
  declaredValue: '',
  fnsku: '',
});

export const emptyContent = (): ContentValues => ({ key: nextKey(), sku: '', qty: '' });

export const emptyCarton = (no: number): CartonValues => ({
  key: nextKey(),
  cartonNo: `C${String(no).padStart(3, '0')}`,
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  contents: [emptyContent()],
});

export const emptyConsignee = (): Consignee => ({
  name: '',
  company: '',
  phone: '',
  email: '',
  countryCode: '',
  state: '',
  city: '',
  address1: '',
  address2: '',
  postcode: '',
});

export const isOutboundType = (value: string | null | undefined): value is OutboundType =>
  value === 'B2C' || value === 'B2B' || value === 'FBA';

export const emptyOutbound = (type: OutboundType = 'B2C'): OutboundFormValues => ({
  referenceNo: '',
  type,
  platform: type === 'FBA' ? 'AMAZON' : '',
  storeName: '',
  warehouseCode: '',
  carrierCode: '',
  businessMode: 'WAREHOUSE_AND_DELIVERY',
  services: { signature: false, insuranceValue: '' },
  remark: '',
  consignee: emptyConsignee(),
  lines: [emptyLine()],
  fba: { fbaWarehouseCode: '', fbaShipmentId: '', amazonReferenceId: '', cartons: [emptyCarton(1)] },
});

const cartonValues = (carton: FbaCarton): CartonValues => ({
  key: nextKey(),
  cartonNo: carton.cartonNo,
  weightKg: carton.weightKg,
  lengthCm: carton.lengthCm,
  widthCm: carton.widthCm,
  heightCm: carton.heightCm,
  contents: carton.contents.map((c) => ({ key: nextKey(), sku: c.sku, qty: c.qty })),
});

export const valuesOf = (order: OutboundOrder): OutboundFormValues => ({
  referenceNo: order.referenceNo,
  type: order.type,
  platform: order.platform ?? '',
  storeName: order.storeName,
  warehouseCode: order.warehouseCode,
  carrierCode: order.carrierCode,
  businessMode: order.businessMode,
  services: {
    signature: order.services.signature,
    insuranceValue: order.services.insuranceValue > 0 ? order.services.insuranceValue : '',
  },
  remark: order.remark,
  consignee: { ...order.consignee },
  lines:
    order.lines.length > 0
      ? order.lines.map((line) => ({
          key: nextKey(),
          sku: line.sku,
          qty: line.qty,
          declaredValue: line.declaredValue > 0 ? line.declaredValue : '',
          fnsku: line.fnsku,
        }))
      : [emptyLine()],
  fba: order.fba
    ? {
        fbaWarehouseCode: order.fba.fbaWarehouseCode,
        fbaShipmentId: order.fba.fbaShipmentId,
        amazonReferenceId: order.fba.amazonReferenceId,
        cartons: order.fba.cartons.length > 0 ? order.fba.cartons.map(cartonValues) : [emptyCarton(1)],
      }
    : emptyOutbound().fba,
});

/** A typed number, or NaN for an empty or unreadable field (the reader then names the field). */
export const toNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** An optional number: empty is zero. */
const optional = (value: number | string): number =>
  typeof value === 'string' && value.trim() === '' ? 0 : toNumber(value);

const trimmed = (consignee: Consignee): Consignee =>
  Object.fromEntries(Object.entries(consignee).map(([field, value]) => [field, value.trim()])) as Consignee;

/**
 * What Save takes. The services the chosen carrier does not offer are sent off (`offers`), and the FBA
 * part only for an FBA order: what the user no longer sees is not sent.
 */
export function toInput(
  values: OutboundFormValues,
  id?: string,
  offers: { signature: boolean; insurance: boolean } = { signature: true, insurance: true },
): OutboundInput {
  const fba = values.type === 'FBA';
  return {
    ...(id ? { id } : {}),
    referenceNo: values.referenceNo.trim(),
    type: values.type,
    platform: values.platform || null,
    storeName: values.storeName.trim(),
    warehouseCode: values.warehouseCode,
    carrierCode: values.carrierCode,
    businessMode: values.businessMode,
    services: {
      signature: offers.signature && values.services.signature,
      insuranceValue: offers.insurance ? optional(values.services.insuranceValue) : 0,
    },
    remark: values.remark.trim(),
    consignee: {
      ...trimmed(values.consignee),
      countryCode: values.consignee.countryCode.trim().toUpperCase(),
    },
    lines: values.lines.map((line) => ({
      sku: line.sku,
      qty: toNumber(line.qty),
      declaredValue: optional(line.declaredValue),
      fnsku: fba ? line.fnsku.trim().toUpperCase() : '',
    })),
    fba: fba
      ? {
          fbaWarehouseCode: values.fba.fbaWarehouseCode.trim().toUpperCase(),
          fbaShipmentId: values.fba.fbaShipmentId.trim().toUpperCase(),
          amazonReferenceId: values.fba.amazonReferenceId.trim(),
          cartons: values.fba.cartons.map((carton) => ({
            cartonNo: carton.cartonNo.trim(),
            weightKg: toNumber(carton.weightKg),
            lengthCm: toNumber(carton.lengthCm),
            widthCm: toNumber(carton.widthCm),
            heightCm: toNumber(carton.heightCm),
            contents: carton.contents.map((c) => ({ sku: c.sku, qty: toNumber(c.qty) })),
          })),
        }
      : null,
  };
}

/** What a line's SKU stands for: a carton SKU is `units` of its component SKU. */
export interface SkuFacts {
  /** the SKU whose stock the line takes */
  stockSku: string;
  units: number;
  /** one unit of the line (a carton: the whole carton) */
  weightKg: number | null;
}

const positive = (value: number | string) => {
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** The parcel's weight: each line's SKU weight × quantity; null while a line's weight is unknown. */
export function parcelWeightOf(
  lines: readonly LineValues[],
  facts: Readonly<Record<string, SkuFacts | undefined>>,
): number | null {
  return parcelWeightKg(lines, (sku) => facts[sku]?.weightKg);
}

/** Units asked of each stock SKU over all lines (a carton line counts its units). */
export function unitsAsked(
  lines: readonly LineValues[],
  facts: Readonly<Record<string, SkuFacts | undefined>>,
): Map<string, number> {
  const asked = new Map<string, number>();
  for (const line of lines) {
    if (!line.sku) continue;
    const fact = facts[line.sku];
    const stockSku = fact?.stockSku ?? line.sku;
    asked.set(stockSku, (asked.get(stockSku) ?? 0) + Math.floor(positive(line.qty)) * (fact?.units ?? 1));
  }
  return asked;
}

/** The lines (by index) asking more than the warehouse has available, with the stock SKU's numbers. */
export function shortLines(
  lines: readonly LineValues[],
  facts: Readonly<Record<string, SkuFacts | undefined>>,
  available: Readonly<Record<string, number | null | undefined>>,
): Map<number, { stockSku: string; asked: number; available: number }> {
  const asked = unitsAsked(lines, facts);
  const short = new Map<number, { stockSku: string; asked: number; available: number }>();
  lines.forEach((line, index) => {
    if (!line.sku) return;
    const stockSku = facts[line.sku]?.stockSku ?? line.sku;
    const have = available[stockSku];
    const want = asked.get(stockSku) ?? 0;
    if (typeof have === 'number' && want > have) short.set(index, { stockSku, asked: want, available: have });
  });
  return short;
}
