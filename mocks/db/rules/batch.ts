/**
 * The back-end's own batch rules: which orders may join a batch and the mock carrier's tracking
 * numbers. The field rules of a batch request, shared with the console, are `src/api/rules/batch.ts`.
 */

// Which orders may join and which batches hold them: shared with the console's order picker.
export { ACTIVE_BATCH_STATUSES, BATCHABLE_MODE, BATCHABLE_STATUSES } from '@/api/rules/batch';

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
