import type { Kysely } from 'kysely';

/**
 * The last of the engine's business state as rows (docs/architecture.md, step 2):
 * - `applied_effect`: the key of every effect applied (a stock move, a posting, a fee). An effect is
 *   applied once: its key inserted in the call's transaction, so a second call, or a second process,
 *   applying the same effect finds it, or is refused by the primary key if both go at once.
 * - `imported_file`: the order files the outbound import committed, by `customerId:hash` of their
 *   rows, so that the same file again is recognised, whichever process took it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applied_effect')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .execute();
  await db.schema
    .createTable('imported_file')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('imported_at', 'text', (column) => column.notNull())
    .addColumn('orders', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imported_file').execute();
  await db.schema.dropTable('applied_effect').execute();
}
