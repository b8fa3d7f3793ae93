import type { Kysely } from 'kysely';

/**
 * The outbound batches as rows (docs/architecture.md, step 2): a label or handover batch in `doc`,
 * beside it the columns its list filters, sorts and counts by. Its number is unique; a customer's
 * batch names its customer, the warehouse's own batch none (null). Indexes: the list's default order
 * (newest first), a customer's batches in it, and the active batches (an order may be in one only:
 * the service looks among them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_batch')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('batch_no', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('carrier_code', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('outbound_batch_created').on('outbound_batch').column('created_at').execute();
  await db.schema
    .createIndex('outbound_batch_customer_created')
    .on('outbound_batch')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('outbound_batch_status').on('outbound_batch').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_batch').execute();
}
