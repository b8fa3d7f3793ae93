import { describe, it, expect } from 'vitest';
import {
  contrastRatio,
  DEFAULT_PRIMARY,
  luminance,
  mix,
  parseHex,
  primaryShades,
  readableAgainst,
  toHex,
} from './colors';

describe('parseHex / toHex', () => {
  it('reads six- and three-digit hex, with or without #', () => {
    expect(parseHex('#409eff')).toEqual({ r: 0x40, g: 0x9e, b: 0xff });
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#0a0')).toEqual({ r: 0, g: 0xaa, b: 0 });
  });

  it('refuses what is not a hex colour', () => {
    expect(parseHex('red')).toBeUndefined();
    expect(parseHex('#12345')).toBeUndefined();
    expect(parseHex('var(--x)')).toBeUndefined();
  });

  it('round-trips and clamps', () => {
    expect(toHex({ r: 0x40, g: 0x9e, b: 0xff })).toBe('#409eff');
    expect(toHex({ r: -4, g: 300, b: 127.6 })).toBe('#00ff80');
  });
});

describe('mix', () => {
  it('moves linearly toward the target', () => {
    const black = { r: 0, g: 0, b: 0 };
    const white = { r: 255, g: 255, b: 255 };
    expect(mix(black, white, 0)).toEqual(black);
    expect(mix(black, white, 1)).toEqual(white);
    expect(toHex(mix(black, white, 0.5))).toBe('#808080');
  });
});

describe('primaryShades', () => {
  it('gives ten shades with the colour itself at index 6', () => {
    const shades = primaryShades('#409eff');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#409eff');
  });

  it('runs lightest to darkest in light mode', () => {
    const lum = primaryShades('#409eff').map((s) => luminance(parseHex(s)!));
    for (let i = 1; i < lum.length; i += 1) expect(lum[i]).toBeLessThan(lum[i - 1]);
  });

  it('fades the subtle shades toward the dark background in dark mode', () => {
    const light = primaryShades('#409eff', false);
    const dark = primaryShades('#409eff', true);
    expect(dark[6]).toBe('#409eff');
    expect(dark[0]).not.toBe(light[0]);
    expect(luminance(parseHex(dark[0])!)).toBeLessThan(luminance(parseHex(dark[6])!));
    expect(luminance(parseHex(light[0])!)).toBeGreaterThan(luminance(parseHex(light[6])!));
  });

  it('follows a different primary', () => {
    expect(primaryShades('#ff0000')[6]).toBe('#ff0000');
    expect(primaryShades('#ff0000')[0]).not.toBe(primaryShades('#409eff')[0]);
  });

  it('falls back to the default primary on an unparsable colour', () => {
    expect(primaryShades('not-a-colour')).toEqual(primaryShades(DEFAULT_PRIMARY));
  });
});

describe('contrastRatio / readableAgainst', () => {
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };

  it('measures as WCAG does, in either order', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // Element Plus' blue under white text: below AA
    expect(contrastRatio(parseHex('#409eff')!, white)).toBeCloseTo(2.78, 2);
    expect(contrastRatio(white, parseHex('#409eff')!)).toBeCloseTo(2.78, 2);
  });

  it('moves a colour only as far as the contrast needs, and says how far', () => {
    const blue = parseHex('#409eff')!;
    const darker = readableAgainst(blue, [white], black);
    expect(contrastRatio(parseHex(darker.color)!, white)).toBeGreaterThanOrEqual(4.5);
    const lessDark = toHex(mix(blue, black, darker.weight - 0.01));
    expect(contrastRatio(parseHex(lessDark)!, white)).toBeLessThan(4.5);
    // what already reads is left as it is
    expect(readableAgainst(blue, [black], white)).toEqual({ color: '#409eff', weight: 0 });
  });

  it('reads against every background given, and ends at the target when nothing less does', () => {
    const grey = parseHex('#767676')!;
    const both = readableAgainst(grey, [white, parseHex('#f1f3f5')!], black);
    expect(contrastRatio(parseHex(both.color)!, parseHex('#f1f3f5')!)).toBeGreaterThanOrEqual(4.5);
    // nothing reads both on white and on a mid-dark grey
    expect(readableAgainst(grey, [white, parseHex('#595959')!], black)).toEqual({
      color: '#000000',
      weight: 1,
    });
  });
});
