import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

/** The answers kept for `Idempotency-Key` (mocks/handlers/business/idempotency.ts), a row each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_answer')
    .addColumn('slot', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('value', bytesType(db), (column) => column.notNull())
    .execute();
  // the answers older than a day are dropped as new ones are kept
  await db.schema.createIndex('idempotency_answer_at').on('idempotency_answer').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_answer').execute();
}
