import type { Kysely } from 'kysely';

/**
 * The SKUs as rows (docs/architecture.md, step 2), as the masters are: the record in `doc`, beside it
 * what reads name. A customer's SKU codes are unique (the last line of defence behind the save's
 * check), and a customer's SKUs in a status are found by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sku')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('sku_customer_code', ['customer_id', 'sku'])
    .execute();
  await db.schema.createIndex('sku_customer_status').on('sku').columns(['customer_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sku').execute();
}
