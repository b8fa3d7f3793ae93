import { now } from '../../api/clock';
import { failure, succeed, type Actor, type Outcome } from '../../services/contract';
import { findById, isoAt, type Db, type ImportedFile } from '../../store/store';
import { uniqueId } from '../../store/ids';
import { importedFileInTable, recordImportedInTable } from '../../store/tables';
import { recordUndo } from '../../store/tx';
import { translate, type MockLang } from '../../api/i18n';
import { isExportFormat, tableResponse, type Cell } from '../../api/files/table-export';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE, templateHeaders, type ImportColumn } from './import/columns';
import { contentHash } from './import/content-hash';
import { readTable, toImportRows } from './import/parse';
import { checkImport, recheckCell, type CheckedImport, type CheckedRow } from './import/validate';
import { translateFields } from '../../api/respond';
import { keep, kept } from '../../api/db-instance';
import { businessGet, businessMultipart, businessPost } from '../../api/route';
import { act, save } from '../../api/services';

interface ImportBatch {
  customerId: string;
  accountId: string;
  checked: CheckedImport;
  committed: boolean;
  /** the hash of the file's rows: a commit records it, so the same file again is recognised */
  hash: string;
}

/**
 * Validated imports wait for their commit beside the data (`Persistence.keep`, kind `import`), a
 * day at most: a restart, a reload or another process finds them, and a commit's mark is kept in its
 * transaction, so a commit that could not be saved can be made again.
 */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

async function keepBatch(importId: string, batch: ImportBatch, replace: boolean): Promise<void> {
  const at = now();
  await keep('import', importId, batch, { at: isoAt(at), dropBefore: isoAt(at - KEPT_FOR_MS), replace });
}

const importedKey = (customerId: string, hash: string) => `${customerId}:${hash}`;

async function importedFile(db: Db, customerId: string, hash: string): Promise<ImportedFile | null> {
  const key = importedKey(customerId, hash);
  const inTable = await importedFileInTable(db, key);
  return inTable ? inTable.found : (db.importedFiles.get(key) ?? null);
}

async function rememberImported(db: Db, customerId: string, hash: string, file: ImportedFile): Promise<void> {
  const key = importedKey(customerId, hash);
  const undo = await recordImportedInTable(db, key, file);
  if (undo) {
    recordUndo(db, undo);
    return;
  }
  const before = db.importedFiles.get(key);
  db.importedFiles.set(key, file);
  recordUndo(db, () => (before ? db.importedFiles.set(key, before) : db.importedFiles.delete(key)));
}

/** Longest value a cell fix may carry (the longest column, remark, is 500). */
const MAX_CELL = 500;

const formatError = () =>
  failure(422, 'validationFailed', undefined, { format: { key: 'exportFormatInvalid' } });

async function customerOf(
  actor: Actor,
  requested: FormDataEntryValue | null | undefined,
  db: Db,
): Promise<Outcome<string>> {
  if (actor.customerId !== null) return succeed(actor.customerId);
  const id = typeof requested === 'string' ? requested : '';
  return (await findById(db, 'customers', id))
    ? succeed(id)
    : failure(422, 'validationFailed', undefined, {
        customerId: { key: 'importRequired', params: { column: 'customerId' } },
      });
}

const previewRow = (row: CheckedRow, lang: MockLang) => ({
  rowNo: row.rowNo,
  values: row.values,
  sku: row.sku,
  valid: Object.keys(row.errors).length === 0,
  errors: translateFields(lang, row.errors),
});

const previewOrder = (order: CheckedImport['orders'][number]) => ({
  referenceNo: order.referenceNo,
  rowNos: order.rowNos,
  valid: order.valid,
  input: order.input,
});

function totalsOf(checked: CheckedImport) {
  const validRows = checked.rows.filter((row) => Object.keys(row.errors).length === 0).length;
  return {
    rows: checked.rows.length,
    validRows,
    invalidRows: checked.rows.length - validRows,
    orders: checked.orders.length,
    validOrders: checked.orders.filter((order) => order.valid).length,
  };
}

/**
 * The preview: every row with its errors (translated), the orders the valid rows make, and
 * `duplicateOf` when the same file was already committed for this customer.
 */
export function previewOf(
  importId: string,
  checked: CheckedImport,
  lang: MockLang,
  duplicateOf: ImportedFile | null = null,
) {
  return {
    importId,
    totals: totalsOf(checked),
    rows: checked.rows.map((row) => previewRow(row, lang)),
    orders: checked.orders.map(previewOrder),
    duplicateOf,
  };
}

async function batchFor(actor: Actor, importId: string): Promise<Outcome<ImportBatch>> {
  const batch = importId === '' ? undefined : ((await kept('import', importId)) as ImportBatch | undefined);
  const mine = batch && (actor.customerId === null || batch.customerId === actor.customerId);
  return mine ? succeed(batch) : failure(404, 'importBatchUnknown');
}

export const outboundImportHandlers = [
  businessGet('Outbound/ImportTemplate', async ({ query }) => {
    const format = query.get('format') ?? 'xlsx';
    if (!isExportFormat(format)) return formatError();
    const example: Cell[] = IMPORT_COLUMNS.map((column) => TEMPLATE_EXAMPLE[column]);
    return tableResponse([templateHeaders(), example], format, 'outbound-import-template');
  }),

  // multipart `file` (xlsx or csv); an operator names the `customerId` the orders are for. A write,
  // though it changes no document: it keeps the checked file for the calls that follow (a read's
  // transaction is rolled back, and what it kept with it).
  businessMultipart('Outbound/ImportValidate', async ({ db, actor, form, lang }) => {
    const file = form?.get('file');
    if (!(file instanceof Blob) || file.size === 0) {
      return failure(422, 'validationFailed', undefined, { file: { key: 'importFileRequired' } });
    }
    const customerId = await customerOf(actor, form?.get('customerId'), db);
    if (!customerId.ok) return customerId;
    const table = await readTable(file);
    if (!table.ok) return table;
    const rows = toImportRows(table.value);
    if (!rows.ok) return rows;
    const checked = await checkImport(db, customerId.value, rows.value);
    // The content, not the bytes: a workbook saved again (new timestamps inside) or the same rows as
    // csv is still the same file to the person importing it.
    const hash = await contentHash(new TextEncoder().encode(JSON.stringify(rows.value)));
    const importId = uniqueId('IMP');
    await keepBatch(
      importId,
      { customerId: customerId.value, accountId: actor.accountId, checked, committed: false, hash },
      false,
    );
    return succeed(previewOf(importId, checked, lang, await importedFile(db, customerId.value, hash)));
  }),

  // `{ importId, rowNo, column, value }`: one cell fixed in place; only the order(s) of that row are
  // re-checked (the rows sharing its referenceNo, before and after the fix), with the file's rules.
  // A write: the fixed cell is kept with the batch.
  businessPost('Outbound/ImportRecheck', async ({ db, actor, body, lang }) => {
    const batch = await batchFor(actor, typeof body.importId === 'string' ? body.importId : '');
    if (!batch.ok) return batch;
    if (batch.value.committed) return failure(409, 'importBatchUnknown');
    const fields: Record<string, { key: 'importRowUnknown' | 'importColumnUnknown' | 'importValueText' }> =
      {};
    const rowNo = body.rowNo;
    if (typeof rowNo !== 'number' || !Number.isInteger(rowNo)) fields.rowNo = { key: 'importRowUnknown' };
    const column = IMPORT_COLUMNS.find((name) => name === body.column);
    if (!column) fields.column = { key: 'importColumnUnknown' };
    const value = body.value;
    if (typeof value !== 'string' || value.length > MAX_CELL) fields.value = { key: 'importValueText' };
    if (Object.keys(fields).length > 0) return failure(422, 'validationFailed', undefined, fields);
    const recheck = await recheckCell(
      db,
      batch.value.customerId,
      batch.value.checked,
      rowNo as number,
      column as ImportColumn,
      value as string,
    );
    if (!recheck) {
      return failure(422, 'validationFailed', undefined, { rowNo: { key: 'importRowUnknown' } });
    }
    // the fixed cell kept with the batch, for the commit and the rejected rows' file
    await keepBatch(body.importId as string, batch.value, true);
    return succeed({
      rows: recheck.rows.map((row) => previewRow(row, lang)),
      orders: recheck.orders.map(previewOrder),
      removed: recheck.removed,
      totals: totalsOf(batch.value.checked),
    });
  }),

  // `{ importId, mode: 'draft' | 'submit' }`: creates the valid orders once; a second commit is refused.
  businessPost('Outbound/ImportCommit', async ({ db, actor, body, lang }) => {
    const batch = await batchFor(actor, typeof body.importId === 'string' ? body.importId : '');
    if (!batch.ok) return batch;
    const mode = body.mode ?? 'draft';
    if (mode !== 'draft' && mode !== 'submit') {
      return failure(422, 'validationFailed', undefined, { mode: { key: 'importModeInvalid' } });
    }
    if (batch.value.committed) return failure(409, 'importBatchUnknown');
    // marked in the call's transaction: a commit that is not saved leaves the batch to commit again
    await keepBatch(body.importId as string, { ...batch.value, committed: true }, true);
    const created: { referenceNo: string; id: string; outboundNo: string; status: string }[] = [];
    const failed: { referenceNo: string; message: string; fields?: Record<string, string> }[] = [];
    for (const order of batch.value.checked.orders.filter((o) => o.valid)) {
      const input =
        actor.customerId === null ? { ...order.input, customerId: batch.value.customerId } : order.input;
      const saved = await save(db, actor, 'outbound', input);
      if (!saved.ok) {
        failed.push({
          referenceNo: order.referenceNo,
          message: translate(lang, saved.message.key, saved.message.params),
          ...(saved.fields ? { fields: translateFields(lang, saved.fields) } : {}),
        });
        continue;
      }
      let doc = saved.value;
      if (mode === 'submit') {
        const submitted = await act(db, actor, 'outbound', doc.id, 'submit', {});
        if (submitted.ok) doc = submitted.value;
        else
          failed.push({
            referenceNo: order.referenceNo,
            message: translate(lang, submitted.message.key, submitted.message.params),
          });
      }
      created.push({
        referenceNo: doc.referenceNo,
        id: doc.id,
        outboundNo: doc.outboundNo,
        status: doc.status,
      });
    }
    if (created.length > 0) {
      await rememberImported(db, batch.value.customerId, batch.value.hash, {
        importedAt: isoAt(),
        orders: created.length,
      });
    }
    return succeed({ created, failed });
  }),

  // The rejected rows with an error column, to fix and import again (`?importId=&format=`).
  businessGet('Outbound/ImportRejected', async ({ actor, query, lang }) => {
    const format = query.get('format') ?? 'xlsx';
    if (!isExportFormat(format)) return formatError();
    const batch = await batchFor(actor, query.get('importId') ?? '');
    if (!batch.ok) return batch;
    const header: Cell[] = [...IMPORT_COLUMNS, translate(lang, 'importErrorColumn')];
    const rejected = batch.value.checked.rows
      .filter((row) => Object.keys(row.errors).length > 0)
      .map((row): Cell[] => [
        ...IMPORT_COLUMNS.map((column) => row.values[column]),
        Object.entries(translateFields(lang, row.errors))
          .map(([column, message]) => `${column}: ${message}`)
          .join('; '),
      ]);
    return tableResponse([header, ...rejected], format, 'outbound-import-rejected');
  }),
];
