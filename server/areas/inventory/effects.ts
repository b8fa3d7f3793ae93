import type { Db } from '../../store/store';
import type { FlowReason, StockBucket } from '../../store/types/ledger';
import { EffectError, isCount, isPositiveInt } from '../../store/effect';
import { applyMoves, type StockMove, type StockResult, type StockSource } from './stock-moves';

export { EffectError } from '../../store/effect';
export type { StockResult, StockSource } from './stock-moves';

/** Every effect names itself, e.g. `${docNo}:ship`: applying the same key twice posts once. */
export interface Effect extends StockSource {
  effectKey: string;
}

export interface QtyLine {
  sku: string;
  qty: number;
}

export interface PutawayLine {
  sku: string;
  expectedQty: number;
  goodQty: number;
  damagedQty: number;
}

export interface ReturnLine {
  sku: string;
  goodQty: number;
  defectiveQty: number;
}

/** One signed move of one bucket: operator adjustments, and the primitive the composites share. */
export async function moveStock(
  db: Db,
  input: Effect & { sku: string; bucket: StockBucket; qtyChange: number; reason: FlowReason },
): Promise<StockResult> {
  const { sku, bucket, qtyChange, reason, effectKey, ...source } = input;
  return await applyMoves(db, effectKey, source, [{ sku, bucket, qtyChange, reason }]);
}

function checked<L>(lines: readonly L[], valid: (line: L) => boolean): readonly L[] {
  const bad = lines.find((line) => !valid(line));
  if (bad !== undefined) throw new EffectError('INVALID_QUANTITY', JSON.stringify(bad));
  return lines;
}

/** `from −q, to +q` for every line. */
async function transfer(
  db: Db,
  effect: Effect,
  lines: readonly QtyLine[],
  from: StockBucket | null,
  to: StockBucket | null,
  reason: FlowReason,
) {
  const moves: StockMove[] = [];
  for (const line of checked(lines, (l) => isPositiveInt(l.qty))) {
    if (from) moves.push({ sku: line.sku, bucket: from, qtyChange: -line.qty, reason });
    if (to) moves.push({ sku: line.sku, bucket: to, qtyChange: line.qty, reason });
  }
  // The effect is its own source: applyMoves reads the source fields and ignores the key.
  return await applyMoves(db, effect.effectKey, effect, moves);
}

/** Inbound approved: inTransit += expected. */
export const receiveInTransit = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, null, 'inTransit', 'INBOUND_IN_TRANSIT');

/** Approved inbound cancelled before arrival: inTransit −= expected. */
export const cancelInTransit = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'inTransit', null, 'INBOUND_CANCEL');

/** Outbound submitted: available −= q, reserved += q. */
export const reserve = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'available', 'reserved', 'OUTBOUND_RESERVE');

/** Outbound cancelled: reserved −= q, available += q. */
export const release = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'reserved', 'available', 'OUTBOUND_RELEASE');

/** Outbound shipped: reserved −= q, shipped += q. */
export const ship = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'reserved', 'shipped', 'OUTBOUND_SHIP');

/** Operator freeze / unfreeze of sellable stock. */
export const freezeStock = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'available', 'frozen', 'FREEZE');

export const unfreezeStock = async (db: Db, effect: Effect, lines: readonly QtyLine[]) =>
  await transfer(db, effect, lines, 'frozen', 'available', 'UNFREEZE');

const nonZero = (moves: StockMove[]) => moves.filter((move) => move.qtyChange !== 0);

/** Inbound put away: inTransit −= expected; available += good; unsellable += damaged. */
export async function putaway(db: Db, effect: Effect, lines: readonly PutawayLine[]): Promise<StockResult> {
  const valid = (line: PutawayLine) =>
    isPositiveInt(line.expectedQty) && isCount(line.goodQty) && isCount(line.damagedQty);
  const reason = 'INBOUND_PUTAWAY';
  const moves = checked(lines, valid).flatMap((line) =>
    nonZero([
      { sku: line.sku, bucket: 'inTransit', qtyChange: -line.expectedQty, reason },
      { sku: line.sku, bucket: 'available', qtyChange: line.goodQty, reason },
      { sku: line.sku, bucket: 'unsellable', qtyChange: line.damagedQty, reason },
    ]),
  );
  return await applyMoves(db, effect.effectKey, effect, moves);
}

/** RMA processed with a restocking strategy: available += good; unsellable += defective. */
export async function returnPutaway(
  db: Db,
  effect: Effect,
  lines: readonly ReturnLine[],
): Promise<StockResult> {
  const valid = (line: ReturnLine) =>
    isCount(line.goodQty) && isCount(line.defectiveQty) && line.goodQty + line.defectiveQty > 0;
  const reason = 'RETURN_PUTAWAY';
  const moves = checked(lines, valid).flatMap((line) =>
    nonZero([
      { sku: line.sku, bucket: 'available', qtyChange: line.goodQty, reason },
      { sku: line.sku, bucket: 'unsellable', qtyChange: line.defectiveQty, reason },
    ]),
  );
  return await applyMoves(db, effect.effectKey, effect, moves);
}
