import { describe, expect, it } from 'vitest';
import type { RmaLine } from '@/api/business/types/documents';
import { FALLBACK_STRATEGY, type StrategyRule } from '@/api/rules/return-outcome';
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

describe('what processing does with each grade, line by line', () => {
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
