import { describe, expect, it } from 'vitest';
import { outputSize, rotatedBounds } from './crop-canvas';

describe('rotatedBounds', () => {
  it('swaps the sides at a quarter turn and grows at 45°', () => {
    const quarter = rotatedBounds(400, 200, 90);
    expect(quarter.width).toBeCloseTo(200);
    expect(quarter.height).toBeCloseTo(400);
    const diagonal = rotatedBounds(100, 100, 45);
    expect(diagonal.width).toBeCloseTo(141.42, 1);
    expect(rotatedBounds(400, 200, -180).width).toBeCloseTo(400);
  });
});

describe('outputSize', () => {
  it('keeps the crop size when it fits and scales the longer side down when it does not', () => {
    expect(outputSize({ x: 0, y: 0, width: 300, height: 200 }, 1024)).toEqual({
      width: 300,
      height: 200,
      scale: 1,
    });
    expect(outputSize({ x: 0, y: 0, width: 4000, height: 2000 }, 1000)).toEqual({
      width: 1000,
      height: 500,
      scale: 0.25,
    });
  });
});
