import type { ReceivedLine } from '@machines/business/inbound-order.machine';
import type { PutawayLine } from '../inventory/effects';
import type { InboundBox, InboundException, InboundOrder } from '../../store/types/documents';
import type { FieldMessages } from '../../services/contract';

/** Counting an arrived order (receive) and what its exceptions change at putaway (business.md §5). */

const received = (payload: Record<string, unknown>): ReceivedLine[] =>
  Array.isArray(payload.lines) ? (payload.lines as ReceivedLine[]) : [];

const keyOf = (boxNo: number, sku: string) => `${boxNo}|${String(sku).trim().toUpperCase()}`;

/** Each counted line names a line of the order, once. (The chart has checked the counts themselves.) */
export function validateReceive(order: InboundOrder, payload: Record<string, unknown>): FieldMessages {
  const known = new Set(order.boxes.flatMap((box) => box.lines.map((line) => keyOf(box.boxNo, line.sku))));
  const seen = new Set<string>();
  const fields: FieldMessages = {};
  received(payload).forEach((line, index) => {
    const key = keyOf(line.boxNo, line.sku);
    if (!known.has(key)) fields[`lines.${index}.sku`] = { key: 'receiveLineUnknown' };
    else if (seen.has(key)) fields[`lines.${index}.sku`] = { key: 'receiveLineDuplicate' };
    seen.add(key);
  });
  return fields;
}

/** The boxes with their counts (a line nobody counted received nothing) and the exceptions they raise. */
export function receiveLines(
  order: InboundOrder,
  payload: Record<string, unknown>,
): { boxes: InboundBox[]; exceptions: InboundException[] } {
  const counts = new Map(received(payload).map((line) => [keyOf(line.boxNo, line.sku), line]));
  const exceptions: InboundException[] = [];
  const raise = (type: InboundException['type'], boxNo: number, sku: string, qty: number) =>
    exceptions.push({
      id: `${order.inboundNo}-EX-${order.exceptions.length + exceptions.length + 1}`,
      type,
      boxNo,
      sku,
      qty,
      photos: [],
      status: 'OPEN',
      resolution: null,
    });
  const boxes = order.boxes.map((box) => ({
    boxNo: box.boxNo,
    boxBarcode: box.boxBarcode,
    customerBoxRef: box.customerBoxRef,
    weightKg: box.weightKg,
    lengthCm: box.lengthCm,
    widthCm: box.widthCm,
    heightCm: box.heightCm,
    lines: box.lines.map((line) => {
      const count = counts.get(keyOf(box.boxNo, line.sku));
      const receivedQty = count?.receivedQty ?? 0;
      const goodQty = count?.goodQty ?? 0;
      const damagedQty = count?.damagedQty ?? 0;
      if (receivedQty < line.expectedQty) raise('SHORT', box.boxNo, line.sku, line.expectedQty - receivedQty);
      if (receivedQty > line.expectedQty) raise('OVER', box.boxNo, line.sku, receivedQty - line.expectedQty);
      if (damagedQty > 0) raise('DAMAGED', box.boxNo, line.sku, damagedQty);
      return { sku: line.sku, expectedQty: line.expectedQty, receivedQty, goodQty, damagedQty };
    }),
  }));
  return { boxes, exceptions };
}

/**
 * What goes on the shelf per line once the exceptions are resolved: damaged units accepted as good
 * join the good ones; damaged units destroyed or returned, and surplus units destroyed or returned,
 * leave the warehouse instead of being put away.
 */
export function adjustedCounts(order: InboundOrder): PutawayLine[] {
  return order.boxes.flatMap((box) =>
    box.lines.map((line) => {
      let { goodQty, damagedQty } = line;
      for (const e of order.exceptions) {
        if (e.boxNo !== box.boxNo || e.sku !== line.sku || e.status !== 'RESOLVED') continue;
        const gone = e.resolution === 'DESTROY' || e.resolution === 'RETURN_TO_SENDER';
        if (e.type === 'DAMAGED' && e.resolution === 'ACCEPT_AS_GOOD') {
          const moved = Math.min(e.qty, damagedQty);
          goodQty += moved;
          damagedQty -= moved;
        } else if (e.type === 'DAMAGED' && gone) {
          damagedQty -= Math.min(e.qty, damagedQty);
        } else if (e.type === 'OVER' && gone) {
          goodQty -= Math.min(e.qty, goodQty);
        }
      }
      return { sku: line.sku, expectedQty: line.expectedQty, goodQty, damagedQty };
    }),
  );
}
