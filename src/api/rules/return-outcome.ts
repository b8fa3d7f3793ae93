import type { ReturnStrategy } from '../business/types/sku';

/**
 * business.md §8: what processing a return does with each unit, by its grade and the strategy that
 * applies. One home for the mock back-end (which posts stock and fees by it) and the views (which
 * say in words what became of each unit).
 */

export type StrategyRule = Pick<ReturnStrategy, 'onGood' | 'onDefective' | 'photoRequired'>;

/** When no strategy applies: sellable units back to stock, defective ones kept as unsellable. */
export const FALLBACK_STRATEGY: StrategyRule = {
  onGood: 'RESTOCK',
  onDefective: 'RESTOCK_AS_DEFECTIVE',
  photoRequired: false,
};

export const RETURN_GRADES = ['good', 'defective', 'unidentified'] as const;
export type ReturnGrade = (typeof RETURN_GRADES)[number];

/** What became of a unit. */
export type ReturnOutcome = 'AVAILABLE' | 'RELABELLED' | 'UNSELLABLE' | 'HELD' | 'DESTROYED' | 'SENT_BACK';

/** The stock bucket the units went to (RETURN_PUTAWAY); null: they left the stock (destroyed, sent back). */
export type ReturnBucket = 'available' | 'unsellable' | 'frozen' | null;

export interface GradeOutcome {
  outcome: ReturnOutcome;
  bucket: ReturnBucket;
}

/**
 * Good units follow `onGood` (held ones are frozen, sellable once released); defective ones follow
 * `onDefective` (held ones wait as unsellable); units nobody could identify are kept as unsellable.
 */
export function outcomeOf(rule: StrategyRule, grade: ReturnGrade): GradeOutcome {
  if (grade === 'good') {
    switch (rule.onGood) {
      case 'RESTOCK':
        return { outcome: 'AVAILABLE', bucket: 'available' };
      case 'RELABEL_AND_RESTOCK':
        return { outcome: 'RELABELLED', bucket: 'available' };
      case 'HOLD':
        return { outcome: 'HELD', bucket: 'frozen' };
      case 'RETURN_TO_SELLER':
        return { outcome: 'SENT_BACK', bucket: null };
    }
  }
  if (grade === 'defective') {
    switch (rule.onDefective) {
      case 'RESTOCK_AS_DEFECTIVE':
        return { outcome: 'UNSELLABLE', bucket: 'unsellable' };
      case 'HOLD':
        return { outcome: 'HELD', bucket: 'unsellable' };
      case 'DESTROY':
        return { outcome: 'DESTROYED', bucket: null };
      case 'RETURN_TO_SELLER':
        return { outcome: 'SENT_BACK', bucket: null };
    }
  }
  return { outcome: 'UNSELLABLE', bucket: 'unsellable' };
}

/** Where the strategy that applies to a line comes from. */
export type StrategySource = 'RMA' | 'SKU' | 'CUSTOMER_DEFAULT' | 'NONE';

type Candidate = Pick<ReturnStrategy, 'scope' | 'sku'>;

/**
 * Precedence (business.md §8): the RMA's own choice, then the SKU's strategy (`skus`: the line's
 * SKU and, for a carton SKU, its component), then the customer default; none: the fallback applies.
 */
export function pickStrategy<S extends Candidate>(
  own: S | undefined,
  customers: readonly S[],
  skus: readonly string[],
): { strategy: S | null; source: StrategySource } {
  if (own) return { strategy: own, source: 'RMA' };
  const forSku = customers.find((s) => s.scope === 'SKU' && s.sku !== null && skus.includes(s.sku));
  if (forSku) return { strategy: forSku, source: 'SKU' };
  const fallback = customers.find((s) => s.scope === 'CUSTOMER_DEFAULT');
  if (fallback) return { strategy: fallback, source: 'CUSTOMER_DEFAULT' };
  return { strategy: null, source: 'NONE' };
}
