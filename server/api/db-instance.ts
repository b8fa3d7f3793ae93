import { DATA_STATUS_EVENT, type DataStatus, type KeptAsideChoice } from '@/api/business/types/demo-data';
import { now } from './clock';
import { markAll, takeChanges, trackChanges } from '../store/changes';
import { upgradeSnapshot } from '../store/migrations';
import { seededDb } from '../store/reset';
import type { KeptKind, KeptWhen, Persistence } from '../store/persistence';
import { createDb, DB_VERSION, type Db } from '../store/store';
import { isoOfMs } from '../store/iso-time';
import { callScopesCarried } from '../store/call-scope';
import { bindTables, holdsNoData, liveTables, tableContents, unbindTables } from '../store/tables';
import { transact } from '../store/tx';
import type { StoredUpload, UploadInfo } from '../store/types/upload';
import { uploadsMeeting } from '../store/uploads';

/**
 * The business database the handlers work on: the tables of the store it is given (the service's
 * SQLite or PostgreSQL, the browser worker's SQLite), written with the demo data on the first start
 * of a store that holds nothing. Nothing of the data stays in this module between calls: the live db
 * is a view of the tables, read and written in each call's transaction. Tests give each file a store
 * of its own (setupMockServer).
 *
 * What a user created is not lost:
 * - an older build's snapshot (lists, carried over from IndexedDB) is migrated version by version
 *   (`db/migrations.ts`) and written into the tables; one that cannot be (not a snapshot, a newer
 *   build's, failing its shape check) is kept aside under another key, the console starts from the
 *   seed and says so (`GET Mock/DataStatus`);
 * - a read that fails is tried again, then reported; the store is never written over, every write is
 *   refused, and a copy of the demo data in memory answers meanwhile where the home has one (`standIn`);
 * - a write is committed before it is answered (`writing`), and one that cannot be refuses the call.
 */

/** What is saved: the db (its collections kept in tables left out). */
type Snapshot = Db;

interface LiveState {
  db: Db;
  /**
   * The stored revision this copy is; -1 when it is not the store's (the store could not be read, or
   * could not take the starting data): then every write is refused.
   */
  revision: number;
  /**
   * What the state reads in place of the store, when its revision is -1: a copy of the demo data in
   * memory (`Persistence.scratchCopy`), or nothing (every call then answers 503).
   */
  standIn?: Persistence | null;
  /**
   * The uploads the db holds as its own list (not yet its table's rows), as last saved or read: a
   * save writes the files only when they differ (one added, a label voided, a receipt given its
   * document). None: not stored yet.
   */
  savedUploads?: StoredUpload[];
}

/** What is kept under the persistence's aside key: the unusable snapshot and why. */
interface KeptAside {
  keptAside: true;
  reason: 'shape' | 'version';
  version: number | null;
  at: string;
  /** The user chose to keep it aside: no notice any more. */
  acknowledged: boolean;
  snapshot: unknown;
}

const READ_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 40;

let persistence: Persistence | null = null;
let live: LiveState | undefined;
let loading: Promise<LiveState> | undefined;
let saving: Promise<void> = Promise.resolve();
let status: DataStatus = { keptAside: null, readFailed: false, saveFailed: false };

/** Changes the status and tells the console (in the browser, the notice asks again). */
function setStatus(patch: Partial<DataStatus>): void {
  const next = { ...status, ...patch };
  const same = (Object.keys(next) as (keyof DataStatus)[]).every((key) => next[key] === status[key]);
  status = next;
  if (!same) announceStatus();
}

const tellThePage = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DATA_STATUS_EVENT));
};
let announceStatus: () => void = tellThePage;

/** How a change of status reaches the console: an event on the page, or a message from the worker. */
export function announceStatusWith(next: (() => void) | null): void {
  announceStatus = next ?? tellThePage;
}

/**
 * The store could not be read (or could not take the starting data) and no copy in memory stands in
 * for it: a call that needs the data answers 503 in words.
 */
export class DataUnavailableError extends Error {
  constructor() {
    super('the stored business data could not be read');
  }
}

/** The save of a change failed: the call that made it answers this rather than success. */
export class NotSavedError extends Error {
  constructor(cause: unknown) {
    super('the change could not be saved in this browser', { cause });
  }
}

/**
 * The store the engine keeps the business data in (every collection its tables' rows: nothing of the
 * data stays in this process between calls); null lets it go (shutdown, the end of a test), and a
 * call then fails until another is given. A store that holds nothing yet starts with `starting` (the
 * demo data unless told).
 */
/** Whether this home keeps the business data (the service, the browser's worker; not the page). */
export const keepsBusinessData = (): boolean => persistence !== null;

export function persistBusinessDbIn(next: Persistence | null, starting: StartingData = 'demo'): void {
  persistence = next;
  startingData = starting;
  callsAtOnce = 1;
  live = undefined;
  loading = undefined;
  saving = Promise.resolve();
  status = { keptAside: null, readFailed: false, saveFailed: false };
}

/** What the store holds, as the engine reads it at start, once the saves so far are written (journeys). */
export async function storedBusinessData(): Promise<unknown> {
  await saving;
  if (!persistence) return undefined;
  // the whole data, as a snapshot would carry it: the collections kept in tables with the rest
  return await withTableRows(persistence, await persistence.load());
}

/** The state's changes are watched from now on: everything is new to the store, or none of it. */
function watched(state: LiveState, everything: boolean): LiveState {
  trackChanges(state.db, everything);
  return state;
}

/**
 * What a store holding nothing starts with: the demo data (every home by default), or nothing at all
 * (a served deployment started with `--empty`: no documents, no masters, none of the seed's files).
 */
export type StartingData = 'demo' | 'empty';
let startingData: StartingData = 'demo';

// Where the demo data comes from: seeded here, in every home (a test may hand it another's).
let demoData: () => Promise<Db> = () => seededDb();

/** How a fresh state gets the demo data; without an argument, by seeding it here. */
export function takeDemoDataFrom(next?: () => Promise<Db>): void {
  demoData = next ?? (() => seededDb());
}

/** What a fresh state holds: the demo data, or nothing. */
const startingDb = async (): Promise<Db> => (startingData === 'empty' ? createDb() : await demoData());

/**
 * A state built anew on the store's tables: `db` (built before a call's transaction: seeding runs
 * transactions of its own), or the starting data.
 */
const fresh = async (revision = 0, db?: Db): Promise<LiveState> =>
  await made(watched({ db: db ?? (await startingDb()), revision }, true));

/**
 * A state's db on the store's tables, where the store is a database (tables.ts): its moved
 * collections are read and written there, and the ones it holds as lists (the seed's, an older
 * snapshot's) replace what the tables held, at once. A state not read from the store (revision -1:
 * the stored data could not be read) stays in memory whole: it must not write over what may well be
 * there.
 */
const made = (state: LiveState): Promise<LiveState> => madeIn(persistence, state);

/** `made` on `target`'s tables. */
async function madeIn(target: Persistence | null, state: LiveState): Promise<LiveState> {
  if (state.revision < 0) return state;
  const home = await target?.tableHome?.();
  if (!home) return state;
  bindTables(state.db, home);
  try {
    await liveTables(state.db);
  } catch (error) {
    // its lists are still its own (liveTables takes them out once their rows are written)
    unbindTables(state.db);
    throw error;
  }
  return state;
}

/**
 * Writes `db` (plain data: the seed) into `target`, a store that holds nothing, as a first start of
 * the service writes the demo data: every collection into its table, the rest of the state saved as
 * revision 1. Nothing of this module's own state is touched, so a worker whose engine is opening its
 * store can build a database apart with it (mocks/worker: the seeded database made in the browser).
 */
export async function storeFirstStart(target: Persistence, db: Db): Promise<void> {
  await saveState(target, await madeIn(target, watched({ db, revision: 0 }, true)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the stored snapshot, trying again after a failure; throws the last error. */
async function readStored(target: Persistence): Promise<{ value: unknown; revision: number }> {
  let failure: unknown;
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt += 1) {
    try {
      const revision = await target.revision();
      return { value: await target.load(), revision };
    } catch (error) {
      failure = error;
      if (attempt < READ_ATTEMPTS - 1) await pause(RETRY_PAUSE_MS * (attempt + 1));
    }
  }
  throw failure;
}

const snapshotOf = (state: LiveState): Snapshot => ({ ...state.db });

/** The files the db holds as its own list (none once they are its table's rows). */
const heldUploads = (db: Db): StoredUpload[] | undefined =>
  Array.isArray(db.uploads) ? db.uploads : undefined;

const copiesOf = (uploads: StoredUpload[] | undefined): StoredUpload[] | undefined =>
  uploads?.map((upload) => ({ ...upload }));

/** The ids of the files added or changed since `saved` (every file when nothing was saved). */
function filesChanged(uploads: StoredUpload[] | undefined, saved: StoredUpload[] | undefined): Set<string> {
  const before = new Map(saved?.map((upload) => [upload.id, upload as unknown as Record<string, unknown>]));
  const changed = new Set<string>();
  for (const upload of uploads ?? []) {
    const was = before.get(upload.id);
    const entries = Object.entries(upload);
    const same =
      was !== undefined &&
      entries.length === Object.keys(was).length &&
      entries.every(([key, value]) => was[key] === value);
    if (!same) changed.add(upload.id);
  }
  return changed;
}

function stateOf(snapshot: Snapshot, revision: number): LiveState {
  return { db: snapshot, revision, savedUploads: copiesOf(heldUploads(snapshot)) };
}

/** Saves what changed in the state since its last save (all of it, the first time). */
async function saveState(target: Persistence, state: LiveState): Promise<void> {
  const next = state.revision + 1;
  const changes = takeChanges(state.db);
  // each file its own part: the ones added or changed are written (a removed one the store drops);
  // copied before the write, so that files changed while it runs differ from these and go next time
  const changed = filesChanged(heldUploads(state.db), state.savedUploads);
  const files = copiesOf(heldUploads(state.db));
  try {
    await target.save(snapshotOf(state), next, { ...changes, records: new Map([['uploads', changed]]) });
  } catch (error) {
    // not written: the next save writes everything rather than forget these changes
    markAll(state.db);
    state.savedUploads = undefined;
    throw error;
  }
  state.savedUploads = files;
  state.revision = next;
}

const isKeptAside = (value: unknown): value is KeptAside =>
  typeof value === 'object' && value !== null && (value as KeptAside).keptAside === true;

async function noticeOfKeptAside(target: Persistence): Promise<DataStatus['keptAside']> {
  try {
    const aside = await target.keptAside();
    if (!isKeptAside(aside) || aside.acknowledged) return null;
    return { reason: aside.reason, version: aside.version, at: aside.at };
  } catch {
    return null;
  }
}

/** The stored data as this build's state: migrated, or set aside for the seed (run inside the lock). */
async function load(target: Persistence): Promise<LiveState> {
  let stored: { value: unknown; revision: number };
  try {
    stored = await readStored(target);
  } catch (error) {
    // Never the seed over data that may well be there: this tab writes nothing and says so.
    console.error('[engine] the stored business data could not be read:', error);
    setStatus({ readFailed: true });
    return await standIn(target);
  }
  setStatus({ keptAside: await noticeOfKeptAside(target) });
  if (stored.value === undefined) {
    // a store that holds nothing (the service's first start; a browser whose database could not
    // begin as the seeded one): the starting data written into it now, every table's rows. Where
    // they cannot be (no room), a copy in memory stands in, writes are refused, and the console
    // says the data is not saved (the service refuses to start)
    try {
      const replaced = await replacedByDemoData(target);
      if (replaced) return replaced;
      const state = await fresh(stored.revision);
      await saveState(target, state);
      return state;
    } catch (error) {
      console.error('[engine] the starting data could not be stored:', error);
      setStatus({ saveFailed: true });
      return await standIn(target);
    }
  }
  const upgrade = upgradeSnapshot(stored.value);
  if (upgrade.ok) {
    // as stored, unless migrated: then all of it is saved again
    const state = await made(
      watched(stateOf(upgrade.snapshot as unknown as Snapshot, stored.revision), upgrade.from < DB_VERSION),
    );
    if (upgrade.from < DB_VERSION) {
      await saveState(target, state).catch(() => {
        setStatus({ saveFailed: true });
      });
    }
    return state;
  }
  const aside: KeptAside = {
    keptAside: true,
    reason: upgrade.reason,
    version: upgrade.version,
    at: isoOfMs(now()),
    acknowledged: false,
    snapshot: await withTableRows(target, stored.value),
  };
  try {
    await target.keepAside(aside);
  } catch (error) {
    // Not kept aside, so not replaced either.
    console.error('[engine] the stored data this build cannot read could not be kept aside:', error);
    setStatus({ readFailed: true });
    return await standIn(target);
  }
  setStatus({ keptAside: { reason: aside.reason, version: aside.version, at: aside.at } });
  try {
    const replaced = await replacedByDemoData(target);
    if (replaced) return replaced;
  } catch (error) {
    console.error('[engine] the demo data could not replace the data kept aside:', error);
  }
  const state = await fresh(stored.revision);
  await saveState(target, state).catch(() => {
    setStatus({ saveFailed: true });
  });
  return state;
}

/**
 * The demo data's database put in place of the store's where the store can do that (the browser's,
 * `Persistence.replaceWithDemoData`: one copy of the seeded database's pages, not the seed's rows
 * written one by one), and read as this build's state; undefined where it cannot (the starting data
 * is not the demo's, the store has no such copy, or no seeded database for today). Run inside the
 * store's `exclusive`.
 */
async function replacedByDemoData(target: Persistence): Promise<LiveState | undefined> {
  if (startingData !== 'demo' || !target.replaceWithDemoData) return undefined;
  if (!(await target.replaceWithDemoData())) return undefined;
  const stored = await readStored(target);
  const upgrade = upgradeSnapshot(stored.value);
  if (!upgrade.ok)
    throw new Error(`the demo data's database holds no data this build reads (${upgrade.reason})`);
  return await made(watched(stateOf(upgrade.snapshot as unknown as Snapshot, stored.revision), false));
}

/**
 * What the engine answers from while its store cannot be read or could not take the starting data:
 * the demo data in a store in memory (`Persistence.scratchCopy`, the browser's), read as a start reads
 * a store, with every write refused (revision -1) and nothing of it kept. Where the home has none, or
 * it fails too, no call can be answered (`DataUnavailableError`: 503 in words).
 */
async function standIn(target: Persistence): Promise<LiveState> {
  let scratch: Persistence | undefined;
  try {
    scratch = await target.scratchCopy?.();
    if (scratch) {
      const stored = await readStored(scratch);
      const upgrade = upgradeSnapshot(stored.value);
      if (!upgrade.ok) throw new Error(`the copy holds no data this build reads (${upgrade.reason})`);
      const state = await madeIn(scratch, stateOf(upgrade.snapshot as unknown as Snapshot, stored.revision));
      return { ...state, revision: -1, standIn: scratch };
    }
  } catch (error) {
    console.error('[engine] no copy of the demo data could stand in for the store:', error);
  }
  return { db: createDb(), revision: -1, standIn: null };
}

/**
 * A stored snapshot with what the store's tables hold added to it (the collections and counters it
 * no longer carries itself), so that what is kept aside is whole: the fresh start that follows
 * replaces the tables' rows. A value that is not an object, or one already holding them, is as it was.
 */
async function withTableRows(target: Persistence, value: unknown): Promise<unknown> {
  const home = await target.tableHome?.();
  if (!home || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...(await tableContents(home)), ...value };
}

async function liveState(): Promise<LiveState> {
  if (live) return live;
  const target = persistence;
  if (!target) throw new Error('the business engine has no store (persistBusinessDbIn)');
  loading ??= target
    .exclusive(async () => await load(target))
    .catch(async (error: unknown) => {
      // the store could not even be opened (the browser's file is not a database): as a failed read
      console.error('[engine] the stored business data could not be read:', error);
      setStatus({ readFailed: true });
      return await standIn(target);
    })
    .then((state) => {
      live = state;
      return state;
    });
  return loading;
}

/** Puts a loaded state into the live one in place, so whoever holds the db sees it. */
function adopt(state: LiveState, next: LiveState): void {
  for (const key of Object.keys(state.db)) {
    if (!(key in next.db)) delete (state.db as unknown as Record<string, unknown>)[key];
  }
  Object.assign(state.db, next.db);
  // its arrays are new: the next save writes them all (a copy from the store, or the seed)
  markAll(state.db);
  state.savedUploads = next.savedUploads;
  state.revision = next.revision;
}

/** The stored copy into the live state; a copy this build cannot read stops this tab's saves. */
async function reloadFrom(target: Persistence, state: LiveState): Promise<void> {
  const stored = await readStored(target);
  const upgrade = upgradeSnapshot(stored.value);
  if (!upgrade.ok) {
    // A newer build in another tab: this one must not save over what it cannot read.
    setStatus({ readFailed: true });
    state.revision = -1;
    return;
  }
  adopt(state, stateOf(upgrade.snapshot as unknown as Snapshot, stored.revision));
  // on the tables (a state that could not be read at first is bound now), and an older build's
  // snapshot (another tab's) may still hold the moved collections as lists
  await made(state);
}

/**
 * Whether the state is only a view of the store's tables: it holds none of the data (every
 * collection and keyed value its tables' rows; every holder of the store moves what it holds as
 * lists into the tables as it reads it). Then a call reads and writes the tables alone: there is no
 * copy to bring up to date before it, no revision to check, and no snapshot to save after it.
 */
const onlyTables = (state: LiveState): boolean => state.revision >= 0 && holdsNoData(state.db);

/** Another tab saved since this copy was read: read its snapshot (run inside the lock). */
async function catchUp(target: Persistence, state: LiveState): Promise<void> {
  if (state.revision < 0 || onlyTables(state)) return;
  if ((await target.revision()) !== state.revision) await reloadFrom(target, state);
}

// The calls in turn (`serialized`): `callsAtOnce` at a time, one unless the engine lets them overlap.
let callsAtOnce = 1;
let callsRunning = 0;
const callsWaiting: (() => void)[] = [];

/**
 * Runs a call when the calls before it are done, or, once the engine lets calls overlap
 * (`letCallsOverlap`), as soon as fewer than that many run. In turn while the data may be this
 * process's copy in memory (docs/architecture.md, "From the bridge to SQL-native"): two calls taking
 * turns at each `await` would see each other's half-done writes, and a rollback of one would undo
 * what the other read. Each is a few milliseconds.
 */
export function serialized<T>(call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      callsRunning += 1;
      call()
        .then(resolve, reject)
        .finally(() => {
          callsRunning -= 1;
          callsWaiting.shift()?.();
        });
    };
    if (callsRunning < callsAtOnce) start();
    else callsWaiting.push(start);
  });
}

/**
 * Lets up to `atOnce` calls run at once (issue #40 §4: a call waiting on the database no longer
 * holds back the others), where that is safe: the live data is only a view of the store's tables
 * (`onlyTables`: nothing of it in memory for two calls to share) and each call's transaction and undo
 * journal are its own (call-scope.ts, carried across awaits). Whether it did. Bounded: a call may
 * hold two of the database pool's connections (its transaction, and a read of the sign-in state).
 */
export function letCallsOverlap(atOnce: number): boolean {
  if (!callScopesCarried() || !live || !onlyTables(live)) return false;
  callsAtOnce = Math.max(1, atOnce);
  return true;
}

/** The live db: its collections the store's tables. Throws DataUnavailableError when none can be read. */
export async function liveDb(): Promise<Db> {
  return dataOf(await liveState());
}

function dataOf(state: LiveState): Db {
  if (state.standIn === null) throw new DataUnavailableError();
  return state.db;
}

/** The store a state's calls read: the engine's, or the copy standing in for it. */
const storeOf = (state: LiveState | undefined): Persistence | null => state?.standIn ?? persistence;

/** The files the live db keeps (uploaded, not the seed's, which are rendered), without their bytes. */
export async function liveUploads(): Promise<UploadInfo[]> {
  return await uploadsMeeting(await liveDb(), {});
}

/**
 * Runs a call that only reads, in one snapshot of the store where it keeps one (PostgreSQL: a list's
 * page, total and counts see one moment though other processes commit); as it is elsewhere.
 */
export async function reading<T>(task: () => Promise<T>): Promise<T> {
  const target = storeOf(live);
  return target?.snapshot ? await target.snapshot(task) : await task();
}

/** Before a read: the latest stored copy, in case another tab wrote meanwhile. */
export async function readingLatest(): Promise<Db> {
  const state = await liveState();
  const target = persistence;
  if (target && state.revision >= 0 && !onlyTables(state)) {
    // A read answers from memory when the store cannot say which revision it holds.
    await target.exclusive(() => catchUp(target, state)).catch(() => undefined);
  }
  return dataOf(state);
}

/** What is kept beside the data: by the store (the copy standing in for it keeps nothing of a write). */
function keeper(): Pick<Persistence, 'kept' | 'keep' | 'forgetKept'> {
  const target = storeOf(live);
  if (!target) throw new Error('the business engine has no store (persistBusinessDbIn)');
  return target;
}

/** A value kept beside the data (`Persistence.keep`); inside `writing`, read in its transaction. */
export const kept = (kind: KeptKind, key: string): Promise<unknown> => keeper().kept(kind, key);

/** Keeps a value beside the data; inside `writing`, in its transaction: kept with the change or not at all. */
export const keep = (kind: KeptKind, key: string, value: unknown, when: KeptWhen): Promise<void> =>
  keeper().keep(kind, key, value, when);

/** What a call does in the same transaction as its task, before and after it (idempotency.ts). */
export interface AroundTask<T> {
  /** An answer instead of running the task (a repeat's kept answer), or undefined to run it. */
  before(): Promise<T | undefined>;
  /** After the task, before the save: what it answered kept (a write of its own). */
  after(result: T): Promise<void>;
}

/**
 * A call that may write: run with the latest copy while no other tab writes, and when `changed`
 * says it wrote, saved before it is answered, in one transaction of the store with the revision it
 * was checked against (`Persistence.transaction`), and with what `around` does. A save or commit that
 * fails puts the stored copy back and throws NotSavedError: the change is not acknowledged.
 */
export async function writing<T>(
  task: (db: Db) => Promise<T>,
  changed: (result: T) => boolean,
  around?: AroundTask<T>,
): Promise<T> {
  const state = await liveState();
  const target = persistence;
  if (!target) throw new Error('the business engine has no store (persistBusinessDbIn)');
  // The stored data could not be read: a change now could be neither saved nor kept.
  if (state.revision < 0) throw new NotSavedError(new Error('the stored data could not be read'));
  // whether the call got as far as saving: a failure from then on (the save, the commit) is not a
  // refusal of the call but a change that was not kept
  let saving = false;
  try {
    const result = await target.transaction(async () => {
      try {
        await catchUp(target, state);
      } catch (error) {
        throw new NotSavedError(error);
      }
      if (state.revision < 0) throw new NotSavedError(new Error('the stored data could not be read'));
      const early = await around?.before();
      if (early !== undefined) return early;
      // all or nothing in memory too: a call that throws leaves no write behind
      const answer = await transact(state.db, () => task(state.db));
      saving = true;
      await around?.after(answer);
      // nothing of the data is the state's own: its tables hold the change, in this transaction
      if (!changed(answer) || onlyTables(state)) return answer;
      await saveState(target, state);
      return answer;
    });
    if (saving) setStatus({ saveFailed: false });
    return result;
  } catch (error) {
    if (!saving) throw error;
    setStatus({ saveFailed: true });
    await target
      .exclusive(() => reloadFrom(target, state))
      .catch(() => {
        state.revision = -1;
        setStatus({ readFailed: true });
      });
    throw new NotSavedError(error);
  }
}

/** Waits for a pending background save (tests, the page being hidden or closed). */
export async function flushSaves(): Promise<void> {
  await saving;
}

/** What happened to the stored data, for the console's notice. */
export async function dataStatus(): Promise<DataStatus> {
  // The status is known once the store is read.
  // A browser that stores nothing yet has nothing to be told: the seed is built by the first call
  // that needs the data, not by this check, which every page makes as it loads (#18: the console's
  // first page after signing in does not wait for 5,000 orders it does not show).
  const target = persistence;
  if (!target) return status;
  if (!live && !loading && !(await target.holdsSnapshot().catch(() => true))) return status;
  await liveState();
  return status;
}

/** The user's answer to the kept-aside notice: keep the old snapshot aside, or discard it. */
export async function settleKeptAside(choice: KeptAsideChoice): Promise<void> {
  const target = persistence;
  await liveState();
  if (!target) return;
  await target.exclusive(async () => {
    if (choice === 'discard') {
      await target.dropKeptAside();
    } else {
      const aside = await target.keptAside();
      if (isKeptAside(aside)) await target.keepAside({ ...aside, acknowledged: true });
    }
  });
  setStatus({ keptAside: null });
}

/**
 * The reset where the store puts the demo data's database in place of its own (the browser's,
 * `Persistence.replaceWithDemoData`), then reads it as another tab's change: whether it did.
 */
async function replacedWithDemoData(): Promise<boolean> {
  const target = persistence;
  if (!target?.replaceWithDemoData) return false;
  const state = await liveState();
  if (state.revision < 0) throw new NotSavedError(new Error('the stored data could not be read'));
  let replaced: boolean;
  try {
    replaced = await target.exclusive(async () => {
      if (!(await target.replaceWithDemoData?.())) return false;
      await reloadFrom(target, state);
      return true;
    });
  } catch (error) {
    throw new NotSavedError(error);
  }
  if (replaced) setStatus({ saveFailed: false });
  return replaced;
}

/**
 * "Reset demo data": the seed back, users' uploads gone (the seed's files come back), and the stored
 * copy replaced. Refused (NotSavedError) while the stored data cannot be read or the reset not saved.
 */
export function resetDemoData(): Promise<Db> {
  return serialized(async () => {
    if (startingData === 'demo' && (await replacedWithDemoData())) return liveDb();
    // seeded before the call's transaction begins: the seed's steps are transactions on its own db
    const seed = await startingDb();
    await writing(
      async () => {
        const state = await liveState();
        adopt(state, { ...(await fresh(0, seed)), revision: state.revision });
        // the live db bound anew: the lists it now holds are the ones that count (in the browser,
        // each waits for its first write; elsewhere fresh() moved them into their tables)
        await made(state);
        await keeper().forgetKept();
      },
      () => true,
    );
    return liveDb();
  });
}
