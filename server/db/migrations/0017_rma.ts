import { sql, type Kysely } from 'kysely';

/**
 * The returns (RMAs) as rows (docs/architecture.md, step 2): a return in `doc`, beside it the
 * columns its list filters, sorts and counts by, when it was received (`received_at`, derived from
 * its log), the SKUs of its lines (`line_skus`, each between bars), the order it returns and the
 * strategy it names (the checks of what may still come back, and of a strategy still in use).
 *
 * Constraints: the RMA number is unique; so is a customer's reference number among its returns not
 * cancelled. Indexes: the list's default order, a customer's returns in it, an order's returns, a
 * strategy's returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rma')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('rma_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('reference_no', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('original_outbound_no', 'text')
    .addColumn('strategy_id', 'text')
    .addColumn('line_skus', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rma_created').on('rma').column('created_at').execute();
  await db.schema
    .createIndex('rma_customer_created')
    .on('rma')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('rma_reference_held')
    .on('rma')
    .columns(['customer_id', 'reference_no'])
    .unique()
    .where(sql.ref('reference_no'), '<>', '')
    .where(sql.ref('status'), '<>', 'CANCELLED')
    .execute();
  await db.schema.createIndex('rma_original').on('rma').column('original_outbound_no').execute();
  await db.schema.createIndex('rma_strategy').on('rma').column('strategy_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rma').execute();
}
