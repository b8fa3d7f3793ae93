import type { ReceivedLine } from '@machines/business/inbound-order.machine';
import type { InboundBox } from '@/api/business/types/documents';

/** What the operator counted on one box line: good and damaged units (received is their sum). */
export interface LineCount {
  good: number | string;
  damaged: number | string;
}

export type Counts = Record<string, LineCount>;

export const countKey = (boxNo: number, sku: string) => `${boxNo}|${sku}`;

const whole = (value: number | string) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : 0;
};

/** Every line counted as expected and good: the operator then changes what differs. */
export const expectedCounts = (boxes: readonly InboundBox[]): Counts =>
  Object.fromEntries(
    boxes.flatMap((box) =>
      box.lines.map((line) => [countKey(box.boxNo, line.sku), { good: line.expectedQty, damaged: 0 }]),
    ),
  );

export interface CountedLine extends ReceivedLine {
  expectedQty: number;
}

export function countedLines(boxes: readonly InboundBox[], counts: Counts): CountedLine[] {
  return boxes.flatMap((box) =>
    box.lines.map((line) => {
      const count = counts[countKey(box.boxNo, line.sku)] ?? { good: 0, damaged: 0 };
      const goodQty = whole(count.good);
      const damagedQty = whole(count.damaged);
      return {
        boxNo: box.boxNo,
        sku: line.sku,
        expectedQty: line.expectedQty,
        receivedQty: goodQty + damagedQty,
        goodQty,
        damagedQty,
      };
    }),
  );
}

export interface Discrepancy {
  type: 'SHORT' | 'OVER' | 'DAMAGED';
  boxNo: number;
  sku: string;
  qty: number;
}

/** The exceptions the server will raise from these counts (business.md §5, raised automatically). */
export function discrepancies(lines: readonly CountedLine[]): Discrepancy[] {
  return lines.flatMap((line) => {
    const found: Discrepancy[] = [];
    const at = { boxNo: line.boxNo, sku: line.sku };
    if (line.receivedQty < line.expectedQty)
      found.push({ type: 'SHORT', ...at, qty: line.expectedQty - line.receivedQty });
    if (line.receivedQty > line.expectedQty)
      found.push({ type: 'OVER', ...at, qty: line.receivedQty - line.expectedQty });
    if (line.damagedQty > 0) found.push({ type: 'DAMAGED', ...at, qty: line.damagedQty });
    return found;
  });
}

/** The box a scanned code names: its box barcode, or its number. */
export function boxOfScan(
  boxes: readonly InboundBox[],
  inboundNo: string,
  code: string,
): InboundBox | undefined {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return undefined;
  return boxes.find(
    (box) =>
      (box.boxBarcode ?? `${inboundNo}-${box.boxNo}`).toUpperCase() === wanted ||
      String(box.boxNo) === wanted,
  );
}
