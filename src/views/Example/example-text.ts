// The sample records keep their content as HTML paragraphs; the console edits and shows plain text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Paragraphs of text, one a line (tags dropped, entities decoded). */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs = [...body.querySelectorAll('p')];
  const lines = paragraphs.length > 0 ? paragraphs.map((p) => p.textContent) : [body.textContent];
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Each non-blank line as an escaped paragraph. */
export function textToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c])}</p>`)
    .join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the date-time picker's local `YYYY-MM-DD HH:mm:ss`. */
export function toPickerValue(iso: string | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The picker's local value as ISO (UTC), or undefined when blank. */
export function fromPickerValue(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const d = new Date(value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
