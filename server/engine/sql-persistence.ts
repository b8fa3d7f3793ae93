import { sql, type Kysely, type Transaction } from 'kysely';
import { Packr } from 'msgpackr';
import type { Changes } from '../store/changes';
import {
  ALL_CHUNKS,
  ALL_VALUES,
  ASIDE_KEY,
  assemble,
  inParts,
  inRange,
  LAYOUT_KEY,
  LEGACY_KEY,
  localQueue,
  META_KEY,
  REVISION_KEY,
  writesOf,
  KeptConflictError,
  type KeptKind,
  type KeptWhen,
  type Layout,
  type Persistence,
} from '../store/persistence';
import { callScope, callScopesCarried } from '../store/call-scope';
import type { TableHome } from '../store/tables';
import { kindOf } from '../db/dialect';
import type { Database } from '../db/schema';

/** The engine's parts live under these keys of `engine_state`. */
const SNAPSHOT_KEYS = (key: string) =>
  inRange(key, ALL_CHUNKS) || inRange(key, ALL_VALUES) || [LEGACY_KEY, LAYOUT_KEY, META_KEY].includes(key);

/**
 * How a part is stored: MessagePack (msgpackr) with its extensions for the types JSON lacks, so the
 * `Map` of counters and the `Set` of applied effects come back as they went in (its structured-clone
 * mode, which also keeps shared references, packs at a third of the speed: nothing here is shared). The same bytes in every home:
 * Node's own serialiser (`node:v8`, which rows written before this still hold: `legacy-values.ts`)
 * is not in the browser, whose worker keeps the same table in SQLite.
 */
const packr = new Packr({ moreTypes: true });
export const encode = (value: unknown): Uint8Array => packr.pack(value);
export const decode = (bytes: Uint8Array): unknown => packr.unpack(bytes);

type Db = Kysely<Database> | Transaction<Database>;

/** How many times a call that met another process's change at once is run (issue #40). */
const RETRIES = 8;

/**
 * From which attempt a write that keeps meeting other processes' changes runs alone: it takes the
 * write turn exclusively, which waits for the writes under way on every process and holds new ones
 * back until it commits. Every write takes the turn shared (a PostgreSQL session advisory lock, taken
 * before the transaction begins, so that its snapshot is of after the wait). Without it, fifty
 * orders of one SKU submitted to two processes at once left a call losing to the other process's
 * next call eight times running (its retry waits; the other's queue does not), and it answered 500.
 */
const ALONE_FROM_ATTEMPT = 3;
/** The write turn's advisory lock (any number, the same in each process). */
const WRITE_TURN = 4_039_002;

/** PostgreSQL's serialization failure or deadlock: the transaction may simply be run again. */
const isSerializationFailure = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
};

async function read(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('engine_state').select('value').where('key', '=', key).executeTakeFirst();
  return row ? decode(row.value) : undefined;
}

async function put(db: Db, key: string, value: unknown): Promise<void> {
  const bytes = encode(value);
  await db
    .insertInto('engine_state')
    .values({ key, value: bytes })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: bytes }))
    .execute();
}

async function remove(db: Db, keys: string[]): Promise<void> {
  // a few hundred keys at most; in slices, below either database's limit on parameters
  for (let at = 0; at < keys.length; at += 500)
    await db
      .deleteFrom('engine_state')
      .where('key', 'in', keys.slice(at, at + 500))
      .execute();
}

const allKeys = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('engine_state').select('key').execute()).map((row) => row.key);

/**
 * What a database that replaces this one whole keeps of it (the browser's "reset demo data", which
 * puts the seeded database in its place, mocks/worker/database.ts): the accounts' sign-in state, the
 * snapshot kept aside (the visitor has not answered its notice yet), and a revision past both, so that
 * every tab's engine finds the data changed and reads it again. `from` is the database replaced, `to`
 * the replacement, not yet in its place.
 */
export async function keepAcrossReplacement(from: Db, to: Kysely<Database>): Promise<void> {
  const sessions = await from.selectFrom('auth_state').selectAll().execute();
  const aside = await from.selectFrom('engine_state').selectAll().where('key', '=', ASIDE_KEY).execute();
  const revisions = await Promise.all(
    [from, to].map(async (db) => ((await read(db, REVISION_KEY)) as number | undefined) ?? 0),
  );
  await to.transaction().execute(async (tx) => {
    await tx.deleteFrom('auth_state').execute();
    for (const row of sessions) await tx.insertInto('auth_state').values(row).execute();
    for (const row of aside)
      await tx
        .insertInto('engine_state')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: row.value }))
        .execute();
    await put(tx, REVISION_KEY, Math.max(...revisions) + 1);
  });
}

/** Thrown at the end of a read's transaction so that it rolls back whatever it did (`snapshot`). */
const TAKEN_BACK = Symbol('taken back');

/**
 * The engine's `Persistence` (server/store/persistence.ts) in a database, for the service (SQLite or
 * PostgreSQL, any number of processes) and the browser's worker (SQLite on OPFS, every tab a
 * connection, `exclusive` a Web Lock). Every business collection, keyed value and upload is its
 * tables' rows, reached through the open call's transaction (`tableHome`); `engine_state` keeps the
 * data's version, and in the browser the parts of the lists that wait for their first write. A write
 * call is one transaction (`transaction`), a read one snapshot (`snapshot`): docs/architecture.md,
 * "Isolation and locks, call by call".
 */
export class SqlPersistence implements Persistence {
  /**
   * @param exclusive runs a task while no other holder of the store runs one: this process's calls
   *   in turn by default (one process per database); in the browser, a Web Lock every tab shares.
   */
  /**
   * The transaction of the call running in `transaction` or `snapshot` (each call its own, where
   * calls overlap: call-scope.ts): every read and write of the store joins it; `reading` when it is a
   * read's, rolled back at its end.
   */
  private readonly calls = callScope<{ tx: Transaction<Database>; reading: boolean }>();

  constructor(
    protected readonly kysely: Kysely<Database>,
    readonly exclusive: Persistence['exclusive'] = localQueue(),
  ) {}

  /** The database, or the open call's transaction. */
  private get db(): Db {
    return this.calls.get()?.tx ?? this.kysely;
  }

  /** `body` in the open call's transaction, or in one of its own. */
  private within<T>(body: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    const open = this.calls.get()?.tx;
    return open ? body(open) : this.kysely.transaction().execute(body);
  }

  /**
   * Runs a read in its turn: on PostgreSQL, where calls are carried apart (the service), at once,
   * beside the process's other calls (each in a snapshot of its own); otherwise one at a time
   * (`exclusive`). Writes stay one at a time in a process (`transaction`): the service's writes of
   * one customer meet on its purse, and run side by side they made each other fail and run again
   * (measured, `npm run bench:service -- --db postgres`: 57 → 50 submits a second).
   */
  private readInTurn<T>(task: () => Promise<T>): Promise<T> {
    return kindOf(this.kysely) === 'postgres' && callScopesCarried() ? task() : this.exclusive(task);
  }

  /** The moved collections' tables: in the open call's transaction while one runs. */
  async tableHome(): Promise<TableHome> {
    return { executor: () => this.db };
  }

  /**
   * Runs a call's task in a transaction of the database. On PostgreSQL it is SERIALIZABLE: another
   * process's call on the same rows at the same moment (a stock balance, a purse, a document) makes
   * one of the two fail with a serialization failure rather than lose the other's change, and the
   * failed one runs again from the start, on what the other committed, up to RETRIES times (its
   * writes in memory are undone by the task's own journal, `transact`), from ALONE_FROM_ATTEMPT on
   * alone. SQLite has one writer at a time: its transactions are serializable as they are.
   */
  async transaction<T>(task: () => Promise<T>): Promise<T> {
    if (kindOf(this.kysely) !== 'postgres')
      return await this.exclusive(() => this.kysely.transaction().execute((tx) => this.running(tx, task)));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.exclusive(() =>
          this.kysely.connection().execute(async (connection) => {
            const alone = attempt >= ALONE_FROM_ATTEMPT;
            await (
              alone
                ? sql`select pg_advisory_lock(${WRITE_TURN})`
                : sql`select pg_advisory_lock_shared(${WRITE_TURN})`
            ).execute(connection);
            const unlock = () =>
              (alone
                ? sql`select pg_advisory_unlock(${WRITE_TURN})`
                : sql`select pg_advisory_unlock_shared(${WRITE_TURN})`
              ).execute(connection);
            let answer: T;
            try {
              answer = await connection
                .transaction()
                .setIsolationLevel('serializable')
                .execute((tx) => this.running(tx, task));
            } catch (error) {
              // the call's own failure is what the caller must see (a serialization failure runs it
              // again): an unlock that fails too (the connection is gone, and its lock with it) must
              // not take its place
              await unlock().catch(() => undefined);
              throw error;
            }
            await unlock();
            return answer;
          }),
        );
      } catch (error) {
        if (attempt >= RETRIES || !isSerializationFailure(error)) throw error;
        // a little later, and not in step with the other process
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  /** `task` as the open call, in `tx`. */
  private running<T>(tx: Transaction<Database>, task: () => Promise<T>): Promise<T> {
    return this.calls.run({ tx, reading: false }, task);
  }

  /**
   * A call that only reads runs in one transaction that is always rolled back: its statements see one
   * snapshot (a list's page, total and counts agree though another process commits meanwhile), and
   * what a dry run writes to find out what a step would do (the release preview raises the purse,
   * re-checks, and takes it back) is never seen by another process or tab, nor kept if the process
   * ends half way. On PostgreSQL it is REPEATABLE READ, and a serialization failure of a dry run's
   * write runs it again, as a write's does; SQLite's transactions are serializable as they are.
   */
  async snapshot<T>(task: () => Promise<T>): Promise<T> {
    const postgres = kindOf(this.kysely) === 'postgres';
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.readInTurn(async () => {
          let answered: { value: T } | undefined;
          const begun = this.kysely.transaction();
          await (postgres ? begun.setIsolationLevel('repeatable read') : begun)
            .execute(async (tx) => {
              answered = { value: await this.calls.run({ tx, reading: true }, task) };
              throw TAKEN_BACK;
            })
            .catch((error: unknown) => {
              if (error !== TAKEN_BACK) throw error;
            });
          if (!answered) throw new Error('the read ended without an answer');
          return answered.value;
        });
      } catch (error) {
        if (!postgres || attempt >= RETRIES || !isSerializationFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  async load(): Promise<unknown> {
    const layout = (await read(this.db, LAYOUT_KEY)) as Layout | undefined;
    if (!layout) return read(this.db, LEGACY_KEY);
    const rows = await this.db
      .selectFrom('engine_state')
      .selectAll()
      .where((where) =>
        where.or([
          where.and([where('key', '>=', ALL_CHUNKS[0]), where('key', '<=', ALL_CHUNKS[1])]),
          where.and([where('key', '>=', ALL_VALUES[0]), where('key', '<=', ALL_VALUES[1])]),
        ]),
      )
      .execute();
    // sorted here, not by the database: PostgreSQL's collation may not order keys as JavaScript does
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const chunks = rows.filter((row) => inRange(row.key, ALL_CHUNKS));
    const values = rows.filter((row) => inRange(row.key, ALL_VALUES));
    return assemble(
      layout,
      await read(this.db, META_KEY),
      chunks.map((row) => [row.key, decode(row.value) as unknown[]]),
      values.map((row) => [row.key, decode(row.value)]),
    );
  }

  async revision(): Promise<number> {
    return ((await read(this.db, REVISION_KEY)) as number | undefined) ?? 0;
  }

  async holdsSnapshot(): Promise<boolean> {
    const row = await this.db
      .selectFrom('engine_state')
      .select('key')
      .where('key', 'in', [LAYOUT_KEY, LEGACY_KEY])
      .executeTakeFirst();
    return row !== undefined;
  }

  async save(snapshot: object, revision?: number, changes?: Changes): Promise<void> {
    await this.within(async (tx) => {
      const next = revision ?? (((await read(tx, REVISION_KEY)) as number | undefined) ?? 0) + 1;
      if (!inParts(snapshot)) {
        await remove(tx, (await allKeys(tx)).filter(SNAPSHOT_KEYS));
        await put(tx, LEGACY_KEY, snapshot);
      } else {
        const stored = (await read(tx, LAYOUT_KEY)) as Layout | undefined;
        const writes = writesOf(snapshot, changes, stored);
        const keys = await allKeys(tx);
        const doomed = keys.filter(
          (key) => key === LEGACY_KEY || writes.deletes.some((range) => inRange(key, range)),
        );
        await remove(tx, doomed);
        for (const [key, value] of writes.puts) await put(tx, key, value);
        await put(tx, LAYOUT_KEY, writes.layout);
        await put(tx, META_KEY, writes.meta);
      }
      await put(tx, REVISION_KEY, next);
    });
  }

  async clear(): Promise<void> {
    await this.within(async (tx) => {
      await remove(tx, [...(await allKeys(tx)).filter(SNAPSHOT_KEYS), REVISION_KEY]);
    });
  }

  async keepAside(snapshot: unknown): Promise<void> {
    await put(this.db, ASIDE_KEY, snapshot);
  }

  async keptAside(): Promise<unknown> {
    return read(this.db, ASIDE_KEY);
  }

  async dropKeptAside(): Promise<void> {
    await remove(this.db, [ASIDE_KEY]);
  }

  async kept(kind: KeptKind, key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('kept_value')
      .select('value')
      .where('kind', '=', kind)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? decode(row.value) : undefined;
  }

  async keep(kind: KeptKind, key: string, value: unknown, when: KeptWhen): Promise<void> {
    // a read's transaction is rolled back, and the value with it: a call that keeps one is a write
    if (this.calls.get()?.reading)
      throw new Error(`a read cannot keep a value (${kind}): make the call a write`);
    await this.within(async (tx) => {
      await tx.deleteFrom('kept_value').where('kind', '=', kind).where('at', '<', when.dropBefore).execute();
      const row = { kind, key, at: when.at, value: encode(value) };
      const insert = tx.insertInto('kept_value').values(row);
      if (when.replace) {
        await insert
          .onConflict((conflict) =>
            conflict.columns(['kind', 'key']).doUpdateSet({ at: row.at, value: row.value }),
          )
          .execute();
        return;
      }
      // a key already kept (by another tab or process, between its check and this): the first stands,
      // and the call's transaction fails with the change it made
      const added = await insert.onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeptConflictError(kind, key);
    });
  }

  async forgetKept(): Promise<void> {
    await this.db.deleteFrom('kept_value').execute();
  }
}
