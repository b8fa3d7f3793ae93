import { AUDIT_SECRET, type AuditChange, type AuditOp } from '@/api/audit-types';
import { callScope } from './call-scope';
import { recordUndo } from './tx';
import type { CollectionName, Db } from './store';

/**
 * What a call changes, as the store is told of it (issue #41 §4): every record inserted, changed or
 * removed through `insert`, `update`, `updateAll` and `removeById` while a recording is open, with the
 * fields it changed, their old and new values. The call's route opens one (server/api/audit.ts) and
 * writes what it holds as an audit entry in the same transaction, when the call succeeds; the seed and
 * the tests that open none record nothing. A write taken back (a nested transaction that failed) takes
 * its note back with it.
 */
export interface Recording {
  db: Db;
  changes: AuditChange[];
  /** records changed beyond MAX_CHANGES */
  more: number;
}

const recordings = callScope<Recording>();

/** Records kept whole per entry; the rest are counted (a settlement bills a year of fee items). */
export const MAX_CHANGES = 100;
/** A value longer than this as JSON is kept cut, with an ellipsis. */
const MAX_VALUE_CHARS = 300;

/** The field that names a record of a collection for people; the documents' come from kinds.ts. */
const LABEL_FIELDS: Partial<Record<CollectionName | 'accounts', string>> = {
  accounts: 'username',
  customers: 'code',
  warehouses: 'code',
  carriers: 'code',
  skus: 'sku',
  inbounds: 'inboundNo',
  outbounds: 'outboundNo',
  outboundBatches: 'batchNo',
  rmas: 'rmaNo',
  recharges: 'rechargeNo',
  settlements: 'settlementNo',
};

/** What the trail never records: its own entries. */
const UNRECORDED: ReadonlySet<string> = new Set(['auditEvents']);

/** Fields whose values the trail never keeps, only that they changed (a password's hash). */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['passwordHash', 'password']);

/** Runs `fn` with a recording of its writes to `db` open: what it changed is in the recording after. */
export async function recordingWrites<T>(db: Db, fn: (recording: Recording) => Promise<T>): Promise<T> {
  const recording: Recording = { db, changes: [], more: 0 };
  return await recordings.run(recording, () => fn(recording));
}

type Fields = Record<string, unknown>;

/** A value as the trail keeps it: as it is, or cut to MAX_VALUE_CHARS of its JSON. */
export function keptValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string')
    return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : value;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Whether people name a record of `name` by a number or code of its own (a document, a master). */
export const isNamed = (name: string): boolean => LABEL_FIELDS[name as CollectionName] !== undefined;

function labelOf(name: string, record: Fields): string {
  const field = LABEL_FIELDS[name as CollectionName];
  for (const value of [field === undefined ? undefined : record[field], record.email])
    if (typeof value === 'string' && value !== '') return value;
  return String(record.id);
}

function customerOf(name: string, record: Fields): string | null {
  if (name === 'customers') return String(record.id);
  const owner = record.customerId ?? record.ownerCustomerId;
  return typeof owner === 'string' && owner !== '' ? owner : null;
}

/**
 * Tells the open recording (if any, and of this db) that `record` of `name` is being inserted,
 * changed by `patch` (its values before the change are `record`'s) or removed. Called by the store
 * before the write; nothing happens outside a recording.
 */
export function noteWrite(db: Db, name: string, op: AuditOp, record: object, patch?: object): void {
  const recording = recordings.get();
  if (recording === undefined || recording.db !== db || UNRECORDED.has(name)) return;
  noteIn(recording, name, op, record as Fields, patch as Fields | undefined);
}

/** A note of a change made outside the store (a sign-in account), into the open recording. */
export function noteChange(change: AuditChange): void {
  const recording = recordings.get();
  if (recording === undefined) return;
  push(recording, change);
}

function noteIn(recording: Recording, name: string, op: AuditOp, record: Fields, patch?: Fields): void {
  const change = changeOf(name, op, record, patch);
  if (change) push(recording, change);
}

const kept = (key: string, value: unknown): unknown =>
  SECRET_FIELDS.has(key) && value !== undefined && value !== null ? AUDIT_SECRET : keptValue(value);

/**
 * The change `op` makes to `record` of `name` (for an update: `patch` over it), or null when an
 * update changes no field. Every field of an insert; none of a removal; a secret's values never.
 */
export function changeOf(name: string, op: AuditOp, record: Fields, patch?: Fields): AuditChange | null {
  const fields: AuditChange['fields'] = {};
  if (op === 'insert') {
    // what it was made with: its empty fields say nothing
    for (const [key, value] of Object.entries(record))
      if (key !== 'id' && !isEmpty(value)) fields[key] = [null, kept(key, value)];
  } else if (op === 'update' && patch) {
    for (const key of Object.keys(patch)) {
      if (key === 'id' || same(record[key], patch[key])) continue;
      fields[key] = [kept(key, record[key]), kept(key, patch[key])];
    }
    // a write that changed nothing is no change
    if (Object.keys(fields).length === 0) return null;
  }
  return {
    collection: name,
    id: String(record.id),
    label: labelOf(name, { ...record, ...patch }),
    customerId: customerOf(name, record),
    op,
    fields,
  };
}

function push(recording: Recording, change: AuditChange): void {
  const whole = recording.changes.length < MAX_CHANGES;
  if (whole) recording.changes.push(change);
  else recording.more += 1;
  // taken back with the write it notes: undo runs newest first, so this note is the last one
  recordUndo(recording.db, () => {
    if (whole) recording.changes.pop();
    else recording.more -= 1;
  });
}

/** Whether a recording is open for the call running (its writes are being recorded). */
export const recording = (): boolean => recordings.get() !== undefined;
