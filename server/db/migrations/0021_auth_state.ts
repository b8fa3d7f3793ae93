import type { Kysely } from 'kysely';

/**
 * The sign-in state (accounts, sessions and their tokens, codes, one-time links) as a row of the
 * database, read by every call and changed in a transaction that holds it (server/engine/auth-storage.ts),
 * rather than held in a process's memory and written through: so several processes share it, and a
 * change made by one is what the next call of another sees. `version` counts the changes: a process
 * parses the state again only when it moved. (Issue #41 splits it into rows of their own: tokens
 * stored as hashes, sessions revoked one by one.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_state')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    // the state as JSON; null: nothing stored yet (the starting accounts, no tokens)
    .addColumn('value', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_state').execute();
}
