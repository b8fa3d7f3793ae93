export interface TextPart {
  text: string;
  /** the keyword as given, when this part matches one */
  keyword?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into plain parts and keyword matches. Longer keywords win where two overlap
 * ("Mantine UI" before "Mantine"); empty keywords are ignored.
 */
export function splitByKeywords(
  text: string,
  keywords: readonly string[],
  caseSensitive = false,
): TextPart[] {
  const sorted = [...new Set(keywords.filter((keyword) => keyword.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (sorted.length === 0) return text ? [{ text }] : [];
  const pattern = new RegExp(sorted.map(escape).join('|'), caseSensitive ? 'g' : 'gi');
  const keywordOf = (match: string) =>
    sorted.find((keyword) =>
      caseSensitive ? keyword === match : keyword.toLowerCase() === match.toLowerCase(),
    );

  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], keyword: keywordOf(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
