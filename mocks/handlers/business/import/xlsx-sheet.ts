/**
 * The cells of an xlsx workbook's first sheet, as text. An xlsx is a zip of XML parts: fflate
 * unzips it, and the two parts that matter (shared strings, the sheet) are scanned with regular
 * expressions instead of being built into a DOM, which keeps 5,000 rows well under a second.
 * Only values are read: styles, formulas and dates-as-numbers stay as their stored value.
 */

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/** The text runs of a string item (`<si>` or `<is>`), joined; phonetic hints (`<rPh>`) left out. */
function runsOf(item: string): string {
  const plain = item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of plain.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1];
  return decode(text);
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((match) =>
    match[1] === undefined ? '' : runsOf(match[1]),
  );
}

/** 'AB12' → 27 (0-based column). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function cellText(attributes: string, body: string, strings: string[]): string {
  const type = attribute(attributes, 't');
  if (type === 'inlineStr') return runsOf(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
  const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (value === undefined) return '';
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return decode(value);
}

function parseSheet(xml: string, strings: string[]): string[][] {
  const rows: string[][] = [];
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNo = Number(attribute(rowMatch[1], 'r') ?? rows.length + 1);
    const cells: string[] = [];
    let next = 0;
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attribute(cell[1], 'r');
      const column = ref ? columnIndex(ref) : next;
      cells[column] = cellText(cell[1], cell[2] ?? '', strings);
      next = column + 1;
    }
    rows[rowNo - 1] = Array.from(cells, (cell) => cell ?? '');
  }
  return Array.from(rows, (row) => row ?? []);
}

/** The path of the workbook's first sheet, by its relationship; the lowest sheet file otherwise. */
function firstSheetPath(files: Record<string, string>): string | undefined {
  const workbook = files['xl/workbook.xml'] ?? '';
  const rels = files['xl/_rels/workbook.xml.rels'] ?? '';
  const id = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = id
    ? (new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1])
    : undefined;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (files[path] !== undefined) return path;
  }
  return Object.keys(files)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))[0];
}

/** The first sheet's cells as text, row by row; throws when the bytes are not an xlsx workbook. */
export async function readFirstSheet(bytes: Uint8Array): Promise<string[][]> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const wanted = (name: string) =>
    name === 'xl/workbook.xml' ||
    name === 'xl/_rels/workbook.xml.rels' ||
    name === 'xl/sharedStrings.xml' ||
    name.startsWith('xl/worksheets/');
  const zipped = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  const files = Object.fromEntries(Object.entries(zipped).map(([name, data]) => [name, strFromU8(data)]));
  const path = firstSheetPath(files);
  if (!path) throw new Error('no worksheet');
  return parseSheet(files[path], sharedStrings(files['xl/sharedStrings.xml']));
}
