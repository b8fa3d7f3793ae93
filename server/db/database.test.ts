import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { sqliteKysely } from './database';

describe('the SQLite connection under Kysely', () => {
  it('prepares each text of statement once, and reads the schema as it is after a change', async () => {
    const connection = new SQLite(':memory:');
    const prepare = vi.spyOn(connection, 'prepare');
    const db = sqliteKysely(connection);
    await sql`create table t (a integer)`.execute(db);
    await sql`insert into t (a) values (1), (2)`.execute(db);
    const read = () => sql<Record<string, number>>`select * from t order by a`.execute(db);
    expect((await read()).rows).toEqual([{ a: 1 }, { a: 2 }]);
    expect((await read()).rows).toEqual([{ a: 1 }, { a: 2 }]);
    expect(prepare.mock.calls.filter(([text]) => text === 'select * from t order by a')).toHaveLength(1);

    await sql`alter table t add column b integer default 7`.execute(db);
    expect((await read()).rows).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ]);
    await db.destroy();
  });
});
