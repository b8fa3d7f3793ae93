/** The text of the record's HTML content, for a cell or a card (never inserted as HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const IMPORTANCE_COLORS: Record<number, string> = { 1: 'gray', 2: 'blue', 3: 'red' };

/** Plain text typed in a form, back as the HTML paragraphs the record keeps (escaped, one per line). */
export function textToHtml(text: string): string {
  const escape = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** The record's HTML paragraphs as lines of text, for editing. */
export function htmlToLines(html: string): string {
  return html
    .split(/<\/p>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** How the table demos lay their rows out: cards below 768 px, always, or never. */
export const CARD_MODES = ['auto', 'always', 'never'] as const;
export type CardMode = (typeof CARD_MODES)[number];
