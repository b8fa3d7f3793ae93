import {
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { mix, parseHex, readableAgainst, toHex, type Rgb } from '@machines/lib/colors';

/**
 * Text contrast of WCAG 2.1 AA (4.5:1) for every colour of the theme, in both schemes (issue #18),
 * the primary colour chosen in the settings included. Mantine's shade 6 of most colours carries
 * white text at 2.5–3.6:1 and its dark scheme reads coloured text from shades our dark palette
 * fades toward the background, so the theme works out, from each colour's own shades:
 * - the filled colour: shade 6 darkened just enough for white text, or, when that would take more
 *   than MAX_DARKENING (yellow, lime, a bright orange: they would turn brown), shade 6 itself with
 *   black text;
 * - the coloured text (links, light, subtle and outline variants, the text colour of a theme
 *   colour): shade 6 darkened (light scheme) or lightened (dark) until it reads on the surfaces it
 *   sits on, the variant's tinted background among them;
 * - dimmed text, placeholders and the error colour likewise.
 */

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const MAX_DARKENING = 0.3;
/** The filled shade of every colour, in both schemes (buildTheme's primaryShade). */
const FILLED = 6;

const rgb = (hex: string) => parseHex(hex) ?? BLACK;

/**
 * The surface text sits on that is closest to the text's own lightness, per scheme: grey-1 (a hovered
 * row; white and grey-0 read better) and dark-5 (a highlighted row, `default-hover`; dark-6 to dark-8,
 * cards and pages, read better).
 */
const surfaces = (theme: MantineTheme) => ({
  light: [rgb(theme.colors.gray[1])],
  dark: [rgb(theme.colors.dark[5])],
});

/** Mantine's tinted background of the `light` variant, per scheme (get-css-color-variables). */
const lightBackground = (shades: readonly string[], scheme: 'light' | 'dark') =>
  scheme === 'light' ? rgb(shades[1]) : mix(rgb(shades[9]), BLACK, 0.5);

interface Filled {
  filled: string;
  hover: string;
  on: string;
}

export function filledOf(shade: string): Filled {
  const base = rgb(shade);
  const darker = readableAgainst(base, [WHITE], BLACK);
  if (darker.weight <= MAX_DARKENING)
    return { filled: darker.color, hover: toHex(mix(rgb(darker.color), BLACK, 0.1)), on: '#ffffff' };
  // too light to darken into itself: black text on the colour, which lightens on hover
  return { filled: toHex(base), hover: toHex(mix(base, WHITE, 0.15)), on: '#000000' };
}

/** Text in `shades`' colour that reads on the scheme's surfaces and on the colour's own tint. */
export function textOf(shades: readonly string[], scheme: 'light' | 'dark', on: Rgb[]): string {
  return readableAgainst(
    rgb(shades[FILLED]),
    [...on, lightBackground(shades, scheme)],
    scheme === 'light' ? BLACK : WHITE,
  ).color;
}

type Variables = Record<`--${string}`, string>;

/** The colour variables Mantine reads for a theme colour's variants, made to reach AA. */
function colourVariables(theme: MantineTheme, scheme: 'light' | 'dark'): Variables {
  const on = surfaces(theme)[scheme];
  const variables: Variables = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades) || shades.length < 10) continue;
    const { filled, hover, on: onFilled } = filledOf(shades[FILLED]);
    const text = textOf(shades, scheme, on);
    Object.assign(variables, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: hover,
      [`--outpost-color-${name}-on-filled`]: onFilled,
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-light-color`]: text,
      [`--mantine-color-${name}-outline`]: text,
    });
  }
  return variables;
}

/** MantineProvider's `cssVariablesResolver`: the contrast-safe colours over Mantine's defaults. */
export const contrastVariables: CSSVariablesResolver = (theme) => {
  const primary = theme.primaryColor;
  const [light, dark] = (['light', 'dark'] as const).map((scheme) => {
    const on = surfaces(theme)[scheme];
    const target = scheme === 'light' ? BLACK : WHITE;
    const dimmed = scheme === 'light' ? theme.colors.gray[6] : theme.colors.dark[2];
    // a date input's placeholder is text on the input's own background (white, dark-6)
    const placeholder = scheme === 'light' ? theme.colors.gray[5] : theme.colors.dark[3];
    const input = rgb(scheme === 'light' ? theme.white : theme.colors.dark[6]);
    return {
      ...colourVariables(theme, scheme),
      '--mantine-primary-color-contrast': `var(--outpost-color-${primary}-on-filled)`,
      '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
      '--mantine-color-error': `var(--mantine-color-red-text)`,
      '--mantine-color-dimmed': readableAgainst(rgb(dimmed), on, target).color,
      '--mantine-color-placeholder': readableAgainst(rgb(placeholder), [input], target).color,
    };
  });
  return { variables: {}, light, dark };
};

/** The theme's `variantColorResolver`: a filled theme colour carries the text colour chosen for it. */
export const contrastVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--outpost-color-${parsed.color}-on-filled)` };
};
