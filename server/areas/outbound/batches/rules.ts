/**
 * The back-end's own batch rule: the mock carrier's tracking numbers. The field rules of a batch
 * request, and which orders may join a batch, are `src/api/rules/batch.ts` (shared with the console).
 */

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
