/** Colour maths for the primary palette (pure functions, no DOM). */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const DEFAULT_PRIMARY = '#409eff';
/** The page background of the dark scheme: dark tints fade toward it instead of white. */
export const DARK_BACKGROUND = '#141414';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb | undefined {
  const match = HEX.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Mixes `color` toward `target`: weight 0 gives `color`, 1 gives `target`. */
export function mix(color: Rgb, target: Rgb, weight: number): Rgb {
  const w = Math.min(1, Math.max(0, weight));
  return {
    r: color.r + (target.r - color.r) * w,
    g: color.g + (target.g - color.g) * w,
    b: color.b + (target.b - color.b) * w,
  };
}

/** How far shades 0–5 move toward the background, then 7–9 toward black; index 6 is the colour itself. */
const TINT_WEIGHTS = [0.9, 0.8, 0.65, 0.5, 0.35, 0.18];
const SHADE_WEIGHTS = [0.12, 0.24, 0.36];

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * Ten shades for a Mantine colour tuple, index 6 being `primary`. In light mode they run lightest to
 * darkest; in dark mode the subtle end (0–5) fades toward the dark background instead of white, as
 * Element Plus's dark theme does, so light backgrounds do not glare. An unparsable colour falls back
 * to the default primary.
 */
export function primaryShades(primary: string, isDark = false): string[] {
  const base = parseHex(primary) ?? (parseHex(DEFAULT_PRIMARY) as Rgb);
  const background = isDark ? (parseHex(DARK_BACKGROUND) as Rgb) : WHITE;
  return [
    ...TINT_WEIGHTS.map((w) => toHex(mix(base, background, w))),
    toHex(base),
    ...SHADE_WEIGHTS.map((w) => toHex(mix(base, BLACK, w))),
  ];
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (WCAG 2) between two colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1 AA for text of normal size. */
export const AA_TEXT = 4.5;

/**
 * `color` moved toward `target` (black to darken, white to lighten) by the least weight, in steps of
 * 1 %, that reads at `min` contrast against each of `backgrounds`; the weight says how far it went.
 * Rounding to whole channels can cost a hundredth of contrast, so the check is on the hex colour.
 */
export function readableAgainst(
  color: Rgb,
  backgrounds: Rgb[],
  target: Rgb,
  min = AA_TEXT,
): { color: string; weight: number } {
  for (let step = 0; step <= 100; step += 1) {
    const hex = toHex(mix(color, target, step / 100));
    const candidate = parseHex(hex) as Rgb;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= min))
      return { color: hex, weight: step / 100 };
  }
  return { color: toHex(target), weight: 1 };
}
