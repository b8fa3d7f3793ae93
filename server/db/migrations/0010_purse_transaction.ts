import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The purse ledger as rows (docs/architecture.md, step 2): append-only, so the table refuses an
 * update (a trigger: the last line of defence behind the store, which only ever inserts; a rollback's
 * compensating delete and the demo reset still take rows out). Its money as whole cents. A customer's
 * ledger in time order is found by index (the list, the settlement's preview).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purse_transaction')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('doc_type', 'text')
    .addColumn('doc_no', 'text')
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('balance_after_cents', 'bigint', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addCheckConstraint('purse_transaction_amount_not_negative', sql`type = 'ADJUST' or amount_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('purse_transaction_customer_at')
    .on('purse_transaction')
    .columns(['customer_id', 'at'])
    .execute();
  if (kindOf(db) === 'postgres') {
    await sql`create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
    await sql`create trigger purse_transaction_append_only before update on purse_transaction
      for each row execute function refuse_update()`.execute(db);
  } else {
    await sql`create trigger purse_transaction_append_only before update on purse_transaction
      begin select raise(abort, 'purse_transaction is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purse_transaction').execute();
  if (kindOf(db) === 'postgres') await sql`drop function refuse_update()`.execute(db);
}
