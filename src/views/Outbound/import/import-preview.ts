import type { ImportPreview, ImportPreviewRow, ImportRecheck } from '@/api/business/outbound';

/** The columns of the preview, in the file's template order (the order the server lists a row's values in). */
export const columnsOf = (rows: readonly ImportPreviewRow[]): string[] =>
  rows.length === 0 ? [] : Object.keys(rows[0].values);

/** The preview after one cell was fixed: the re-checked rows and orders replace theirs, totals are new. */
export function mergeRecheck(preview: ImportPreview, recheck: ImportRecheck): ImportPreview {
  const rows = new Map(recheck.rows.map((row) => [row.rowNo, row]));
  const gone = new Set([...recheck.removed, ...recheck.orders.map((order) => order.referenceNo)]);
  const orders = [...preview.orders.filter((order) => !gone.has(order.referenceNo)), ...recheck.orders].sort(
    (a, b) => a.rowNos[0] - b.rowNos[0],
  );
  return {
    ...preview,
    rows: preview.rows.map((row) => rows.get(row.rowNo) ?? row),
    orders,
    totals: recheck.totals,
  };
}

/** The rows a filter shows: every row, or only those with an error. */
export const shownRows = (rows: readonly ImportPreviewRow[], onlyErrors: boolean): ImportPreviewRow[] =>
  onlyErrors ? rows.filter((row) => !row.valid) : [...rows];
