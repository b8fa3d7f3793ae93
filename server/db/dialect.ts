import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/** The kind of database a Kysely instance talks to, for the few statements that differ. */
export type DatabaseKind = 'sqlite' | 'postgres';

export const kindOf = <DB>(db: Kysely<DB>): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The column type of raw bytes. */
export const bytesType = <DB>(db: Kysely<DB>) => (kindOf(db) === 'postgres' ? 'bytea' : 'blob');
