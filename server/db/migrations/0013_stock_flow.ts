import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The stock ledger (the flow) as rows (docs/architecture.md, step 2): one row per change of one
 * bucket of one balance, append-only (a trigger refuses an update, as the purse ledger's does; a
 * failed call's compensating delete and the demo reset still take rows out). Each row adds up (before
 * + change = after) and leaves no bucket below zero: checks, the last line of defence behind the
 * stock effect, which judges every move on the balance row inside the call's transaction.
 *
 * Indexes: a customer's flow in time order and everyone's (the list), a document's rows (an order's
 * edits), and each balance's bucket changes with their quantities (the invariants sum them from the
 * index alone; the stock's age reads a balance's inflows through its prefix).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_flow')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('doc_type', 'text', (column) => column.notNull())
    .addColumn('doc_no', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('qty_before', 'integer', (column) => column.notNull())
    .addColumn('qty_change', 'integer', (column) => column.notNull())
    .addColumn('qty_after', 'integer', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addCheckConstraint('stock_flow_adds_up', sql`qty_before + qty_change = qty_after`)
    .addCheckConstraint('stock_flow_not_negative', sql`qty_after >= 0`)
    .execute();
  await db.schema
    .createIndex('stock_flow_customer_at')
    .on('stock_flow')
    .columns(['customer_id', 'at'])
    .execute();
  await db.schema.createIndex('stock_flow_at').on('stock_flow').column('at').execute();
  await db.schema
    .createIndex('stock_flow_document')
    .on('stock_flow')
    .columns(['doc_type', 'doc_no'])
    .execute();
  await db.schema
    .createIndex('stock_flow_balance_bucket')
    .on('stock_flow')
    .columns(['customer_id', 'warehouse_code', 'sku', 'bucket', 'qty_change'])
    .execute();
  if (kindOf(db) === 'postgres') {
    // refuse_update() is the purse ledger's (0010_purse_transaction)
    await sql`create trigger stock_flow_append_only before update on stock_flow
      for each row execute function refuse_update()`.execute(db);
  } else {
    await sql`create trigger stock_flow_append_only before update on stock_flow
      begin select raise(abort, 'stock_flow is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_flow').execute();
}
