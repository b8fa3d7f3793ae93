import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The fee items as rows (docs/architecture.md, step 2): the bill's ledger, its money as whole cents.
 * What an item charges, and whose it is, never changes once posted; only its billing does, when a
 * settlement closes its period (UNBILLED → BILLED under the statement's number, or back when the
 * call that closed it fails and its compensating write takes it back). A trigger refuses any other
 * change: the last line of defence behind the store. An adjustment may credit (a negative amount);
 * every other item charges.
 *
 * Its indexes serve the bill's list in time order per customer, the settlement's preview (a purse's
 * UNBILLED items of a period), a statement's items, and a document's fees (the inbound's detail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('fee_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('business', 'text', (column) => column.notNull())
    .addColumn('fee_code', 'text', (column) => column.notNull())
    .addColumn('doc_type', 'text', (column) => column.notNull())
    .addColumn('doc_no', 'text', (column) => column.notNull())
    .addColumn('warehouse_code', 'text', (column) => column.notNull())
    .addColumn('billing_status', 'text', (column) => column.notNull())
    .addColumn('settlement_no', 'text')
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addCheckConstraint('fee_charges', sql`fee_code = 'ADJUSTMENT' or amount_cents > 0`)
    .addCheckConstraint(
      'fee_billing',
      sql`(billing_status = 'UNBILLED' and settlement_no is null) or (billing_status = 'BILLED' and settlement_no is not null)`,
    )
    .execute();
  await db.schema.createIndex('fee_customer_at').on('fee').columns(['customer_id', 'at']).execute();
  await db.schema
    .createIndex('fee_purse_billing_at')
    .on('fee')
    .columns(['customer_id', 'currency', 'billing_status', 'at'])
    .execute();
  await db.schema.createIndex('fee_settlement').on('fee').column('settlement_no').execute();
  await db.schema.createIndex('fee_document').on('fee').columns(['doc_type', 'doc_no']).execute();
  // what an item charges, and whose it is, never changes
  const changed = sql`new.id <> old.id or new.fee_no <> old.fee_no or new.customer_id <> old.customer_id
    or new.currency <> old.currency or new.business <> old.business or new.fee_code <> old.fee_code
    or new.doc_type <> old.doc_type or new.doc_no <> old.doc_no or new.warehouse_code <> old.warehouse_code
    or new.at <> old.at or new.amount_cents <> old.amount_cents`;
  if (kindOf(db) === 'postgres') {
    await sql`create function refuse_fee_change() returns trigger language plpgsql as $$
      begin
        if ${changed} then raise exception 'fee % only changes its billing', old.fee_no; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger fee_charge_fixed before update on fee
      for each row execute function refuse_fee_change()`.execute(db);
  } else {
    await sql`create trigger fee_charge_fixed before update on fee
      when ${changed}
      begin select raise(abort, 'a fee only changes its billing'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fee').execute();
  if (kindOf(db) === 'postgres') await sql`drop function refuse_fee_change()`.execute(db);
}
