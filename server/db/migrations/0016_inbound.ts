import { sql, type Kysely } from 'kysely';

/**
 * The inbound orders as rows (docs/architecture.md, step 2): an order in `doc`, beside it the
 * columns its list filters, sorts and counts by, the SKUs its boxes hold (`line_skus`, each between
 * bars: the list's SKU filter, and the checks that a SKU or a carton is still named by an order),
 * and whether it holds exceptions (the exceptions' list reads only those orders).
 *
 * Constraints: the order number is unique; so is a customer's reference number among its orders
 * not cancelled (business.md §2), the last line of defence behind the save's check.
 * Indexes: the list's default order (newest first), a customer's orders in it, the orders holding
 * exceptions, and the orders of a warehouse (a warehouse in use is not removed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbound')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('inbound_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('reference_no', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('shipping_mode', 'text', (column) => column.notNull())
    .addColumn('load_type', 'text', (column) => column.notNull())
    .addColumn('eta', 'text', (column) => column.notNull())
    .addColumn('units', 'integer', (column) => column.notNull())
    .addColumn('line_skus', 'text', (column) => column.notNull())
    .addColumn('has_exceptions', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('inbound_created').on('inbound').column('created_at').execute();
  await db.schema
    .createIndex('inbound_customer_created')
    .on('inbound')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('inbound_reference_held')
    .on('inbound')
    .columns(['customer_id', 'reference_no'])
    .unique()
    .where(sql.ref('reference_no'), '<>', '')
    .where(sql.ref('status'), '<>', 'CANCELLED')
    .execute();
  await db.schema
    .createIndex('inbound_exceptions')
    .on('inbound')
    .columns(['has_exceptions', 'customer_id'])
    .execute();
  await db.schema.createIndex('inbound_warehouse').on('inbound').column('warehouse_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound').execute();
}
