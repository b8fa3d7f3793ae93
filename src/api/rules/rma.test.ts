import { describe, expect, it } from 'vitest';
import { returnableQty, returnProblems, rmaReceivedAt } from './rma';

const shipped = [
  { sku: 'A', qty: 3 },
  { sku: 'B', qty: 1 },
];
const rma = (id: string, status: string, lines: [string, number][]) => ({
  id,
  status,
  lines: lines.map(([sku, expectedQty]) => ({ sku, expectedQty })),
});

describe('what a shipped order may still return', () => {
  it('takes off what its other returns expect, not cancelled ones nor the return itself', () => {
    const others = [
      rma('R1', 'SUBMITTED', [['A', 1]]),
      rma('R2', 'CANCELLED', [['A', 2]]),
      rma('R3', 'DRAFT', [
        ['A', 1],
        ['B', 1],
      ]),
    ];
    expect(Object.fromEntries(returnableQty(shipped, others, null))).toEqual({ A: 1, B: 0 });
    expect(Object.fromEntries(returnableQty(shipped, others, 'R3'))).toEqual({ A: 2, B: 1 });
  });

  it('refuses a line beyond it at its quantity, and a SKU the order did not ship at its SKU', () => {
    const left = returnableQty(shipped, [rma('R1', 'RECEIVED', [['A', 1]])], null);
    expect(
      returnProblems(
        [
          { sku: 'a', expectedQty: 3 },
          { sku: 'B', expectedQty: 1 },
          { sku: 'C', expectedQty: 1 },
        ],
        left,
      ),
    ).toEqual([
      { path: 'lines.0.expectedQty', key: 'rmaQtyOverShipped', max: 2 },
      { path: 'lines.2.sku', key: 'rmaSkuNotShipped' },
    ]);
    expect(returnProblems([{ sku: 'A', expectedQty: 2 }], left)).toEqual([]);
  });

  it('reads when a return was received from its action log', () => {
    const log = (action: string, at: string) => ({ action, at });
    expect(rmaReceivedAt({ actionLog: [log('submit', '2026-01-01'), log('receive', '2026-01-03')] })).toBe(
      '2026-01-03',
    );
    expect(rmaReceivedAt({ actionLog: [log('submit', '2026-01-01')] })).toBeNull();
  });
});
