import { PARCEL_SIZE_FIELDS } from './parcel';
import { PLATFORMS } from '../business/types/sku';
import {
  COUNTRY_PATTERN,
  CONTACT_PHONE_PATTERN,
  bool,
  isRecord,
  num,
  oneOf,
  readFields,
  readList,
  text,
  type FieldErrors,
} from './fields';
import { EMAIL_PATTERN } from './profile';

/** Field rules of business.md §6: the outbound order. */

export const OUTBOUND_TYPES = ['B2C', 'FBA', 'B2B'] as const;
export const BUSINESS_MODES = ['WAREHOUSE_AND_DELIVERY', 'WAREHOUSE_ONLY'] as const;
export const FBA_WAREHOUSE_PATTERN = /^[A-Z]{3}\d{1,2}$/;
export const FBA_SHIPMENT_PATTERN = /^FBA[0-9A-Z]{9}$/;
export const FNSKU_PATTERN = /^X00[0-9A-Z]{7}$/;

export const OUTBOUND_FIELDS = {
  referenceNo: text({ required: 'referenceNoRequired', max: [50, 'referenceNoTooLong'] }),
  type: oneOf(OUTBOUND_TYPES, 'outboundTypeInvalid', 'B2C'),
  storeName: text({ max: [100, 'storeNameTooLong'] }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  carrierCode: text({ required: 'carrierRequired', upper: true }),
  businessMode: oneOf(BUSINESS_MODES, 'businessModeInvalid', 'WAREHOUSE_AND_DELIVERY'),
  remark: text({ max: [500, 'remarkTooLong500'] }),
  trackingNo: text({ max: [50, 'trackingNoTooLong'] }),
};

export const CONSIGNEE_FIELDS = {
  name: text({ required: 'consigneeNameRequired', max: [48, 'consigneeNameTooLong'] }),
  company: text({ max: [100, 'consigneeCompanyTooLong'] }),
  phone: text({
    required: 'consigneePhoneRequired',
    max: [20, 'consigneePhoneTooLong'],
    pattern: [CONTACT_PHONE_PATTERN, 'consigneePhoneInvalid'],
  }),
  email: text({ max: [100, 'consigneeEmailInvalid'], pattern: [EMAIL_PATTERN, 'consigneeEmailInvalid'] }),
  countryCode: text({
    required: 'consigneeCountryInvalid',
    upper: true,
    pattern: [COUNTRY_PATTERN, 'consigneeCountryInvalid'],
  }),
  state: text({ required: 'consigneeStateRequired', max: [50, 'consigneeStateTooLong'] }),
  city: text({ required: 'consigneeCityRequired', max: [50, 'consigneeCityTooLong'] }),
  address1: text({ required: 'address1Required', max: [50, 'address1TooLong'] }),
  address2: text({ max: [50, 'address2TooLong'] }),
  postcode: text({ required: 'consigneePostcodeRequired', max: [20, 'consigneePostcodeTooLong'] }),
};

const SERVICE_FIELDS = {
  signature: bool(),
  insuranceValue: num({ invalid: 'insuranceValueInvalid', min: 0, max: 100_000, dp: 2, required: false }),
};

const LINE_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  qty: num({ invalid: 'lineQtyInvalid', min: 1, max: 10_000, integer: true }),
  declaredValue: num({ invalid: 'declaredValueInvalid', min: 0, max: 100_000, dp: 2, required: false }),
  fnsku: text({ upper: true, pattern: [FNSKU_PATTERN, 'fnskuInvalid'] }),
};

const FBA_FIELDS = {
  fbaWarehouseCode: text({
    required: 'fbaWarehouseCodeInvalid',
    upper: true,
    pattern: [FBA_WAREHOUSE_PATTERN, 'fbaWarehouseCodeInvalid'],
  }),
  fbaShipmentId: text({
    required: 'fbaShipmentIdInvalid',
    upper: true,
    pattern: [FBA_SHIPMENT_PATTERN, 'fbaShipmentIdInvalid'],
  }),
  amazonReferenceId: text({ max: [20, 'amazonReferenceIdTooLong'] }),
};

const CARTON_FIELDS = {
  cartonNo: text({ required: 'cartonNoRequired', max: [50, 'cartonNoRequired'] }),
  ...PARCEL_SIZE_FIELDS,
};

const CONTENT_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  qty: num({ invalid: 'lineQtyInvalid', min: 1, max: 10_000, integer: true }),
};

function readFba(source: unknown, errors: FieldErrors) {
  const values = readFields(source, FBA_FIELDS, errors, 'fba.');
  const cartons = readList(
    source,
    'cartons',
    errors,
    (carton, prefix) => {
      const box = readFields(carton, CARTON_FIELDS, errors, prefix);
      return {
        cartonNo: box.cartonNo,
        weightKg: box.weightKg,
        lengthCm: box.lengthCm,
        widthCm: box.widthCm,
        heightCm: box.heightCm,
        contents: readList(
          carton,
          'contents',
          errors,
          (c, at) => readFields(c, CONTENT_FIELDS, errors, at),
          {},
          prefix,
        ),
      };
    },
    { max: [200, 'cartonsTooMany'] },
    'fba.',
  );
  return {
    fbaWarehouseCode: values.fbaWarehouseCode,
    fbaShipmentId: values.fbaShipmentId,
    amazonReferenceId: values.amazonReferenceId,
    cartons,
  };
}

export function readOutbound(input: unknown, errors: FieldErrors) {
  const values = readFields(input, OUTBOUND_FIELDS, errors);
  const source = isRecord(input) ? input : {};
  const platform = PLATFORMS.find((p) => p === source.platform) ?? null;
  if (source.platform && !platform) errors.platform = 'platformInvalid';
  const consignee = readFields(source.consignee, CONSIGNEE_FIELDS, errors, 'consignee.');
  const services = readFields(source.services, SERVICE_FIELDS, errors, 'services.');
  const lines = readList(
    input,
    'lines',
    errors,
    (line, prefix) => readFields(line, LINE_FIELDS, errors, prefix),
    {
      empty: 'linesRequired',
      max: [200, 'linesTooMany'],
    },
  );
  const fba = values.type === 'FBA' ? readFba(source.fba, errors) : null;
  if (fba) {
    lines.forEach((line, index) => {
      if (line.fnsku === '' && !errors[`lines.${index}.fnsku`])
        errors[`lines.${index}.fnsku`] = 'fnskuRequired';
    });
  }
  // Named one by one: a spread extended by more fields is slow to build in V8, and saving an order is hot.
  return {
    referenceNo: values.referenceNo,
    type: values.type,
    storeName: values.storeName,
    warehouseCode: values.warehouseCode,
    carrierCode: values.carrierCode,
    businessMode: values.businessMode,
    remark: values.remark,
    trackingNo: values.trackingNo,
    platform,
    consignee,
    services,
    lines,
    fba,
  };
}

/** Postcode formats the mock carriers know; other countries accept any postcode. */
export const POSTCODE_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  AU: /^\d{4}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

/** Whether the carrier can reach this consignee: the postcode is well formed for the country. */
export const isPostcodeOf = (countryCode: string, postcode: string): boolean =>
  POSTCODE_PATTERNS[countryCode]?.test(postcode.trim()) ?? postcode.trim() !== '';

/**
 * The parcel's weight in kg: each line's unit weight (a carton line: the whole carton) times its
 * quantity, to the gram; `null` while a line's weight is unknown. The form and the server both weigh
 * an order with it before a carrier is held to its limit.
 */
export function parcelWeightKg(
  lines: readonly { sku: string; qty: number | string }[],
  unitWeightOf: (sku: string) => number | null | undefined,
): number | null {
  let total = 0;
  for (const line of lines) {
    if (!line.sku) continue;
    const weight = unitWeightOf(line.sku);
    if (weight === null || weight === undefined) return null;
    const qty = Number(line.qty);
    total += weight * (Number.isFinite(qty) && qty > 0 ? qty : 0);
  }
  return Number(total.toFixed(3));
}

/** Whether a carrier takes a parcel of this weight (an unknown weight is not held against it). */
export const carrierTakes = (carrier: { maxWeightKg: number }, weightKg: number | null): boolean =>
  weightKg === null || weightKg <= carrier.maxWeightKg;

/** When the order left the warehouse: its last ship step (a refused cancel does not move it), else null. */
export const shippedAtOf = (order: { actionLog: readonly { action: string; at: string }[] }): string | null =>
  order.actionLog.findLast((entry) => entry.action === 'ship')?.at ?? null;
