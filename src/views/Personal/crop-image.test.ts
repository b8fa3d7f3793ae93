import { describe, expect, it } from 'vitest';
import { formatMegabytes, squareSource } from './crop-image';

describe('squareSource', () => {
  const image = { width: 800, height: 600 };

  it('keeps a square area inside the image as it is', () => {
    expect(squareSource({ x: 100, y: 50, width: 400, height: 400 }, image)).toEqual({
      x: 100,
      y: 50,
      size: 400,
    });
  });

  it('takes the shorter side of an area that is square only up to rounding, around its centre', () => {
    expect(squareSource({ x: 100, y: 50, width: 401, height: 400 }, image)).toEqual({
      x: 101,
      y: 50,
      size: 400,
    });
  });

  it('moves an area reaching past an edge back inside', () => {
    expect(squareSource({ x: 201, y: 1, width: 600, height: 600 }, image)).toEqual({
      x: 200,
      y: 0,
      size: 600,
    });
    expect(squareSource({ x: -3, y: -2, width: 100, height: 100 }, image)).toEqual({ x: 0, y: 0, size: 100 });
  });

  it('never asks for more than the image has', () => {
    expect(squareSource({ x: 0, y: 0, width: 900, height: 900 }, image)).toEqual({ x: 150, y: 0, size: 600 });
  });

  it('draws at least one pixel', () => {
    expect(squareSource({ x: 5, y: 5, width: 0.4, height: 0.4 }, image).size).toBe(1);
  });
});

describe('formatMegabytes', () => {
  it('rounds up to a tenth', () => {
    expect(formatMegabytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatMegabytes(2 * 1024 * 1024 + 1)).toBe('2.1 MB');
    expect(formatMegabytes(5_500_000)).toBe('5.3 MB');
  });
});
