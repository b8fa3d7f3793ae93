import { seededDb } from '../../db/reset';
import type { Persistence } from '../../db/persistence';
import { DB_VERSION, type Db } from '../../db/store';
import type { StoredUpload } from './uploads-store';

/**
 * The business database the handlers work on: seeded on first use, in memory unless a persistence
 * is given (the browser worker gives IndexedDB, so a reload keeps what a user created). Tests get a
 * fresh seed per test file: setupMockServer forgets the live one.
 */

/** What is saved: the db plus the uploaded files, which the db's collections have no place for. */
interface Snapshot extends Db {
  uploads?: StoredUpload[];
}

interface LiveState {
  db: Db;
  uploads: StoredUpload[];
}

const SAVE_DEBOUNCE_MS = 400;

let persistence: Persistence | null = null;
let live: LiveState | undefined;
let loading: Promise<LiveState> | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let saving: Promise<void> = Promise.resolve();

/** Where the live db is kept between page loads; null keeps it in memory only (tests). */
export function persistBusinessDbIn(next: Persistence | null): void {
  persistence = next;
  live = undefined;
  loading = undefined;
}

/** The seed, with the labels its WAREHOUSE_ONLY orders were given as uploads (a chunk of its own: jsPDF). */
async function fresh(): Promise<LiveState> {
  const db = seededDb();
  const { seededWaybills } = await import('./seeded-waybills');
  return { db, uploads: await seededWaybills(db) };
}

async function load(): Promise<LiveState> {
  if (!persistence) return await fresh();
  try {
    const stored = (await persistence.load()) as Snapshot | undefined;
    // A snapshot of an older shape is dropped: the seed of this version replaces it.
    if (stored && stored.version === DB_VERSION) {
      const { uploads = [], ...db } = stored;
      return { db, uploads };
    }
  } catch {
    // An unreadable store (private mode, a quota) must not stop the demo: start from the seed.
  }
  const state = await fresh();
  scheduleSave(state);
  return state;
}

async function liveState(): Promise<LiveState> {
  if (live) return live;
  loading ??= load().then((state) => {
    live = state;
    return state;
  });
  return loading;
}

export async function liveDb(): Promise<Db> {
  return (await liveState()).db;
}

export async function liveUploads(): Promise<StoredUpload[]> {
  return (await liveState()).uploads;
}

function scheduleSave(state: LiveState): void {
  if (!persistence) return;
  const target = persistence;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    const snapshot: Snapshot = { ...state.db, uploads: state.uploads };
    saving = saving.then(() => target.save(snapshot)).catch(() => undefined);
  }, SAVE_DEBOUNCE_MS);
}

/** After a write: saves the db a moment later, once a burst of writes has settled. */
export function markChanged(): void {
  if (live) scheduleSave(live);
}

/** Waits for a pending save (tests, and before a reload that must see the change). */
export async function flushSaves(): Promise<void> {
  if (saveTimer !== undefined && live) {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    const snapshot: Snapshot = { ...live.db, uploads: live.uploads };
    const target = persistence;
    if (target) saving = saving.then(() => target.save(snapshot)).catch(() => undefined);
  }
  await saving;
}

/** "Reset demo data": the seed back, with its labels, users' uploads gone, and the stored copy replaced. */
export async function resetDemoData(): Promise<Db> {
  const state = await liveState();
  const seeded = await fresh();
  Object.assign(state.db, seeded.db);
  state.uploads.splice(0, state.uploads.length, ...seeded.uploads);
  scheduleSave(state);
  await flushSaves();
  return state.db;
}
