import { sql, type Kysely } from 'kysely';

/**
 * The document counters (`IB20261122` → the last sequence given that day) as rows: a number is taken
 * by one upsert inside the call's transaction, which holds the row until it commits, so two calls or
 * two processes never take the same number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doc_counter')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'integer', (column) => column.notNull().check(sql`value > 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('doc_counter').execute();
}
