/**
 * About how wide a text is drawn, in ems of its font, without drawing it: a Chinese character (or any
 * other of the wide scripts from U+2E80 on) a whole em, any other a little over half. Enough to size a
 * box that must hold a label in either language (a select's value, a chart's axis label).
 */
export function textEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.62;
  return ems;
}
