import { fileResponse, MIME } from './respond-file';

export type Cell = string | number | boolean | null | undefined;

export interface Column<T> {
  /** The header: the field's API name, so an export reads back like the API (and the import template). */
  header: string;
  value: (row: T) => Cell;
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const isExportFormat = (value: unknown): value is ExportFormat =>
  EXPORT_FORMATS.some((format) => format === value);

// A text cell starting like a formula would run in a spreadsheet: prefixed with ' it stays text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 with CRLF, and a byte-order mark so spreadsheet programs read it as UTF-8. */
export function toCsv(rows: readonly Cell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function tableOf<T>(rows: readonly T[], columns: readonly Column<T>[]): Cell[][] {
  return [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
}

/** The table as an xlsx workbook of one sheet (write-excel-file, loaded on first use). */
export async function toXlsx(table: readonly Cell[][], sheet = 'Sheet1'): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = table.map((row) => row.map((cell) => (cell === undefined ? null : cell)));
  return writeXlsxFile(data, { sheet }).toBlob();
}

export async function tableResponse(
  table: readonly Cell[][],
  format: ExportFormat,
  baseName: string,
): Promise<Response> {
  if (format === 'csv') return fileResponse(toCsv(table), MIME.csv, `${baseName}.csv`);
  return fileResponse(await toXlsx(table), MIME.xlsx, `${baseName}.xlsx`);
}
