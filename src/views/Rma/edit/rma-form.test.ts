import { describe, expect, it } from 'vitest';
import {
  blankLine,
  emptyRma,
  formPath,
  rmaProblems,
  sentLines,
  toInput,
  type RmaFormValues,
} from './rma-form';

const forecast = (quantities: (number | '')[]): RmaFormValues => ({
  ...emptyRma('OB1'),
  warehouseCode: 'USEA',
  reason: 'Wrong size',
  lines: quantities.map((qty, i) => ({ ...blankLine(`SKU-${i}`), expectedQty: qty })),
});

describe('the return form’s values', () => {
  it('sends a forecast’s SKUs with a quantity only, and maps the server’s paths back to the rows', () => {
    const values = forecast(['', 2, 0, 1]);
    const { rows } = sentLines(values);
    expect(rows).toEqual([1, 3]);
    expect(toInput(values).lines).toEqual([
      { sku: 'SKU-1', expectedQty: 2 },
      { sku: 'SKU-3', expectedQty: 1 },
    ]);
    expect(formPath('lines.1.expectedQty', rows)).toBe('lines.3.expectedQty');
    expect(formPath('reason', rows)).toBe('reason');
  });

  it('checks the shared rules and what may come back, at the rows', () => {
    const returnable = new Map([
      ['SKU-0', 5],
      ['SKU-1', 1],
    ]);
    expect(rmaProblems(forecast(['', 2]), returnable)).toEqual({
      'lines.1.expectedQty': { key: 'rmaQtyOverShipped', max: 1 },
    });
    expect(rmaProblems({ ...forecast(['', '']), reason: '', originalOutboundNo: '' }, null)).toEqual({
      reason: { key: 'rmaReasonRequired' },
      lines: { key: 'linesRequired' },
      originalOutboundNo: { key: 'originalOutboundMissing' },
    });
  });

  it('sends every row of a carrier return, and no original order', () => {
    const values: RmaFormValues = {
      ...forecast([1, '']),
      source: 'CARRIER_RETURN',
    };
    expect(toInput(values)).toMatchObject({
      originalOutboundNo: '',
      lines: [{ sku: 'SKU-0' }, { sku: 'SKU-1' }],
    });
    expect(rmaProblems(values, null)).toEqual({ 'lines.1.expectedQty': { key: 'expectedQtyInvalid' } });
  });
});
