import { sql, type Kysely } from 'kysely';
import { hashStoredPasswords } from '../areas/access/account-store';
import { countAttemptsIn } from '../areas/access/attempts';
import { keepOutboxIn } from '../areas/access/outbox';
import { persistAuthStateIn, readAuthState } from '../areas/access/state';
import { signedInAccount } from '../areas/access/session';
import { setMockDelays } from '../api/config';
import {
  DataUnavailableError,
  dataStatus,
  letCallsOverlap,
  liveDb,
  persistBusinessDbIn,
  type StartingData,
} from '../api/db-instance';
import { handlers } from '../api/handlers';
import { kindOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { handlersEngine, type Engine } from './answer';
import { convertLegacyValues } from './legacy-values';
import { adoptLegacyAuthState, SqlAuthStorage } from './auth-storage';
import { SqlPersistence } from './sql-persistence';
import { SqlAttempts } from './attempt-storage';
import { SqlOutbox } from './outbox-storage';

/** The engine is module state (mocks/): one per process. */
let started: Kysely<Database> | null = null;

/** The advisory lock the processes of one PostgreSQL database take to start (any number, the same in each). */
const START_LOCK = 4_039_001;

/**
 * Runs `task` while no other process starting on the database runs its own: on PostgreSQL a
 * session advisory lock, held on a connection of its own for the task's length; on SQLite the file
 * is one process's (one machine), and the task runs at once.
 */
async function oneStartAtATime<T>(db: Kysely<Database>, task: () => Promise<T>): Promise<T> {
  if (kindOf(db) !== 'postgres') return await task();
  return await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await task();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}

/**
 * Starts the business engine on `db`: its data read from there, or, on the first start, the demo
 * seed built and stored there (some seconds) or nothing at all (`empty`); then every call reads and
 * writes the database's rows in its transaction, and nothing of the data stays in the process
 * between calls. Processes started at once on an empty database take turns: the first builds the
 * data, the others find it built (not twice, not half). `callsAtOnce` calls run at once where each
 * call's transaction is carried by the call (main.ts, call-scope.ts), else one at a time.
 */
export async function startEngine(
  db: Kysely<Database>,
  starting: StartingData = 'demo',
  callsAtOnce = 1,
): Promise<Engine> {
  if (started && started !== db) throw new Error('the engine already runs on another database');
  started = db;
  setMockDelays('none');
  persistAuthStateIn(new SqlAuthStorage(db), starting);
  keepOutboxIn(new SqlOutbox(db));
  countAttemptsIn(new SqlAttempts(db));
  persistBusinessDbIn(new SqlPersistence(db), starting);
  await oneStartAtATime(db, async () => {
    await convertLegacyValues(db);
    await adoptLegacyAuthState(db);
    await hashStoredPasswords();
    // read, or the starting data stored; a failure of either is in the status, said below
    await liveDb().catch((error: unknown) => {
      if (!(error instanceof DataUnavailableError)) throw error;
    });
  });
  const status = await dataStatus();
  if (status.readFailed) throw new Error('the stored business data could not be read: see the error above');
  if (status.saveFailed) throw new Error('the starting data could not be stored: see the error above');
  // several at once where each call's transaction is its own (main.ts carries it) and the data is
  // only its tables' rows
  if (callsAtOnce > 1) letCallsOverlap(callsAtOnce);
  return handlersEngine(handlers, {
    accountOf: async (request) => (await signedInAccount(request))?.username,
  });
}

/** How many accounts can sign in (none: a deployment started empty, before `npm run create-admin`). */
export const accountCount = async (): Promise<number> =>
  (await readAuthState()).accounts.filter((a) => a.active !== false).length;

/** The engine let go of its database (tests, shutdown): the next start reads afresh. */
export function stopEngine(): void {
  persistBusinessDbIn(null);
  persistAuthStateIn(null);
  keepOutboxIn(null);
  countAttemptsIn(null);
  started = null;
}
