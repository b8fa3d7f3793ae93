import { defaultHighlightStyle, HighlightStyle } from '@codemirror/language';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { parseHex, readableAgainst, type Rgb } from '@machines/lib/colors';

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * `style` with each token colour moved (darker on a light editor, lighter on a dark one) just enough
 * to read at 4.5:1 on `background`, the active line's tint over the editor's own colour: CodeMirror's
 * palettes carry a few colours below it (#085, #e40, #f00 on a light line; grey comments on a dark one).
 */
function readable(style: HighlightStyle, background: string, dark: boolean): HighlightStyle {
  const on = [parseHex(background) ?? (dark ? BLACK : WHITE)];
  return HighlightStyle.define(
    style.specs.map((spec) => {
      const color = typeof spec.color === 'string' ? parseHex(spec.color) : undefined;
      return color ? { ...spec, color: readableAgainst(color, on, dark ? WHITE : BLACK).color } : spec;
    }),
  );
}

/** The light editor: white (Mantine's body) under a 3.5 % black active line. */
export const lightHighlight = readable(defaultHighlightStyle, '#f6f6f6', false);
/** The dark editor: Mantine's dark-8 (#1f1f1f) under a 4 % white active line. */
export const darkHighlight = readable(oneDarkHighlightStyle, '#292929', true);
