import { describe, expect, it } from 'vitest';
import { outcomeOf, pickStrategy, type StrategyRule } from './return-outcome';

const rule = (onGood: StrategyRule['onGood'], onDefective: StrategyRule['onDefective']): StrategyRule => ({
  onGood,
  onDefective,
  photoRequired: false,
});

describe('what processing does with each grade', () => {
  it('maps every strategy choice of good units to its outcome and bucket', () => {
    expect(outcomeOf(rule('RESTOCK', 'DESTROY'), 'good')).toEqual({
      outcome: 'AVAILABLE',
      bucket: 'available',
    });
    expect(outcomeOf(rule('RELABEL_AND_RESTOCK', 'DESTROY'), 'good')).toEqual({
      outcome: 'RELABELLED',
      bucket: 'available',
    });
    expect(outcomeOf(rule('HOLD', 'DESTROY'), 'good')).toEqual({ outcome: 'HELD', bucket: 'frozen' });
    expect(outcomeOf(rule('RETURN_TO_SELLER', 'DESTROY'), 'good')).toEqual({
      outcome: 'SENT_BACK',
      bucket: null,
    });
  });

  it('maps every strategy choice of defective units, and keeps unidentified ones as unsellable', () => {
    const defective = (onDefective: StrategyRule['onDefective']) =>
      outcomeOf(rule('RESTOCK', onDefective), 'defective');
    expect(defective('RESTOCK_AS_DEFECTIVE')).toEqual({ outcome: 'UNSELLABLE', bucket: 'unsellable' });
    expect(defective('HOLD')).toEqual({ outcome: 'HELD', bucket: 'unsellable' });
    expect(defective('DESTROY')).toEqual({ outcome: 'DESTROYED', bucket: null });
    expect(defective('RETURN_TO_SELLER')).toEqual({ outcome: 'SENT_BACK', bucket: null });
    expect(outcomeOf(rule('RETURN_TO_SELLER', 'DESTROY'), 'unidentified')).toEqual({
      outcome: 'UNSELLABLE',
      bucket: 'unsellable',
    });
  });
});

describe('which strategy applies (business.md §8)', () => {
  const forA = { scope: 'SKU' as const, sku: 'A' };
  const fallback = { scope: 'CUSTOMER_DEFAULT' as const, sku: null };
  const own = { scope: 'SKU' as const, sku: 'Z' };

  it("takes the RMA's own, then the SKU's (or its component's), then the customer default", () => {
    expect(pickStrategy(own, [forA, fallback], ['A'])).toEqual({ strategy: own, source: 'RMA' });
    expect(pickStrategy(undefined, [fallback, forA], ['A'])).toEqual({ strategy: forA, source: 'SKU' });
    expect(pickStrategy(undefined, [forA, fallback], ['CARTON-A', 'A'])).toEqual({
      strategy: forA,
      source: 'SKU',
    });
    expect(pickStrategy(undefined, [forA, fallback], ['B'])).toEqual({
      strategy: fallback,
      source: 'CUSTOMER_DEFAULT',
    });
    expect(pickStrategy(undefined, [forA], ['B'])).toEqual({ strategy: null, source: 'NONE' });
  });
});
