import { INBOUND_STATUSES, type InboundStatus } from '@machines/business/inbound-order.machine';
import { RESOLUTIONS } from '@machines/business/inbound-exception.machine';
import type { FieldOption } from '@/components/Form/types';
import type { InboundException, InboundOrder } from '@/api/business/types/documents';

/** The code lists of business.md §5, typed against the API so a change there fails here. */

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
export const OPERATOR_EXCEPTION_TYPES = [
  'WRONG_SKU',
  'UNREGISTERED_SKU',
  'UNREADABLE_LABEL',
  'DIMENSION_MISMATCH',
  'OTHER',
] as const satisfies readonly InboundException['type'][];

export { INBOUND_STATUSES, RESOLUTIONS };
export type { InboundStatus };

/** Options whose labels are translation keys `inbound.<group>.<value>`. */
export const keyedOptions = (group: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `inbound.${group}.${value}` }));
