import { sql, type Kysely } from 'kysely';

/**
 * The purses as rows (docs/architecture.md, step 2): one per customer and currency. Beside the record,
 * its money as whole cents (exact: never a float column), so that the database refuses a negative
 * hold or credit limit. The balance itself may sit below minus the credit limit: an operator may lower
 * the limit under what a customer already owes (business.md §9), and the debits that follow are
 * refused with ARREARS by the money effect, which reads the row inside the call's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purse')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('balance_cents', 'bigint', (column) => column.notNull())
    .addColumn('frozen_cents', 'bigint', (column) => column.notNull())
    .addColumn('credit_limit_cents', 'bigint', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('purse_customer_currency', ['customer_id', 'currency'])
    .addCheckConstraint('purse_holds_not_negative', sql`frozen_cents >= 0 and credit_limit_cents >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purse').execute();
}
