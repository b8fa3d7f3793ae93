import { sql, type Kysely } from 'kysely';
import { bytesType, kindOf } from '../dialect';

/**
 * The uploaded files as rows (issue #39: "stored as rows, bytes + sniffed type + size, not as data
 * URLs inside records"), out of the engine's snapshot, where each was a part of its own:
 * - `upload`: a file a user uploaded (a certificate, a receipt, a label, a photo), its bytes as
 *   uploaded, the type sniffed from them, its size, whose it is and the document it belongs to.
 *   Served back by the `<Module>/File?id=` calls; a voided label stays, marked.
 *   Indexes: a document's files by purpose (a certificate's file, an order's current label), and the
 *   current labels (the waybills' page).
 * - `recharge.receipt_file`: the upload a recharge names as its receipt, as a column, so that the
 *   seed's receipts (rendered from their recharge, `seeded-files.ts`) are found by the file's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('bytes', bytesType(db), (column) => column.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('doc_id', 'text')
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .addColumn('uploaded_by', 'text', (column) => column.notNull())
    .addColumn('voided', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('upload_doc').on('upload').columns(['doc_id', 'purpose', 'seq']).execute();
  await db.schema
    .createIndex('upload_current_label')
    .on('upload')
    .columns(['purpose', 'voided', 'doc_id'])
    .execute();

  await db.schema.alterTable('recharge').addColumn('receipt_file', 'text').execute();
  const fromDoc =
    kindOf(db) === 'postgres' ? sql`(doc::json ->> 'receiptFile')` : sql`json_extract(doc, '$.receiptFile')`;
  await sql`update recharge set receipt_file = ${fromDoc}`.execute(db);
  await db.schema.createIndex('recharge_receipt_file').on('recharge').column('receipt_file').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recharge_receipt_file').execute();
  await db.schema.alterTable('recharge').dropColumn('receipt_file').execute();
  await db.schema.dropTable('upload').execute();
}
