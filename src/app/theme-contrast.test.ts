import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { contrastRatio, parseHex, primaryShades } from '@machines/lib/colors';
import { PRIMARY_PRESETS } from '@/layouts/parts/settings-options';
import { buildTheme } from './theme';
import { contrastVariables, contrastVariantColors } from './theme-contrast';

const themeOf = (primary: string, isDark: boolean): MantineTheme =>
  mergeMantineTheme(
    DEFAULT_THEME,
    buildTheme({
      primaryShades: primaryShades(primary, isDark),
      currentSize: 'default',
      sizeMap: { default: 'md', large: 'lg', small: 'sm' },
    }),
  );

/** The scheme's variables with every `var(--x)` (Mantine's own shades too) replaced by its value. */
function variablesOf(theme: MantineTheme, scheme: 'light' | 'dark') {
  const resolved = contrastVariables(theme);
  const all: Record<string, string> = { ...resolved.variables, ...resolved[scheme] };
  for (const [name, shades] of Object.entries(theme.colors))
    shades.forEach((shade, index) => (all[`--mantine-color-${name}-${index}`] = shade));
  const value = (name: string): string => {
    const raw = all[name];
    if (raw === undefined) throw new Error(`no ${name}`);
    const reference = /^var\((--[\w-]+)\)$/.exec(raw);
    return reference ? value(reference[1]) : raw;
  };
  return value;
}

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);
const SURFACES = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#1f1f1f', '#242424', '#2e2e2e', '#3b3b3b'],
};

describe.each(PRIMARY_PRESETS)('primary colour %s', (primary) => {
  it.each(['light', 'dark'] as const)('reads at 4.5:1 in the %s scheme', (scheme) => {
    const theme = themeOf(primary, scheme === 'dark');
    const value = variablesOf(theme, scheme);
    // a filled button, the active tab and menu entry: their text on the filled colour
    expect(
      ratio(value('--mantine-primary-color-contrast'), value('--mantine-color-brand-filled')),
    ).toBeGreaterThanOrEqual(4.5);
    // links and the light, subtle and outline variants on the page's surfaces
    for (const surface of SURFACES[scheme]) {
      expect(ratio(value('--mantine-color-anchor'), surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(value('--mantine-color-brand-light-color'), surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(value('--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('Mantine’s own colours', () => {
  it.each(['light', 'dark'] as const)('every filled colour carries readable text (%s)', (scheme) => {
    const theme = themeOf(PRIMARY_PRESETS[0], scheme === 'dark');
    const value = variablesOf(theme, scheme);
    for (const name of Object.keys(theme.colors)) {
      const filled = value(`--mantine-color-${name}-filled`);
      expect(ratio(value(`--outpost-color-${name}-on-filled`), filled), name).toBeGreaterThanOrEqual(4.5);
      for (const surface of SURFACES[scheme])
        expect(ratio(value(`--mantine-color-${name}-text`), surface), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a filled variant takes the text colour chosen for its colour; a named shade stays Mantine’s', () => {
    const theme = themeOf(PRIMARY_PRESETS[0], false);
    const filled = (color: string) => contrastVariantColors({ color, theme, variant: 'filled' }).color;
    expect(filled('yellow')).toBe('var(--outpost-color-yellow-on-filled)');
    expect(filled('brand')).toBe('var(--outpost-color-brand-on-filled)');
    expect(filled('red.9')).toBe('var(--mantine-color-white)');
    expect(contrastVariantColors({ color: 'red', theme, variant: 'light' }).color).toBe(
      'var(--mantine-color-red-light-color)',
    );
  });

  it('a colour too light to darken keeps its shade and carries black text', () => {
    const value = variablesOf(themeOf(PRIMARY_PRESETS[0], false), 'light');
    expect(value('--mantine-color-yellow-filled')).toBe(DEFAULT_THEME.colors.yellow[6]);
    expect(value('--outpost-color-yellow-on-filled')).toBe('#000000');
    expect(value('--outpost-color-red-on-filled')).toBe('#ffffff');
  });
});
