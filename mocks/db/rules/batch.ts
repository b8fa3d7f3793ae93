/**
 * The back-end's own batch rules: which orders may join a batch and the mock carrier's tracking
 * numbers. The field rules of a batch request, shared with the console, are `src/api/rules/batch.ts`.
 */

/**
 * Order statuses that may join a batch: between reservation and shipping, with no cancel request
 * pending. A HANDOVER batch ships them, so by handover every one must be PACKED.
 */
export const BATCHABLE_STATUSES: readonly string[] = ['AWAITING_PICK', 'PICKING', 'PACKED'];

/** Batches still in use: an order belongs to at most one of them. */
export const ACTIVE_BATCH_STATUSES: readonly string[] = ['OPEN', 'PRINTED'];

/**
 * The mock carrier's tracking number for an order of a printed batch: the carrier's letters and the
 * order's number, so it is unique and the same on every print of the demo.
 */
export function batchTrackingNo(carrierCode: string, outboundNo: string): string {
  const carrier =
    carrierCode
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'TRK';
  return `${carrier}${outboundNo.replace(/\D/g, '')}`;
}
