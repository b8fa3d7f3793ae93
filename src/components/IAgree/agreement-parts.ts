export interface AgreementLink {
  /** the words of `text` that become the link, as they appear in it */
  text: string;
  /** opens a dialog, a drawer…; called instead of following `href` */
  onOpen?: () => void;
  /** a page to open in a new browser tab when there is no `onOpen` */
  href?: string;
}

export type AgreementPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; link: AgreementLink };

/**
 * Cuts `text` into plain runs and links, each link at the first place its words appear after the
 * previous one. A link whose words are not in the text is left out (a translation that reworded it
 * shows plain text rather than breaking).
 */
export function agreementParts(text: string, links: readonly AgreementLink[]): AgreementPart[] {
  const parts: AgreementPart[] = [];
  let from = 0;
  const found = links
    .map((link) => ({ link, at: link.text ? text.indexOf(link.text) : -1 }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  for (const { link, at } of found) {
    if (at < from) continue;
    if (at > from) parts.push({ kind: 'text', text: text.slice(from, at) });
    parts.push({ kind: 'link', text: link.text, link });
    from = at + link.text.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
