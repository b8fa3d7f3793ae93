import { failure, succeed, type Actor, type Outcome } from '../../db/services/contract';
import type { Db } from '../../db/store';
import { translate, type MockLang } from '../../i18n';
import { isExportFormat, tableResponse, type Cell } from './files/table-export';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE, templateHeaders } from './import/columns';
import { readTable, toImportRows } from './import/parse';
import { checkImport, type CheckedImport } from './import/validate';
import { translateFields } from './respond';
import { businessGet, businessMultipart, businessPost } from './route';
import { act, save } from './services';

interface ImportBatch {
  customerId: string;
  accountId: string;
  checked: CheckedImport;
  committed: boolean;
}

// Validated imports wait here for their commit: in memory, so a reload of the mock drops them.
const batches = new Map<string, ImportBatch>();
let sequence = 0;

const formatError = () =>
  failure(422, 'validationFailed', undefined, { format: { key: 'exportFormatInvalid' } });

function customerOf(actor: Actor, requested: FormDataEntryValue | null | undefined, db: Db): Outcome<string> {
  if (actor.customerId !== null) return succeed(actor.customerId);
  const id = typeof requested === 'string' ? requested : '';
  return db.customers.some((c) => c.id === id)
    ? succeed(id)
    : failure(422, 'validationFailed', undefined, {
        customerId: { key: 'importRequired', params: { column: 'customerId' } },
      });
}

/** The preview: every row with its errors (translated), and the orders the valid rows make. */
export function previewOf(importId: string, checked: CheckedImport, lang: MockLang) {
  const rows = checked.rows.map((row) => ({
    rowNo: row.rowNo,
    values: row.values,
    sku: row.sku,
    valid: Object.keys(row.errors).length === 0,
    errors: translateFields(lang, row.errors),
  }));
  const orders = checked.orders.map((order) => ({
    referenceNo: order.referenceNo,
    rowNos: order.rowNos,
    valid: order.valid,
    input: order.input,
  }));
  const validRows = rows.filter((row) => row.valid).length;
  const validOrders = orders.filter((order) => order.valid).length;
  return {
    importId,
    totals: {
      rows: rows.length,
      validRows,
      invalidRows: rows.length - validRows,
      orders: orders.length,
      validOrders,
    },
    rows,
    orders,
  };
}

function batchFor(actor: Actor, importId: string): Outcome<ImportBatch> {
  const batch = batches.get(importId);
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

  // multipart `file` (xlsx or csv); an operator names the `customerId` the orders are for.
  businessMultipart('Outbound/ImportValidate', async ({ db, actor, form, lang }) => {
    const file = form?.get('file');
    if (!(file instanceof Blob) || file.size === 0) {
      return failure(422, 'validationFailed', undefined, { file: { key: 'importFileRequired' } });
    }
    const customerId = customerOf(actor, form?.get('customerId'), db);
    if (!customerId.ok) return customerId;
    const table = await readTable(file);
    if (!table.ok) return table;
    const rows = toImportRows(table.value);
    if (!rows.ok) return rows;
    const checked = checkImport(db, customerId.value, rows.value);
    sequence += 1;
    const importId = `IMP${Date.now().toString(36).toUpperCase()}${sequence}`;
    batches.set(importId, {
      customerId: customerId.value,
      accountId: actor.accountId,
      checked,
      committed: false,
    });
    return succeed(previewOf(importId, checked, lang));
  }),

  // `{ importId, mode: 'draft' | 'submit' }`: creates the valid orders once; a second commit is refused.
  businessPost('Outbound/ImportCommit', ({ db, actor, body, lang }) => {
    const batch = batchFor(actor, typeof body.importId === 'string' ? body.importId : '');
    if (!batch.ok) return batch;
    const mode = body.mode ?? 'draft';
    if (mode !== 'draft' && mode !== 'submit') {
      return failure(422, 'validationFailed', undefined, { mode: { key: 'importModeInvalid' } });
    }
    if (batch.value.committed) return failure(409, 'importBatchUnknown');
    batch.value.committed = true;
    const created: { referenceNo: string; id: string; outboundNo: string; status: string }[] = [];
    const failed: { referenceNo: string; message: string; fields?: Record<string, string> }[] = [];
    for (const order of batch.value.checked.orders.filter((o) => o.valid)) {
      const input =
        actor.customerId === null ? { ...order.input, customerId: batch.value.customerId } : order.input;
      const saved = save(db, actor, 'outbound', input);
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
        const submitted = act(db, actor, 'outbound', doc.id, 'submit', {});
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
    return succeed({ created, failed });
  }),

  // The rejected rows with an error column, to fix and import again (`?importId=&format=`).
  businessGet('Outbound/ImportRejected', async ({ actor, query, lang }) => {
    const format = query.get('format') ?? 'xlsx';
    if (!isExportFormat(format)) return formatError();
    const batch = batchFor(actor, query.get('importId') ?? '');
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
