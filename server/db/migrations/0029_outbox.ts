import type { Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The outbox (issue #41 §2, server/areas/access/outbox.ts): every activation link, reset link and
 * verification code the service sends, as a row written before the answer, then delivered by the
 * sender (SMTP) or read by an operator on the console's outbox page. `ordinal` gives the order (newest
 * first); `id` is what the API names. `secret` (the link or the code) is dropped when the message is
 * delivered or passed on. Index: the page's state filter, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = kindOf(db) === 'postgres';
  await db.schema
    .createTable('outbox')
    .addColumn('ordinal', postgres ? 'bigserial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('secret', 'text')
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_state').on('outbox').columns(['state', 'ordinal']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
