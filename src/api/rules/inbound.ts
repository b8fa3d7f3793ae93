import { PARCEL_SIZE_FIELDS } from './parcel';
import type { InboundOrder } from '../business/types/documents';
import {
  DATE_PATTERN,
  isIsoDate,
  isRecord,
  num,
  oneOf,
  readFields,
  readList,
  strings,
  text,
  type FieldErrors,
} from './fields';

/** Field rules of business.md §5: the inbound order (ASN) and its boxes. */

// The code lists, typed against the API's records so a change there fails here.
export const INBOUND_TYPES = [
  'STANDARD',
  'TRANSIT',
  'FBA_RETURN',
] as const satisfies readonly InboundOrder['type'][];
export const SHIPPING_MODES = [
  'AIR',
  'SEA_LCL',
  'SEA_FCL',
  'EXPRESS',
  'RAIL',
  'TRUCK',
] as const satisfies readonly InboundOrder['shippingMode'][];
export const LOAD_TYPES = [
  'PARCEL',
  'PALLET',
  'CONTAINER',
] as const satisfies readonly InboundOrder['loadType'][];
export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ'] as const satisfies readonly NonNullable<
  InboundOrder['containerType']
>[];
export const DELIVERY_METHODS = [
  'SELF_DELIVERY',
  'PICKUP',
] as const satisfies readonly InboundOrder['deliveryMethod'][];
/** ISO 6346: owner code, category U/J/Z, six digits and a check digit. */
export const CONTAINER_NO_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,50}$/;
export const MAX_BOXES = 500;

export const INBOUND_FIELDS = {
  referenceNo: text({ max: [50, 'referenceNoTooLong'] }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  type: oneOf(INBOUND_TYPES, 'inboundTypeInvalid', 'STANDARD'),
  shippingMode: oneOf(SHIPPING_MODES, 'shippingModeInvalid'),
  loadType: oneOf(LOAD_TYPES, 'loadTypeInvalid', 'PARCEL'),
  trackingNos: strings({
    item: [TRACKING_NO_PATTERN, 'trackingNosInvalid'],
    max: [20, 'trackingNosInvalid'],
  }),
  containerNo: text({ upper: true, pattern: [CONTAINER_NO_PATTERN, 'containerNoInvalid'] }),
  eta: text({ required: 'etaRequired' }),
  deliveryMethod: oneOf(DELIVERY_METHODS, 'deliveryMethodInvalid', 'SELF_DELIVERY'),
  pickupAddress: text({ max: [255, 'pickupAddressTooLong'] }),
  remark: text({ max: [255, 'remarkTooLong255'] }),
};

const BOX_FIELDS = {
  customerBoxRef: text({ max: [50, 'customerBoxRefTooLong'] }),
  ...PARCEL_SIZE_FIELDS,
};

const LINE_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  expectedQty: num({ invalid: 'expectedQtyInvalid', min: 1, max: 100_000, integer: true }),
};

function readBox(item: unknown, prefix: string, errors: FieldErrors) {
  const box = readFields(item, BOX_FIELDS, errors, prefix);
  const lines = readList(
    item,
    'lines',
    errors,
    (line, at) => readFields(line, LINE_FIELDS, errors, at),
    {
      empty: 'boxLinesRequired',
      max: [100, 'boxLinesTooMany'],
    },
    prefix,
  );
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.sku !== '' && seen.has(line.sku)) errors[`${prefix}lines.${index}.sku`] = 'lineSkuDuplicate';
    seen.add(line.sku);
  });
  return {
    customerBoxRef: box.customerBoxRef,
    weightKg: box.weightKg,
    lengthCm: box.lengthCm,
    widthCm: box.widthCm,
    heightCm: box.heightCm,
    lines,
  };
}

export function readInbound(input: unknown, errors: FieldErrors) {
  const values = readFields(input, INBOUND_FIELDS, errors);
  const eta = values.eta.slice(0, 10);
  if (!errors.eta && !(DATE_PATTERN.test(eta) && isIsoDate(eta))) errors.eta = 'etaInvalid';
  const source = isRecord(input) ? input : {};
  const containerType = CONTAINER_TYPES.find((type) => type === source.containerType) ?? null;
  if (source.containerType && !containerType) errors.containerType = 'containerTypeInvalid';
  if (values.shippingMode === 'SEA_FCL' && !containerType) errors.containerType = 'containerTypeRequired';
  if (values.deliveryMethod === 'PICKUP' && values.pickupAddress === '')
    errors.pickupAddress = 'pickupAddressRequired';
  const boxes = readList(input, 'boxes', errors, (box, prefix) => readBox(box, prefix, errors), {
    empty: 'boxesRequired',
    max: [MAX_BOXES, 'boxesTooMany'],
  });
  // Named one by one: a spread extended by more fields is slow to build in V8 (see rules/outbound.ts).
  return {
    referenceNo: values.referenceNo,
    warehouseCode: values.warehouseCode,
    type: values.type,
    shippingMode: values.shippingMode,
    loadType: values.loadType,
    trackingNos: values.trackingNos,
    containerNo: values.containerNo,
    eta: isIsoDate(eta) ? eta : '',
    deliveryMethod: values.deliveryMethod,
    pickupAddress: values.pickupAddress,
    remark: values.remark,
    containerType,
    boxes,
  };
}

/** The ETA must not lie in the past when the order is submitted (`today` as YYYY-MM-DD). */
export const etaRule = (eta: string, today: string) => (eta >= today ? null : ('etaPast' as const));
