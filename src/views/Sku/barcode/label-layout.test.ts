import { describe, expect, it } from 'vitest';
import { barsOf, code128Modules } from './code128';
import { expandCopies, labelBox, labelsPerPage, pagesOf, printPageCss } from './label-layout';

describe('SKU labels', () => {
  it('encode Code 128 with its start, check and stop symbols, bars as runs', () => {
    const modules = code128Modules('NW-LAMP-01');
    expect(modules).toMatch(/^11010010000/); // START B
    expect(modules).toMatch(/1100011101011$/); // STOP
    expect(barsOf('0110111001').map((bar) => [bar.x, bar.width])).toEqual([
      [1, 2],
      [4, 3],
      [9, 1],
    ]);
    expect(code128Modules('')).toBeNull();
  });

  it('lay out one label a page, or 3 × 7 on an A4 sheet', () => {
    expect(labelBox('70x50')).toEqual({ widthMm: 70, heightMm: 50 });
    expect(labelBox('A4').widthMm).toBe(70);
    expect(labelsPerPage('100x60')).toBe(1);
    const labels = expandCopies([
      { barcode: 'A', sku: 'A', name: 'a', copies: 20 },
      { barcode: 'B', sku: 'B', name: 'b', copies: 3 },
    ]);
    expect(labels).toHaveLength(23);
    expect(pagesOf(labels, 'A4').map((page) => page.length)).toEqual([21, 2]);
    expect(pagesOf(labels, '60x40')).toHaveLength(23);
    expect(printPageCss('100x60')).toBe('@page { size: 100mm 60mm; margin: 0; }');
    expect(printPageCss('A4')).toBe('@page { size: 210mm 297mm; margin: 0; }');
  });
});
