import * as SQLite from '@journeyapps/wa-sqlite';
import { Kysely } from 'kysely';
import { GenericSqliteDialect, parseBigInt, type IGenericSqlite } from 'kysely-generic-sqlite';
import { withTransactionalDdl } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

type Row = Record<string, SQLiteCompatibleType | null>;

/**
 * Every row `sql` answers, bound to `parameters`, as objects by column name. A statement text holds
 * one statement (Kysely compiles one), but `statements` walks them all, as `sqlite3.exec` would.
 */
async function rowsOf(
  sqlite3: SQLiteAPI,
  db: number,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const statement of sqlite3.statements(db, sql)) {
    if (parameters.length > 0) sqlite3.bind_collection(statement, parameters.map(bindable));
    const columns = sqlite3.column_names(statement);
    while ((await sqlite3.step(statement)) === SQLite.SQLITE_ROW) {
      const values = sqlite3.row(statement);
      rows.push(Object.fromEntries(columns.map((column, i) => [column, values[i]])));
    }
  }
  return rows;
}

/** What SQLite stores for a parameter: booleans as 0 and 1, as better-sqlite3 would refuse them. */
function bindable(value: unknown): SQLiteCompatibleType | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLiteCompatibleType;
}

/**
 * Kysely over a wa-sqlite connection (`db`, opened on `sqlite3`): the browser's database, the one the
 * mock's worker keeps its data in (mocks/worker/database.ts). `kysely-generic-sqlite` is the dialect
 * (SQLite's adapter, compiler and introspector, one connection behind a mutex); this is only the glue
 * from its two calls to wa-sqlite's statement API.
 */
export function kyselyOnWaSqlite(sqlite3: SQLiteAPI, db: number): Kysely<Database> {
  const connection: IGenericSqlite<number> = {
    db,
    close: () => sqlite3.close(db),
    query: async (isSelect, sql, parameters = []) => {
      const rows = await rowsOf(sqlite3, db, sql, parameters);
      // a statement with RETURNING answers rows too; the others say what they changed
      if (isSelect || rows.length > 0) return { rows };
      return {
        rows: [],
        numAffectedRows: parseBigInt(sqlite3.changes(db)),
        insertId: parseBigInt(sqlite3.last_insert_id(db)),
      };
    },
  };
  return new Kysely<Database>({ dialect: withTransactionalDdl(new GenericSqliteDialect(() => connection)) });
}
