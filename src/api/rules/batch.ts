import { BATCH_KINDS, type BatchStatus } from '@machines/business/outbound-batch.machine';
import { oneOf, readFields, text, textOf, type FieldErrors } from './fields';

/** Field rules of a label or handover batch (business.md §6), shared by the console and the mock. */

export const MAX_BATCH_ORDERS = 500;

/**
 * Order statuses that may join a batch: between reservation and shipping, with no cancel request
 * pending. A HANDOVER batch ships them, so by handover every one must be PACKED.
 */
export const BATCHABLE_STATUSES: readonly string[] = ['AWAITING_PICK', 'PICKING', 'PACKED'];

/** Batches still in use: an order belongs to at most one of them. */
export const ACTIVE_BATCH_STATUSES: readonly BatchStatus[] = ['OPEN', 'PRINTED'];

/** Only the warehouse's own labels go in a batch: a customer-labelled order never joins one. */
export const BATCHABLE_MODE = 'WAREHOUSE_AND_DELIVERY';

export const BATCH_FIELDS = {
  kind: oneOf(BATCH_KINDS, 'batchKindInvalid'),
  remark: text({ max: [255, 'remarkTooLong255'] }),
};

/** The order ids of a request, trimmed, each once, in their order; problems under `orderIds`. */
export function readOrderIds(input: unknown, errors: FieldErrors): string[] {
  const raw =
    typeof input === 'object' && input !== null ? (input as { orderIds?: unknown }).orderIds : undefined;
  const ids = [...new Set((Array.isArray(raw) ? raw : []).map(textOf).filter((id) => id !== ''))];
  if (ids.length === 0) errors.orderIds = 'batchOrdersRequired';
  else if (ids.length > MAX_BATCH_ORDERS) errors.orderIds = 'batchTooManyOrders';
  return ids;
}

export function readBatch(input: unknown, errors: FieldErrors) {
  return { ...readFields(input, BATCH_FIELDS, errors), orderIds: readOrderIds(input, errors) };
}
