import type { Kysely } from 'kysely';
import { afterTry, latestHold, spentBounds, type AttemptStorage } from '../areas/access/attempts';
import type { AttemptRecord } from '../areas/access/state';
import { kindOf } from '../db/dialect';
import type { AuthAttemptTable, Database } from '../db/schema';

const recordOf = (row: Pick<AuthAttemptTable, 'count' | 'since' | 'held_until'>): AttemptRecord => ({
  count: Number(row.count),
  since: Number(row.since),
  ...(row.held_until === null ? {} : { heldUntil: Number(row.held_until) }),
});

/**
 * The tries counted against a sign-in or a sender as rows of `auth_attempt` (migration 0032), a row
 * per key, shared by every process on the database. A count locks the rows of its keys alone, in
 * the keys' order (`for update` on PostgreSQL; SQLite's writer lock): tries made at once against
 * one key, on one process or several, are each counted, and tries against other keys do not wait.
 */
export class SqlAttempts implements AttemptStorage {
  constructor(private readonly db: Kysely<Database>) {}

  async held(keys: readonly string[], at: number): Promise<number | null> {
    const rows = await this.db
      .selectFrom('auth_attempt')
      .select(['count', 'since', 'held_until'])
      .where('key', 'in', [...keys])
      .execute();
    return latestHold(rows.map(recordOf), at);
  }

  async count(keys: readonly string[], at: number): Promise<number | null> {
    const ordered = [...new Set(keys)].sort();
    return await this.db.transaction().execute(async (tx) => {
      // the spent ones go; a write first, so that SQLite takes its writer lock for the whole count
      const spent = spentBounds(at);
      await tx
        .deleteFrom('auth_attempt')
        .where((eb) =>
          eb.and([
            eb(eb.fn.coalesce('held_until', eb.lit(0)), '<=', spent.heldUntil),
            eb('since', '<=', spent.since),
          ]),
        )
        .execute();
      // every key a row to lock: one not there yet starts empty, as afterTry takes it
      await tx
        .insertInto('auth_attempt')
        .values(ordered.map((key) => ({ key, count: 0, since: at, held_until: null })))
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      let select = tx.selectFrom('auth_attempt').selectAll().where('key', 'in', ordered).orderBy('key');
      if (kindOf(this.db) === 'postgres') select = select.forUpdate();
      const records: AttemptRecord[] = [];
      for (const row of await select.execute()) {
        const next = afterTry(row.key, recordOf(row), at);
        await tx
          .updateTable('auth_attempt')
          .set({ count: next.count, since: next.since, held_until: next.heldUntil ?? null })
          .where('key', '=', row.key)
          .execute();
        records.push(next);
      }
      return latestHold(records, at);
    });
  }

  async clear(keys: readonly string[]): Promise<void> {
    await this.db
      .deleteFrom('auth_attempt')
      .where('key', 'in', [...keys])
      .execute();
  }

  async reset(): Promise<void> {
    await this.db.deleteFrom('auth_attempt').execute();
  }
}
