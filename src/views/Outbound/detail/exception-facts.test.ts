import { describe, expect, it } from 'vitest';
import type { OutboundOrder } from '@/api/business/types/documents';
import {
  rechargePath,
  shortLines,
  shortfallOf,
  spendableOf,
  stockUnitsOf,
  trackingUrl,
  withLineQty,
  withoutLine,
} from './exception-facts';

describe('shortLines', () => {
  it('names each line the stock does not cover, with what is available and how much is short', () => {
    const lines = [
      { sku: 'A', qty: 5 },
      { sku: 'B', qty: 2 },
      { sku: 'C', qty: 3 },
    ];
    expect(
      shortLines(
        lines,
        new Map([
          ['A', 3],
          ['B', 9],
        ]),
      ),
    ).toEqual([
      { index: 0, sku: 'A', asked: 5, available: 3, short: 2 },
      { index: 2, sku: 'C', asked: 3, available: 0, short: 3 },
    ]);
  });

  it('shares one SKU between its lines, first line first', () => {
    const lines = [
      { sku: 'A', qty: 4 },
      { sku: 'A', qty: 4 },
    ];
    expect(shortLines(lines, new Map([['A', 6]]))).toEqual([
      { index: 1, sku: 'A', asked: 4, available: 2, short: 2 },
    ]);
  });

  it('counts a carton line in whole cartons of its component', () => {
    const units = stockUnitsOf(['BOX6', 'A'], [{ cartonSku: 'BOX6', componentSku: 'A', unitsPerCarton: 6 }]);
    const lines = [
      { sku: 'BOX6', qty: 2 },
      { sku: 'A', qty: 1 },
    ];
    // 13 units: two cartons (12) leave one piece for the second line
    expect(shortLines(lines, new Map([['A', 13]]), units)).toEqual([]);
    expect(shortLines(lines, new Map([['A', 11]]), units)).toEqual([
      { index: 0, sku: 'BOX6', asked: 2, available: 1, short: 1 },
    ]);
  });

  it('finds nothing short when every line is covered', () => {
    expect(shortLines([{ sku: 'A', qty: 1 }], new Map([['A', 1]]))).toEqual([]);
  });
});

describe('the ARREARS shortfall', () => {
  it('spends balance less frozen plus credit, to the cent', () => {
    expect(spendableOf({ balance: 10.1, frozen: 0.2, creditLimit: 5 })).toBe(14.9);
  });

  it('is what the estimate exceeds the spendable by, never below 0', () => {
    expect(shortfallOf(27.24, 14.9)).toBe(12.34);
    expect(shortfallOf(10, 14.9)).toBe(0);
    expect(shortfallOf(0.3, 0.1)).toBe(0.2);
  });

  it('links the recharge form with currency and amount', () => {
    expect(rechargePath('USD', 12.34)).toBe('/finance/recharge/add?currency=USD&amount=12.34');
    expect(rechargePath('EUR', 5)).toBe('/finance/recharge/add?currency=EUR&amount=5.00');
  });
});

describe('trackingUrl', () => {
  it("fills the carrier's template", () => {
    expect(trackingUrl('https://t.example/track?n={trackingNo}', '1Z 9')).toBe(
      'https://t.example/track?n=1Z%209',
    );
  });

  it('gives none without a template, a placeholder or a number', () => {
    expect(trackingUrl(undefined, '1Z9')).toBeNull();
    expect(trackingUrl('https://t.example/', '1Z9')).toBeNull();
    expect(trackingUrl('https://t.example/{trackingNo}', ' ')).toBeNull();
  });
});

describe('the one-step line fixes', () => {
  const order = {
    id: 'OB1',
    lines: [
      { sku: 'A', qty: 5, declaredValue: 10, fnsku: '' },
      { sku: 'B', qty: 2, declaredValue: 3, fnsku: '' },
    ],
  } as OutboundOrder;

  it('reduces one line and keeps the others', () => {
    expect(withLineQty(order, 0, 3).lines).toEqual([
      { sku: 'A', qty: 3, declaredValue: 10, fnsku: '' },
      { sku: 'B', qty: 2, declaredValue: 3, fnsku: '' },
    ]);
    expect(withLineQty(order, 0, 3).id).toBe('OB1');
  });

  it('removes one line', () => {
    expect(withoutLine(order, 0).lines).toEqual([{ sku: 'B', qty: 2, declaredValue: 3, fnsku: '' }]);
  });
});
