import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';

/** Thrown when a migration fails: names it, and carries the database's error. */
export class MigrationError extends Error {
  constructor(name: string | undefined, cause: unknown) {
    super(
      `migration ${name ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

export const migratorOf = <DB>(db: Kysely<DB>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * Brings the database to the latest schema. Kysely's migrator holds a lock while it runs (a table lock
 * on SQLite, an advisory lock on PostgreSQL), so two processes starting at once migrate once.
 * Resolves to the names of the migrations it ran.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const { error, results }: MigrationResultSet = await migratorOf(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new MigrationError(failed?.migrationName, error ?? 'see the log');
  return (results ?? []).map((result) => result.migrationName);
}
