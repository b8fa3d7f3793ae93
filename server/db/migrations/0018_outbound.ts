import { sql, type Kysely } from 'kysely';

/**
 * The outbound orders as rows (docs/architecture.md, step 2): an order in `doc`, beside it the
 * columns its list filters, sorts and counts by (the buyer's country a nested field,
 * consignee.countryCode), when it shipped (`shipped_at`, derived from its log: the list's range), and
 * the SKUs of its lines (`line_skus`, each between bars: the open-document, carton-in-use and
 * shipped-units checks).
 *
 * Constraints: the order number is unique; so is a customer's reference number among its orders
 * not cancelled (business.md §2). Indexes: the list's default order (newest first), a customer's
 * orders in it and by status (the overview's counts, the orders held for arrears), a warehouse's
 * orders by status (the pick list), a carrier's orders (a carrier in use is not removed).
 * Issue #40 measures these at a million orders and designs the rest with EXPLAIN.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('outbound_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('reference_no', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('platform', 'text')
    .addColumn('store_name', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('carrier_code', 'text', (column) => column.notNull())
    .addColumn('business_mode', 'text', (column) => column.notNull())
    .addColumn('exception_reason', 'text')
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('tracking_no', 'text', (column) => column.notNull())
    .addColumn('line_skus', 'text', (column) => column.notNull())
    .addColumn('shipped_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('outbound_created').on('outbound').column('created_at').execute();
  await db.schema
    .createIndex('outbound_customer_created')
    .on('outbound')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('outbound_customer_status')
    .on('outbound')
    .columns(['customer_id', 'status'])
    .execute();
  await db.schema
    .createIndex('outbound_warehouse_status')
    .on('outbound')
    .columns(['warehouse_code', 'status'])
    .execute();
  await db.schema.createIndex('outbound_carrier').on('outbound').column('carrier_code').execute();
  await db.schema
    .createIndex('outbound_reference_held')
    .on('outbound')
    .columns(['customer_id', 'reference_no'])
    .unique()
    .where(sql.ref('reference_no'), '<>', '')
    .where(sql.ref('status'), '<>', 'CANCELLED')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound').execute();
}
