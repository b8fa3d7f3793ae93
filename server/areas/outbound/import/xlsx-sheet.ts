/**
 * The cells of an xlsx workbook's first sheet, as text, read by read-excel-file (maintained, by the
 * author of write-excel-file that writes our exports; runs in the page, where MSW answers, and in
 * Node for Vitest). Loaded on first use so it lands only in the chunks that read a workbook.
 * Numbers keep their shortest text, a date cell becomes its `YYYY-MM-DD`, a boolean `TRUE`/`FALSE`;
 * a row ends at its last filled cell.
 */

type SheetCell = string | number | boolean | Date | null;

function text(cell: SheetCell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

function trimRow(cells: readonly SheetCell[]): string[] {
  const texts = cells.map(text);
  let end = texts.length;
  while (end > 0 && (texts[end - 1] === null || texts[end - 1] === '')) end -= 1;
  return texts.slice(0, end).map((cell) => cell ?? '');
}

/** The first sheet's cells as text, row by row; throws when the bytes are not an xlsx workbook. */
export async function readFirstSheet(bytes: Uint8Array): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/universal');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const rows = await readSheet(buffer, 1, { trim: false });
  return rows.map((row) => trimRow(row as SheetCell[]));
}
