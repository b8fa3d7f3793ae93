import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The audit trail (issue #41 §4, server/store/audit-recorder.ts): an entry per call that changed
 * something, written in that call's transaction: who (account, its customer and role), when, what
 * (the call, its document, each record's fields with their old and new values, in `doc`) and from
 * where (address, request id). Kept as a collection's table (tables.ts), so that its list is the same
 * spec in every home. Nothing updates or deletes an entry.
 *
 * Indexes: the list's order (newest first: `at`, then `seq`, as 0024 orders texts), `seq` (an insert asks
 * its largest, as 0026 indexes every other table's order), and one account's entries in that order. A search by document or customer
 * reads the item-list columns (`|OB20261122-0001|…|`) of the newest entries first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = kindOf(db) === 'postgres';
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('account_id', 'text')
    .addColumn('account_name', 'text')
    .addColumn('actor_customer_id', 'text')
    .addColumn('call', 'text', (column) => column.notNull())
    .addColumn('document', 'text')
    .addColumn('subjects', 'text', (column) => column.notNull())
    .addColumn('customer_ids', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  const ordered = (column: string) => (postgres ? sql`${sql.ref(column)} collate "C"` : sql.ref(column));
  await sql`create index audit_event_at on audit_event (${ordered('at')}, seq)`.execute(db);
  await sql`create index audit_event_account on audit_event (account_name, ${ordered('at')}, seq)`.execute(
    db,
  );
  // the order, as 0026 indexes every other table's
  await db.schema.createIndex('audit_event_order').on('audit_event').columns(['seq', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_event').execute();
}
