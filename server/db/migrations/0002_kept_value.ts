import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

/**
 * Values kept beside the business data for a while (`Persistence.keep`): the answers to calls sent
 * with an `Idempotency-Key`, the imports waiting for their commit. A row each, by kind and key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kept_value')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('value', bytesType(db), (column) => column.notNull())
    .addPrimaryKeyConstraint('kept_value_pk', ['kind', 'key'])
    .execute();
  // a kind's values older than its time are dropped as new ones are kept
  await db.schema.createIndex('kept_value_kind_at').on('kept_value').columns(['kind', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kept_value').execute();
}
