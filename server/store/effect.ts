import { markPositions, trackerOf } from './changes';
import type { Db } from './store';
import { appliedInTable, markAppliedInTable } from './tables';
import { recordUndo } from './tx';

export type EffectErrorCode =
  | 'NEGATIVE_STOCK'
  | 'INVALID_QUANTITY'
  | 'UNKNOWN_SKU'
  | 'UNKNOWN_WAREHOUSE'
  | 'INVALID_AMOUNT'
  | 'NO_PURSE'
  | 'ARREARS';

/** A refused effect: thrown before anything was written. */
export class EffectError extends Error {
  override readonly name = 'EffectError';

  constructor(
    readonly code: EffectErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** Whether an effect was applied: a row of its key where the db is bound, else in its set. */
export const wasApplied = async (db: Db, effectKey: string): Promise<boolean> =>
  (await appliedInTable(db, effectKey)) ?? db.appliedEffects.has(effectKey);

/** Records an effect applied, in the call's transaction: undone with it. */
export async function markApplied(db: Db, effectKey: string): Promise<void> {
  const undo = await markAppliedInTable(db, effectKey);
  if (undo) {
    recordUndo(db, undo);
    return;
  }
  db.appliedEffects.add(effectKey);
  // the set is saved in chunks in the order of its keys: a new key changes the last one
  const tracker = trackerOf(db);
  if (tracker) markPositions(tracker, 'appliedEffects', db.appliedEffects.size - 1);
  recordUndo(db, () => db.appliedEffects.delete(effectKey));
}

export const isPositiveInt = (n: number): boolean => Number.isInteger(n) && n > 0;
export const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;
