import { seededDb } from '../../db/reset';
import type { Persistence } from '../../db/persistence';
import { DB_VERSION, type Db } from '../../db/store';
import { seededReceipts } from './seeded-receipts';
import { seededWaybills } from './seeded-waybills';
import type { StoredUpload } from './uploads-store';

/**
 * The business database the handlers work on: seeded on first use, in memory unless a persistence
 * is given (the browser worker gives IndexedDB, so a reload keeps what a user created). Tests get a
 * fresh seed per test file: setupMockServer forgets the live one.
 */

/** What is saved: the db plus the uploaded files, which the db's collections have no place for. */
interface Snapshot extends Db {
  uploads?: StoredUpload[];
  /** The seed's files (receipts, labels) are among the uploads. */
  filesSeeded?: boolean;
}

interface LiveState {
  db: Db;
  uploads: StoredUpload[];
  filesSeeded: boolean;
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

const fresh = (): LiveState => ({ db: seededDb(), uploads: [], filesSeeded: false });

async function load(): Promise<LiveState> {
  if (!persistence) return fresh();
  try {
    const stored = (await persistence.load()) as Snapshot | undefined;
    // A snapshot of an older shape is dropped: the seed of this version replaces it.
    if (stored && stored.version === DB_VERSION) {
      const { uploads = [], filesSeeded = false, ...db } = stored;
      return { db, uploads, filesSeeded };
    }
  } catch {
    // An unreadable store (private mode, a quota) must not stop the demo: start from the seed.
  }
  const state = fresh();
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

/**
 * The files the seed's documents say were uploaded: the bank transfers' receipts and the labels of
 * the WAREHOUSE_ONLY orders (`waybillUploaded`), written as PDFs the way a user's upload is stored.
 */
async function seededFiles(db: Db): Promise<StoredUpload[]> {
  const [receipts, labels] = await Promise.all([seededReceipts(db), seededWaybills(db)]);
  return [...receipts, ...labels];
}

// The seed's files being written (once per seeded state).
const writingFiles = new WeakMap<LiveState, Promise<void>>();

/**
 * The uploaded files. The seed's files are written on the first call of a fresh seed rather than
 * with the seed, so a test (or a visit) that never opens a file never pays for its PDFs.
 */
export async function liveUploads(): Promise<StoredUpload[]> {
  const state = await liveState();
  if (!state.filesSeeded) {
    let writing = writingFiles.get(state);
    if (!writing) {
      const current: Promise<void> = seededFiles(state.db).then((files) => {
        // a reset meanwhile starts over
        if (writingFiles.get(state) !== current) return;
        state.uploads.unshift(...files);
        state.filesSeeded = true;
        scheduleSave(state);
      });
      writingFiles.set(state, current);
      writing = current;
    }
    await writing;
  }
  return state.uploads;
}

function scheduleSave(state: LiveState): void {
  if (!persistence) return;
  const target = persistence;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = undefined;
    const snapshot: Snapshot = { ...state.db, uploads: state.uploads, filesSeeded: state.filesSeeded };
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
    const snapshot: Snapshot = { ...live.db, uploads: live.uploads, filesSeeded: live.filesSeeded };
    const target = persistence;
    if (target) saving = saving.then(() => target.save(snapshot)).catch(() => undefined);
  }
  await saving;
}

/** "Reset demo data": the seed back, users' uploads gone (the seed's files come back), and the stored copy replaced. */
export async function resetDemoData(): Promise<Db> {
  const state = await liveState();
  Object.assign(state.db, seededDb());
  state.uploads.length = 0;
  state.filesSeeded = false;
  writingFiles.delete(state);
  scheduleSave(state);
  await flushSaves();
  return state.db;
}
