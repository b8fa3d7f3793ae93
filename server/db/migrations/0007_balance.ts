import { sql, type Kysely } from 'kysely';

/**
 * The stock balances as rows (docs/architecture.md, step 2): one per customer, warehouse and SKU,
 * each bucket a column beside the record, so that the database itself refuses a bucket below zero
 * (business.md §7), the last line of defence behind the stock effect's own check. A customer's
 * balances of a SKU, and a warehouse's, are found by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('balance')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull());
  const buckets = [
    'in_transit',
    'pending_putaway',
    'available',
    'reserved',
    'unsellable',
    'frozen',
    'shipped',
    'on_hand',
  ];
  for (const bucket of buckets) table = table.addColumn(bucket, 'integer', (column) => column.notNull());
  await table
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('balance_customer_warehouse_sku', ['customer_id', 'warehouse_code', 'sku'])
    .addCheckConstraint(
      'balance_buckets_not_negative',
      sql.raw(buckets.map((bucket) => `${bucket} >= 0`).join(' and ')),
    )
    .execute();
  await db.schema.createIndex('balance_customer_sku').on('balance').columns(['customer_id', 'sku']).execute();
  await db.schema.createIndex('balance_warehouse').on('balance').column('warehouse_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance').execute();
}
