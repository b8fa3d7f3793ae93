import type { AppliedStrategy } from '@/api/business/types/sku';
import type { ActionLogEntry, RmaLine } from '@/api/business/types/documents';
import {
  outcomeOf,
  RETURN_GRADES,
  type ReturnBucket,
  type ReturnGrade,
  type StrategyRule,
} from '@/api/rules/return-outcome';

/** When the document last took `action` (its action log), or null if it never did. */
export function stepAt(doc: { actionLog: ActionLogEntry[] }, action: string): string | null {
  const entries = doc.actionLog.filter((entry) => entry.action === action);
  return entries.length > 0 ? entries[entries.length - 1].at : null;
}

/** One grade of one line and what processing does (or did) with its units. */
export interface OutcomeRow {
  sku: string;
  grade: ReturnGrade;
  qty: number;
  /** The message key under `rma.outcome.result.` */
  result: string;
  bucket: ReturnBucket;
}

const qtyOf = (line: RmaLine, grade: ReturnGrade) => line[`${grade}Qty`];

/**
 * Per line and grade with units counted, what the strategy that applies to the line does with them
 * (`rules`: SKU → its rule; a line without one gets the standard rule through `fallback`).
 */
export function outcomeRows(
  lines: readonly RmaLine[],
  rules: ReadonlyMap<string, StrategyRule>,
  fallback: StrategyRule,
): OutcomeRow[] {
  return lines.flatMap((line) =>
    RETURN_GRADES.filter((grade) => qtyOf(line, grade) > 0).map((grade) => {
      const { outcome, bucket } = outcomeOf(rules.get(line.sku) ?? fallback, grade);
      const result = outcome === 'HELD' && bucket === 'unsellable' ? 'HELD_DEFECTIVE' : outcome;
      return { sku: line.sku, grade, qty: qtyOf(line, grade), result, bucket };
    }),
  );
}

/** The strategies of an RMA's lines by SKU. */
export const rulesBySku = (applied: readonly AppliedStrategy[]): Map<string, StrategyRule> =>
  new Map(applied.map((line) => [line.sku, line]));
