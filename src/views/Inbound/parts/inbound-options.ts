import { INBOUND_STATUSES, type InboundStatus } from '@machines/business/inbound-order.machine';
import { OPERATOR_EXCEPTION_TYPES, RESOLUTIONS } from '@machines/business/inbound-exception.machine';
import type { FieldOption } from '@/components/Form/types';

/**
 * The code lists of business.md §5 the inbound pages offer: the order's from the shared field rules,
 * the exception's and statuses from the charts.
 */
export {
  CONTAINER_TYPES,
  DELIVERY_METHODS,
  INBOUND_TYPES,
  LOAD_TYPES,
  SHIPPING_MODES,
} from '@/api/rules/inbound';
export { INBOUND_STATUSES, OPERATOR_EXCEPTION_TYPES, RESOLUTIONS };
export type { InboundStatus };

/** Options whose labels are translation keys `inbound.<group>.<value>`. */
export const keyedOptions = (group: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `inbound.${group}.${value}` }));
