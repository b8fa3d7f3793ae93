import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('engine_state')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', bytesType(db), (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('engine_state').execute();
}
