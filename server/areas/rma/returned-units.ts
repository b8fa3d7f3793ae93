import type { RmaLine } from '../../store/types/documents';

/** Units of a return line: those counted at receipt, else those announced. */
export const unitsOf = (line: RmaLine): number => {
  const received = line.goodQty + line.defectiveQty + line.unidentifiedQty;
  return received > 0 ? received : line.expectedQty;
};

/**
 * What each line of a return brings back, `[[sku, units], …]` as JSON text: a derived column of the
 * return's row (derived.ts), which the returned SKUs' sums read without parsing the returns.
 */
export const returnedUnitsOf = (rma: { lines: readonly RmaLine[] }): string =>
  JSON.stringify(rma.lines.map((line) => [line.sku, unitsOf(line)]));
