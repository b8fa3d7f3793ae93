import type { Kysely } from 'kysely';
import { persistAuthStateIn, readAuthState } from '@mocks/auth/state';
import { signedInAccount } from '@mocks/auth/session';
import { setMockDelays } from '@mocks/config';
import {
  dataStatus,
  liveDb,
  persistBusinessDbIn,
  type StartingData,
} from '@mocks/handlers/business/db-instance';
import { handlers } from '@mocks/handlers/index';
import type { Database } from '../db/schema';
import { handlersEngine, type Engine } from './answer';
import { convertLegacyValues } from './legacy-values';
import { adoptLegacyAuthState, SqlAuthStorage } from './auth-storage';
import { SqlPersistence } from './sql-persistence';

/** The engine is module state (mocks/): one per process. */
let started: Kysely<Database> | null = null;

/**
 * Starts the business engine on `db`: its data read from there, or, on the first start, the demo
 * seed built and stored there (some seconds) or nothing at all (`empty`); then every write is committed before it is answered. The
 * engine holds its data in this process's memory between calls, so one process serves a database: the
 * areas' move to tables of their own (docs/architecture.md) ends that.
 */
export async function startEngine(db: Kysely<Database>, starting: StartingData = 'demo'): Promise<Engine> {
  if (started && started !== db) throw new Error('the engine already runs on another database');
  started = db;
  setMockDelays('none');
  await convertLegacyValues(db);
  await adoptLegacyAuthState(db);
  persistAuthStateIn(new SqlAuthStorage(db), starting);
  persistBusinessDbIn(new SqlPersistence(db), starting);
  await liveDb();
  const status = await dataStatus();
  if (status.readFailed) throw new Error('the stored business data could not be read: see the error above');
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
  started = null;
}
