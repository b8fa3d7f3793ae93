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

/** A channel (0–255) in linear light (WCAG's sRGB linearisation). */
function linearChannel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** `linearChannel` of each whole channel value, worked out once: `readableAgainst` asks hundreds of times. */
const LINEAR = Array.from({ length: 256 }, (_, c) => linearChannel(c));

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** `luminance` of a colour of whole channels (a hex colour's), from the table. */
const wholeLuminance = ({ r, g, b }: Rgb) => 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];

/** The contrast ratio of two luminances. */
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Contrast ratio (WCAG 2) between two colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return ratio(luminance(a), luminance(b));
}

/** WCAG 2.1 AA for text of normal size. */
export const AA_TEXT = 4.5;

/** A colour's channels rounded and clamped to whole values: the colour its hex (`toHex`) names. */
const whole = ({ r, g, b }: Rgb): Rgb => {
  const channel = (n: number) => Math.round(Math.min(255, Math.max(0, n)));
  return { r: channel(r), g: channel(g), b: channel(b) };
};

/**
 * `color` moved toward `target` (black to darken, white to lighten) by the least weight, in steps of
 * 1 %, that reads at `min` contrast against each of `backgrounds`; the weight says how far it went.
 * Rounding to whole channels can cost a hundredth of contrast, so the check is on the hex colour.
 * The theme asks this for every colour in both schemes as the console starts (theme-contrast.ts):
 * the steps work on whole channels and a table of their linear values, not on hex strings.
 */
export function readableAgainst(
  color: Rgb,
  backgrounds: Rgb[],
  target: Rgb,
  min = AA_TEXT,
): { color: string; weight: number } {
  const under = backgrounds.map(luminance);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = whole(mix(color, target, step / 100));
    const lit = wholeLuminance(candidate);
    if (under.every((background) => ratio(lit, background) >= min))
      return { color: toHex(candidate), weight: step / 100 };
  }
  return { color: toHex(target), weight: 1 };
}
