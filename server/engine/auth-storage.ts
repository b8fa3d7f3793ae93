import type { Kysely } from 'kysely';
import { authStateOf, type AuthState, type AuthStorage } from '../areas/access/state';
import { kindOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { decode } from './sql-persistence';

/** The row of `auth_state` that holds it. */
const NAME = 'sign-in';
/** Where builds before 0021 kept it: a row of `engine_state`, written through from memory. */
const LEGACY_KEY = 'auth:outpost.mock.auth';

/**
 * The sign-in state in the service's database (`auth_state`), shared by every process on it: each
 * read asks the row's version and parses the state again only when it moved (another process's change
 * included), so nothing stale is answered from memory; each change runs in a transaction that holds
 * the row (`for update` on PostgreSQL; SQLite's writer lock), so two processes' changes follow one
 * another rather than one overwriting the other's.
 */
export class SqlAuthStorage implements AuthStorage {
  /** The last state read or written, by its version: a parse saved, never an answer unchecked. */
  private parsed: { version: number; state: AuthState } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async read(): Promise<AuthState> {
    const row = await this.db
      .selectFrom('auth_state')
      .select('version')
      .where('name', '=', NAME)
      .executeTakeFirst();
    if (!row) return authStateOf(null);
    if (this.parsed?.version === row.version) return this.parsed.state;
    const full = await this.db
      .selectFrom('auth_state')
      .select(['version', 'value'])
      .where('name', '=', NAME)
      .executeTakeFirstOrThrow();
    const state = authStateOf(full.value);
    this.parsed = { version: full.version, state };
    return state;
  }

  async update<T>(change: (state: AuthState) => T): Promise<T> {
    const { result, next } = await this.db.transaction().execute(async (tx) => {
      // the row exists from the first change on; a write first, so that SQLite takes its writer lock
      await tx
        .insertInto('auth_state')
        .values({ name: NAME, version: 0, value: null })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      let select = tx.selectFrom('auth_state').select(['version', 'value']).where('name', '=', NAME);
      if (kindOf(this.db) === 'postgres') select = select.forUpdate();
      const row = await select.executeTakeFirstOrThrow();
      // a copy to change: the parsed state is what reads answer until the change is committed
      const state =
        this.parsed?.version === row.version ? structuredClone(this.parsed.state) : authStateOf(row.value);
      const result = change(state);
      const version = row.version + 1;
      await tx
        .updateTable('auth_state')
        .set({ version, value: JSON.stringify(state) })
        .where('name', '=', NAME)
        .execute();
      return { result, next: { version, state } };
    });
    this.parsed = next;
    return result;
  }

  async reset(): Promise<void> {
    await this.db.deleteFrom('auth_state').where('name', '=', NAME).execute();
    this.parsed = null;
  }
}

/**
 * Brings the sign-in state a build before 0021 kept in `engine_state` into its row, once (nothing to
 * do when the row exists or there is no such state).
 */
export async function adoptLegacyAuthState(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const legacy = await tx
      .selectFrom('engine_state')
      .select('value')
      .where('key', '=', LEGACY_KEY)
      .executeTakeFirst();
    if (!legacy) return;
    const held = await tx.selectFrom('auth_state').select('name').where('name', '=', NAME).executeTakeFirst();
    if (!held) {
      const value = decode(legacy.value);
      if (typeof value === 'string')
        await tx.insertInto('auth_state').values({ name: NAME, version: 1, value }).execute();
    }
    await tx.deleteFrom('engine_state').where('key', 'like', 'auth:%').execute();
  });
}
