import { describe, expect, it } from 'vitest';
import type { RmaLine } from '@/api/business/types/documents';
import { FALLBACK_STRATEGY, outcomeOf, type StrategyRule } from '@/api/rules/return-outcome';
import { outcomeRows, stepAt } from './rma-facts';

const line = (sku: string, goodQty: number, defectiveQty: number, unidentifiedQty = 0): RmaLine => ({
  sku,
  expectedQty: goodQty + defectiveQty + unidentifiedQty,
  goodQty,
  defectiveQty,
  unidentifiedQty,
});

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

  it('lists the counted grades of each line with the rule of its SKU, else the standard rule', () => {
    const rules = new Map([['SKU-A', rule('HOLD', 'HOLD')]]);
    expect(outcomeRows([line('SKU-A', 2, 1), line('SKU-B', 0, 1, 1)], rules, FALLBACK_STRATEGY)).toEqual([
      { sku: 'SKU-A', grade: 'good', qty: 2, result: 'HELD', bucket: 'frozen' },
      { sku: 'SKU-A', grade: 'defective', qty: 1, result: 'HELD_DEFECTIVE', bucket: 'unsellable' },
      { sku: 'SKU-B', grade: 'defective', qty: 1, result: 'UNSELLABLE', bucket: 'unsellable' },
      { sku: 'SKU-B', grade: 'unidentified', qty: 1, result: 'UNSELLABLE', bucket: 'unsellable' },
    ]);
  });
});

describe('when a step happened', () => {
  it('reads the last entry of the action in the log, or null', () => {
    const entry = (action: string, at: string) => ({
      at,
      by: 'admin',
      role: 'operator' as const,
      action,
      fromStatus: '',
      toStatus: '',
      note: '',
    });
    const doc = { actionLog: [entry('ship', '2026-01-01T00:00:00Z'), entry('ship', '2026-01-02T00:00:00Z')] };
    expect(stepAt(doc, 'ship')).toBe('2026-01-02T00:00:00Z');
    expect(stepAt(doc, 'deliver')).toBeNull();
  });
});
