import { DEFECTIVE_ACTIONS, GOOD_ACTIONS } from '../business/types/sku';
import type { RuleKey } from './rule-keys';
import { bool, num, oneOf, readFields, readList, text, type FieldErrors } from './fields';

/** Field rules of business.md §8: RMAs and return strategies. */

export const RMA_SOURCES = ['CUSTOMER_FORECAST', 'CARRIER_RETURN'] as const;

export const RMA_FIELDS = {
  referenceNo: text({ max: [50, 'referenceNoTooLong'] }),
  source: oneOf(RMA_SOURCES, 'rmaSourceInvalid', 'CUSTOMER_FORECAST'),
  originalOutboundNo: text({ max: [50, 'originalOutboundInvalid'] }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  trackingNo: text({ max: [50, 'trackingNoTooLong'] }),
  reason: text({ required: 'rmaReasonRequired', max: [255, 'rmaReasonTooLong'] }),
  strategyId: text({ max: [64, 'strategyUnknown'] }),
};

const LINE_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  expectedQty: num({ invalid: 'expectedQtyInvalid', min: 1, max: 10_000, integer: true }),
};

export function readRma(input: unknown, errors: FieldErrors) {
  const values = readFields(input, RMA_FIELDS, errors);
  const lines = readList(
    input,
    'lines',
    errors,
    (line, prefix) => readFields(line, LINE_FIELDS, errors, prefix),
    {
      empty: 'linesRequired',
      max: [100, 'linesTooMany'],
    },
  );
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.sku !== '' && seen.has(line.sku)) errors[`lines.${index}.sku`] = 'lineSkuDuplicate';
    seen.add(line.sku);
  });
  return { ...values, lines };
}

export const STRATEGY_FIELDS = {
  name: text({ required: 'strategyNameRequired', max: [50, 'strategyNameTooLong'] }),
  scope: oneOf(['CUSTOMER_DEFAULT', 'SKU'] as const, 'strategyScopeInvalid'),
  sku: text({ upper: true }),
  onGood: oneOf(GOOD_ACTIONS, 'onGoodInvalid'),
  onDefective: oneOf(DEFECTIVE_ACTIONS, 'onDefectiveInvalid'),
  photoRequired: bool(),
};

/**
 * A strategy is the customer default (exactly one; it names no SKU) or one the customer keeps besides:
 * tied to one SKU (it applies to that SKU's returns) or to none yet (a return may still choose it, and a
 * former default lands there when another becomes the default).
 */
export function readStrategy(input: unknown, errors: FieldErrors) {
  const values = readFields(input, STRATEGY_FIELDS, errors);
  return { ...values, sku: values.scope === 'SKU' && values.sku !== '' ? values.sku : null };
}

/** A line of the original outbound order: what was shipped. */
export interface ShippedLine {
  sku: string;
  qty: number;
}

/** Another return of the same order: its status and what it expects back. */
export interface EarlierReturn {
  id: string;
  status: string;
  lines: readonly { sku: string; expectedQty: number }[];
}

/**
 * What each SKU of the original order may still return: what was shipped, less what the order's other
 * returns (not cancelled, not `selfId`) already expect back (never below 0).
 */
export function returnableQty(
  shipped: readonly ShippedLine[],
  others: readonly EarlierReturn[],
  selfId: string | null,
): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of shipped) left.set(line.sku, (left.get(line.sku) ?? 0) + line.qty);
  for (const rma of others) {
    if (rma.id === selfId || rma.status === 'CANCELLED') continue;
    for (const line of rma.lines) {
      const before = left.get(line.sku);
      if (before !== undefined) left.set(line.sku, Math.max(0, before - line.expectedQty));
    }
  }
  return left;
}

export interface ReturnProblem {
  path: string;
  key: RuleKey;
  /** For an over-shipped quantity: the most this line may expect. */
  max?: number;
}

/**
 * A forecast's lines against its original order: a SKU the order did not ship, or more units than it
 * shipped less the order's other returns (`lines.<i>.expectedQty`).
 */
export function returnProblems(
  lines: readonly { sku: string; expectedQty: number }[],
  returnable: ReadonlyMap<string, number>,
): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  lines.forEach((line, index) => {
    const sku = line.sku.trim().toUpperCase();
    if (sku === '') return;
    const max = returnable.get(sku);
    if (max === undefined) problems.push({ path: `lines.${index}.sku`, key: 'rmaSkuNotShipped' });
    else if (line.expectedQty > max)
      problems.push({ path: `lines.${index}.expectedQty`, key: 'rmaQtyOverShipped', max });
  });
  return problems;
}

/** When the RMA was received (its receive step in the action log), else null. */
export const rmaReceivedAt = (rma: { actionLog: readonly { action: string; at: string }[] }): string | null =>
  rma.actionLog.find((entry) => entry.action === 'receive')?.at ?? null;

/** What `Rma/SetSkuStrategy` takes: the SKU, and the strategy it should use (empty: the default). */
export const SKU_STRATEGY_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  strategyId: text({ max: [64, 'strategyUnknown'] }),
};

export const readSkuStrategy = (input: unknown, errors: FieldErrors) =>
  readFields(input, SKU_STRATEGY_FIELDS, errors);
