import { COLLECTION_NAMES, DB_VERSION } from './store';
import { isTableName } from './tables';

/**
 * Stored snapshots of older builds, brought to this one version by version: `migrations[n]` turns a
 * version-n snapshot into a version-(n+1) one, in place. A change of the db's shape bumps DB_VERSION
 * and adds its step here, so what a user created survives a new build.
 */
type Raw = Record<string, unknown>;
type Migration = (snapshot: Raw) => void;

const records = (snapshot: Raw, name: string): Raw[] => {
  const list = snapshot[name];
  return Array.isArray(list) ? list.filter((item): item is Raw => isObject(item)) : [];
};

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null;

/** Fee items of before v7 did not record their tariff rule: the amount stands as it was charged. */
export const MIGRATED_FEE_NOTE = 'charged before fee items recorded their tariff rule';

export const migrations: Readonly<Record<number, Migration>> = {
  // v6: an outbound order keeps whether the customer's own label is uploaded. Older snapshots have
  // no label files, so none is.
  5: (snapshot) => {
    for (const order of records(snapshot, 'outbounds')) order.waybillUploaded ??= false;
  },
  // v7: purses keep the merchant's low-balance alert; fee items the tariff rule that priced them.
  // Two builds called themselves v6 (labels, and finance), so each step also fills what the other
  // added.
  6: (snapshot) => {
    migrations[5](snapshot);
    for (const purse of records(snapshot, 'purses')) purse.lowBalanceAlert ??= null;
    for (const fee of records(snapshot, 'fees')) {
      const amount = typeof fee.amount === 'number' ? fee.amount : 0;
      fee.tariffRule ??= { key: 'ADJUSTMENT', params: { note: MIGRATED_FEE_NOTE, amount } };
    }
  },
  // v8: an uploaded file keeps its bytes, not a data URL of them (a third smaller, and what a served
  // file is made of).
  7: (snapshot) => {
    for (const upload of records(snapshot, 'uploads')) {
      if (typeof upload.dataUrl !== 'string') continue;
      upload.bytes = bytesOfDataUrl(upload.dataUrl);
      delete upload.dataUrl;
    }
  },
  // v9: the order files the import committed are kept with the data (they were in the process's
  // memory, and a restart forgot them): none is known of an older snapshot.
  8: (snapshot) => {
    if (!(snapshot.importedFiles instanceof Map)) snapshot.importedFiles = new Map();
  },
  // v10: where the data has a database, customers, warehouses and carriers are its tables
  // (tables.ts), not lists of the snapshot, and the document counters its rows. A snapshot that still holds them is brought in by the
  // engine as it loads (`liveTables`), which a migration of the snapshot alone cannot do; an older
  // build reading a version-10 snapshot without them sets it aside rather than lose them.
  9: () => undefined,
  // v11: so are the SKUs' declarations, certificates, listings, carton bindings and the return
  // strategies (brought in as v10's were).
  10: () => undefined,
  // v12: and the stock balances.
  11: () => undefined,
  // v13: and the purses.
  12: () => undefined,
  // v14: and the purse ledger.
  13: () => undefined,
  // v15: the uploaded files are the db's own (where it has a database, the rows of its `upload`
  // table: a snapshot that still holds them is brought in as the engine loads it), and the seed's
  // files are no longer stored beside it but rendered from their documents (seeded-files.ts): the
  // mark that said they were stored goes. Files an older build stored for the seed stay, as uploads.
  14: (snapshot) => {
    if (!Array.isArray(snapshot.uploads)) snapshot.uploads = [];
    delete snapshot.filesSeeded;
  },
  // v16: the audit trail, empty before it (where the db has a database, its `audit_event` table: the
  // engine brings the empty list in as it loads).
  15: (snapshot) => {
    if (!Array.isArray(snapshot.auditEvents)) snapshot.auditEvents = [];
  },
};

/** The bytes a `data:<type>;base64,<data>` URL holds. */
export function bytesOfDataUrl(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type Upgrade =
  | { ok: true; snapshot: Raw; from: number }
  | { ok: false; reason: 'shape' | 'version'; version: number | null };

const COLLECTIONS: readonly string[] = COLLECTION_NAMES;

/** Why a snapshot cannot be the live db, or null when it has the db's shape. */
export function shapeProblem(snapshot: Raw): string | null {
  // the counters, the effects applied and the imported files kept in the database's tables are not
  // in the snapshot
  if (!(snapshot.counters instanceof Map) && snapshot.counters !== undefined) return 'counters';
  if (!(snapshot.appliedEffects instanceof Set) && snapshot.appliedEffects !== undefined)
    return 'appliedEffects';
  if (!(snapshot.importedFiles instanceof Map) && snapshot.importedFiles !== undefined)
    return 'importedFiles';
  for (const name of COLLECTIONS) {
    const list = snapshot[name];
    // a collection kept in a table of the database is not in the snapshot
    if (list === undefined && isTableName(name)) continue;
    if (!Array.isArray(list)) return name;
    if (!list.every((item) => isObject(item) && typeof item.id === 'string')) return name;
  }
  if (snapshot.uploads !== undefined && !Array.isArray(snapshot.uploads)) return 'uploads';
  return null;
}

/**
 * The stored value as a snapshot of this version: migrated step by step when older; refused when it
 * is not a snapshot, is newer than this build, has no path here, or fails its shape check.
 */
export function upgradeSnapshot(stored: unknown): Upgrade {
  if (!isObject(stored) || typeof stored.version !== 'number' || !Number.isInteger(stored.version)) {
    return { ok: false, reason: 'shape', version: null };
  }
  const from = stored.version;
  if (from > DB_VERSION) return { ok: false, reason: 'version', version: from };
  // Steps only add what a version lacks, so a refused snapshot is kept aside as good as it was.
  const snapshot = stored;
  try {
    for (let version = from; version < DB_VERSION; version += 1) {
      const step = migrations[version];
      if (!step) return { ok: false, reason: 'version', version: from };
      step(snapshot);
    }
    snapshot.version = DB_VERSION;
  } catch {
    return { ok: false, reason: 'shape', version: from };
  }
  if (shapeProblem(snapshot)) return { ok: false, reason: 'shape', version: from };
  return { ok: true, snapshot, from };
}
