import { PostgresAdapter, SqliteAdapter, type Dialect, type Kysely } from 'kysely';

/** The kind of database a Kysely instance talks to, for the few statements that differ. */
export type DatabaseKind = 'sqlite' | 'postgres';

export const kindOf = <DB>(db: Kysely<DB>): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The column type of raw bytes. */
export const bytesType = <DB>(db: Kysely<DB>) => (kindOf(db) === 'postgres' ? 'bytea' : 'blob');

/**
 * SQLite runs DDL inside a transaction, but Kysely's SQLite adapter says it does not, so its migrator
 * ran each statement on its own: a process killed (or a browser tab reloaded) between a migration's
 * `create table` and the row that records it left the table there and the migration unrecorded, and
 * every later start failed on "table already exists". The same dialect, with an adapter that says so:
 * every pending migration then runs in one transaction, all or none (as on PostgreSQL).
 */
class SqliteAdapterWithTransactionalDdl extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export const withTransactionalDdl = (dialect: Dialect): Dialect => ({
  createDriver: () => dialect.createDriver(),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createAdapter: () => new SqliteAdapterWithTransactionalDdl(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});

/** A `like … escape '\'` pattern for the texts that contain `part` as it is (`%` and `_` included). */
export const containsPattern = (part: string): string =>
  `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
