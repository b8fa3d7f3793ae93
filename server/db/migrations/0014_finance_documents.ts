import { sql, type Kysely } from 'kysely';

/**
 * The finance documents as rows (docs/architecture.md, step 2): the recharges and the settlements,
 * each a record in `doc` with the columns its list filters, sorts and counts by.
 *
 * Constraints, the last line of defence behind the services' checks:
 * - a document number is unique;
 * - a transfer is credited once: a bank reference (compared without case or surrounding spaces,
 *   `bank_ref_key`, which the store derives from the record) is unique among a customer's recharges
 *   that still claim theirs (all but WITHDRAWN and REJECTED);
 * - a customer's settlements do not share a first or a last day (the service refuses any overlap;
 *   no index of both databases can say "no two periods overlap", and a settlement is never removed).
 *
 * Indexes: a customer's documents in the list's default order (newest first), everyone's, and the
 * customer's reference numbers (the keyword's most common search).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharge')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('recharge_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('reference_no', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('declared_amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('bank_ref_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('recharge_customer_created')
    .on('recharge')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('recharge_created').on('recharge').column('created_at').execute();
  await db.schema
    .createIndex('recharge_bank_ref_claimed')
    .on('recharge')
    .columns(['customer_id', 'bank_ref_key'])
    .unique()
    .where(sql.ref('bank_ref_key'), '<>', '')
    .where(sql.ref('status'), 'not in', ['WITHDRAWN', 'REJECTED'])
    .execute();

  await db.schema
    .createTable('settlement')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('settlement_no', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('reference_no', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('period_from', 'text', (column) => column.notNull())
    .addColumn('period_to', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addCheckConstraint('settlement_period', sql`period_from <= period_to`)
    .addUniqueConstraint('settlement_customer_first_day', ['customer_id', 'period_from'])
    .addUniqueConstraint('settlement_customer_last_day', ['customer_id', 'period_to'])
    .execute();
  await db.schema.createIndex('settlement_period_from').on('settlement').column('period_from').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement').execute();
  await db.schema.dropTable('recharge').execute();
}
