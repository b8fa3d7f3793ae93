import { failure, succeed, type Outcome } from '../../../services/contract';
import { unzipSync } from 'fflate';
import { readFirstSheet } from './xlsx-sheet';
import {
  columnOf,
  IMPORT_COLUMNS,
  MAX_IMPORT_MB,
  MAX_IMPORT_ROWS,
  MAX_UNPACKED_MB,
  REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRow,
} from './columns';

type Cell = unknown;

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks; a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// Exports prefix text that starts like a formula with ' (files/table-export.ts); reading takes it off.
const GUARDED = /^'(?=[=+\-@])/;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'Y' : 'N';
  return String(cell).trim().replace(GUARDED, '');
}

const isXlsx = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b; // a zip: "PK"

const MB = 1024 * 1024;

/** What a zip's parts declare they unpack to, together, read from its directory; null when no zip. */
function unpackedBytes(bytes: Uint8Array): number | null {
  let total = 0;
  try {
    // the filter sees every entry's declared size and unpacks none
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return total;
}

const fileProblem = (
  key: 'importFileUnreadable' | 'uploadTooLarge' | 'importUnpackedTooLarge',
  max?: number,
) =>
  failure(422, 'validationFailed', undefined, {
    file: max === undefined ? { key } : { key, params: { max: String(max) } },
  });

/**
 * The sheet's cells, from an xlsx (its first sheet) or a UTF-8 csv; 422 on the file for one over
 * `MAX_IMPORT_MB`, a workbook that would unpack to more than `MAX_UNPACKED_MB`, or bytes that are
 * neither.
 */
export async function readTable(file: Blob): Promise<Outcome<Cell[][]>> {
  if (file.size > MAX_IMPORT_MB * MB) return fileProblem('uploadTooLarge', MAX_IMPORT_MB);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isXlsx(bytes)) {
    const unpacked = unpackedBytes(bytes);
    if (unpacked === null) return fileProblem('importFileUnreadable');
    if (unpacked > MAX_UNPACKED_MB * MB) return fileProblem('importUnpackedTooLarge', MAX_UNPACKED_MB);
    try {
      return succeed(await readFirstSheet(bytes));
    } catch {
      return fileProblem('importFileUnreadable');
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000')) return fileProblem('importFileUnreadable');
  return succeed(parseCsv(text));
}

/** Rows keyed by column, blank rows dropped; 422 on a missing required column or too many rows. */
export function toImportRows(table: readonly Cell[][]): Outcome<ImportRow[]> {
  const [header = [], ...body] = table;
  const positions = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const column = columnOf(cellText(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (!positions.has('sku') && !positions.has('platformSku')) missing.push('sku');
  if (missing.length > 0) {
    return failure(422, 'validationFailed', undefined, {
      file: { key: 'importColumnMissing', params: { column: missing.join(', ') } },
    });
  }
  const rows: ImportRow[] = [];
  for (const cells of body) {
    const texts = cells.map(cellText);
    if (texts.every((text) => text === '')) continue;
    const row = {} as ImportRow;
    for (const column of IMPORT_COLUMNS) {
      const at = positions.get(column);
      row[column] = at === undefined ? '' : (texts[at] ?? '');
    }
    rows.push(row);
  }
  if (rows.length === 0)
    return failure(422, 'validationFailed', undefined, { file: { key: 'importNoRows' } });
  if (rows.length > MAX_IMPORT_ROWS) {
    return failure(422, 'validationFailed', undefined, {
      file: { key: 'importTooManyRows', params: { max: String(MAX_IMPORT_ROWS) } },
    });
  }
  return succeed(rows);
}
