import type { Kysely } from 'kysely';

/**
 * The tries counted against a sign-in or a sender (server/areas/access/attempts.ts), a row per key
 * (`sign-in:account:id:3`, `send:address:203.0.113.9`), on the service (server/engine/attempt-storage.ts).
 * Until now they were a part of the sign-in state's one row, and every failed password, however
 * many were tried at once against however many accounts, rewrote every account and session under
 * that row's lock. The moments are milliseconds since the epoch. What the sign-in state held of them
 * is left there: a try counts for fifteen minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_attempt')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('since', 'bigint', (column) => column.notNull())
    .addColumn('held_until', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_attempt').execute();
}
