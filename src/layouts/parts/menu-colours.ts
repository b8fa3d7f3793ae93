import { AA_TEXT, contrastRatio, parseHex, type Rgb } from '@machines/lib/colors';
import type { ThemeColors } from '@machines/layout/settings';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The text of the menu's active entry, on its background (issue #18). The default background is the
 * primary colour, which carries the theme's own text for it (black on a light orange, white on a
 * blue); a background picked in the settings keeps the picked text colour where it reads at 4.5:1,
 * else takes black or white, whichever reads better.
 */
export function activeMenuText(
  theme: Pick<ThemeColors, 'leftMenuBgActiveColor' | 'leftMenuTextActiveColor'>,
) {
  const background = parseHex(theme.leftMenuBgActiveColor);
  if (!background) return 'var(--mantine-primary-color-contrast)';
  const text = parseHex(theme.leftMenuTextActiveColor);
  if (text && contrastRatio(text, background) >= AA_TEXT) return theme.leftMenuTextActiveColor;
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? '#ffffff' : '#000000';
}
