import type { Kysely } from 'kysely';

/**
 * The service's own secrets, by name (issue #41 §1): first of them the RSA key pair the console
 * encrypts passwords for (`rsa-private-key`, PKCS#1 PEM), made on the first start of a deployment
 * unless RSA_PRIVATE_KEY_FILE gives one (server/engine/service-key.ts). In the database rather than
 * in DATA_DIR so that every process of one PostgreSQL database uses the same pair: the page one
 * process serves encrypts for the sign-in another process answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_secret')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_secret').execute();
}
