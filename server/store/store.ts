import { now } from '../api/clock';
import { isoOfMs } from './iso-time';
import { markAll, markPositions, ownersOf, trackerOf } from './changes';
import {
  countMeeting,
  sumMeeting,
  deleteRow,
  insertRow,
  nextCounter,
  replaceRow,
  replaceRows,
  rowsById,
  rowsMeeting,
  rowsNaming,
  tableOf,
  valuesAt,
} from './tables';
import { onFieldWrite, recordUndo, writeField } from './tx';
import { noteWrite } from './audit-recorder';
import { derivationOf, type DerivedOf } from './derived';
import type {
  InboundOrder,
  OutboundBatch,
  OutboundOrder,
  Recharge,
  Rma,
  Settlement,
} from './types/documents';
import type { FeeItem, FlowEntry, InventoryBalance, Purse, PurseTransaction } from './types/ledger';
import type { Carrier, Customer, Entity, Warehouse } from './types/master';
import type { StoredUpload } from './types/upload';
import type { AuditEntry } from '@/api/audit-types';
import type { CartonBinding, Certificate, Declaration, Listing, ReturnStrategy, Sku } from './types/sku';

export interface Collections {
  customers: Customer[];
  warehouses: Warehouse[];
  carriers: Carrier[];
  skus: Sku[];
  declarations: Declaration[];
  certificates: Certificate[];
  listings: Listing[];
  cartons: CartonBinding[];
  returnStrategies: ReturnStrategy[];
  balances: InventoryBalance[];
  flow: FlowEntry[];
  purses: Purse[];
  purseTransactions: PurseTransaction[];
  fees: FeeItem[];
  inbounds: InboundOrder[];
  outbounds: OutboundOrder[];
  outboundBatches: OutboundBatch[];
  rmas: Rma[];
  recharges: Recharge[];
  settlements: Settlement[];
  /** the audit trail: who changed what, when and from where (audit-recorder.ts) */
  auditEvents: AuditEntry[];
}

export type CollectionName = keyof Collections;
export type DocOf<N extends CollectionName> = Collections[N][number];

/** Plain data only, so one structured clone saves or restores all of it. */
export interface Db extends Collections {
  /** Bumped when the shape changes, with a step in `migrations.ts` that brings a stored snapshot along. */
  version: number;
  /** Next document sequence per `prefix + yyyymmdd`. */
  counters: Map<string, number>;
  /** Effect keys already applied: replaying one changes nothing. */
  appliedEffects: Set<string>;
  /**
   * The order files committed by the outbound import, by `customerId:hash` of their rows: the same
   * file again is recognised (outbound-import.ts). Business data: a reseed forgets them with the orders.
   */
  importedFiles: Map<string, ImportedFile>;
  /**
   * The files users uploaded, in the order uploaded (a table's rows where the db is bound: the
   * functions of `uploads.ts` read and write them in either home).
   */
  uploads: StoredUpload[];
}

/** An order file the import committed for a customer: when, and how many orders it made. */
export interface ImportedFile {
  importedAt: string;
  orders: number;
}

export const DB_VERSION = 16;

export function createDb(): Db {
  return {
    version: DB_VERSION,
    counters: new Map(),
    appliedEffects: new Set(),
    importedFiles: new Map(),
    uploads: [],
    customers: [],
    warehouses: [],
    carriers: [],
    skus: [],
    declarations: [],
    certificates: [],
    listings: [],
    cartons: [],
    returnStrategies: [],
    balances: [],
    flow: [],
    purses: [],
    purseTransactions: [],
    fees: [],
    inbounds: [],
    outbounds: [],
    outboundBatches: [],
    rmas: [],
    recharges: [],
    settlements: [],
    auditEvents: [],
  };
}

/** The names of the db's collections (its arrays of records). */
export const COLLECTION_NAMES: readonly CollectionName[] = Object.entries(createDb())
  .filter(([name, value]) => Array.isArray(value) && name !== 'uploads')
  .map(([name]) => name as CollectionName);

// Positions by id, per array; rebuilt whenever a lookup finds it stale (a loaded snapshot, a splice).
const positions = new WeakMap<readonly Entity[], Map<string, number>>();

// Bumped whenever an array changes other than by appending (a removal, an undone insert or removal),
// so indexes kept elsewhere (`lookup.ts`) know to rebuild.
const removals = new WeakMap<readonly object[], number>();
const removed = (list: readonly object[]) => removals.set(list, (removals.get(list) ?? 0) + 1);

/** How many times records have left `list`: an index built at another count is stale. */
const removalsFrom = (list: readonly object[]): number => removals.get(list) ?? 0;

function positionOf(list: readonly Entity[], id: string): number {
  let index = positions.get(list);
  const known = index?.get(id);
  if (index && (known === undefined ? index.size === list.length : list[known]?.id === id)) {
    return known ?? -1;
  }
  index = new Map(list.map((item, i) => [item.id, i]));
  positions.set(list, index);
  return index.get(id) ?? -1;
}

const listOf = <N extends CollectionName>(db: Db, name: N): DocOf<N>[] => db[name];

/*
 * The store's calls are asynchronous: the collections move to tables one by one (docs/architecture.md,
 * "From the bridge to SQL-native"), and a query of a table is. Until a collection moves, its calls
 * answer from its array at once, and `serialized` (db-instance.ts) keeps calls from interleaving.
 */

function recordById<N extends CollectionName>(db: Db, name: N, id: string): DocOf<N> | undefined {
  const list = listOf(db, name);
  const at = positionOf(list, id);
  return at < 0 ? undefined : list[at];
}

export async function findById<N extends CollectionName>(
  db: Db,
  name: N,
  id: string,
): Promise<DocOf<N> | undefined> {
  const table = tableOf(db, name);
  if (table) return (await rowsById<N>(table, [id]))[0];
  return recordById(db, name, id);
}

/** The records of `ids` that exist, in the order of `ids`. */
export async function findByIds<N extends CollectionName>(
  db: Db,
  name: N,
  ids: readonly string[],
): Promise<DocOf<N>[]> {
  const table = tableOf(db, name);
  if (table) return rowsById<N>(table, ids);
  return ids.flatMap((id) => recordById(db, name, id) ?? []);
}

export async function insert<N extends CollectionName>(db: Db, name: N, doc: DocOf<N>): Promise<DocOf<N>> {
  const table = tableOf(db, name);
  if (table) {
    if ((await rowsById(table, [doc.id])).length > 0) throw new Error(`${name}: duplicate id ${doc.id}`);
    noteWrite(db, name, 'insert', doc);
    recordUndo(db, await insertRow(table, doc));
    return doc;
  }
  const list = listOf(db, name);
  if (positionOf(list, doc.id) >= 0) throw new Error(`${name}: duplicate id ${doc.id}`);
  noteWrite(db, name, 'insert', doc);
  list.push(doc);
  positions.get(list)?.set(doc.id, list.length - 1);
  const tracker = trackerOf(db);
  if (tracker) {
    tracker.owners?.set(doc, name);
    markPositions(tracker, name, list.length - 1);
  }
  recordUndo(db, () => {
    // Undo runs newest first, so the record is still the last one.
    list.pop();
    positions.get(list)?.delete(doc.id);
    removed(list);
  });
  return doc;
}

/** A field of `target` was written: the chunk of its record changed (changes.ts). */
onFieldWrite((db, target) => {
  const tracker = trackerOf(db);
  if (!tracker || tracker.all) return;
  tracker.owners ??= ownersOf(db, COLLECTION_NAMES);
  const name = tracker.owners.get(target);
  const at = name === undefined ? -1 : positionOf(listOf(db, name), (target as Entity).id);
  if (name === undefined || at < 0) markAll(db);
  else markPositions(tracker, name, at);
});

/** Takes a record out of its collection; false when there was none. */
export async function removeById<N extends CollectionName>(db: Db, name: N, id: string): Promise<boolean> {
  const table = tableOf(db, name);
  if (table) {
    const [doc] = await rowsById(table, [id]);
    if (!doc) return false;
    noteWrite(db, name, 'remove', doc);
    recordUndo(db, await deleteRow(table, doc));
    return true;
  }
  const list = listOf(db, name);
  const at = positionOf(list, id);
  if (at < 0) return false;
  noteWrite(db, name, 'remove', list[at]);
  const [doc] = list.splice(at, 1);
  positions.delete(list);
  removed(list);
  // the records after it moved up: every chunk from its own to the last one changed
  const tracker = trackerOf(db);
  if (tracker) markPositions(tracker, name, at, list.length);
  recordUndo(db, () => {
    list.splice(at, 0, doc);
    positions.delete(list);
    removed(list);
  });
  return true;
}

/**
 * Changes the stored record and returns it; throws on an unknown id. An array's record is changed in
 * place; a table's is written anew, and the record answered is a copy (hold no other).
 */
export async function update<N extends CollectionName>(
  db: Db,
  name: N,
  id: string,
  patch: Partial<DocOf<N>>,
): Promise<DocOf<N>> {
  const table = tableOf(db, name);
  if (table) {
    const [before] = await rowsById<N>(table, [id]);
    if (!before) throw new Error(`${name}: no record ${id}`);
    const after = { ...before, ...patch, id: before.id };
    noteWrite(db, name, 'update', before, patch);
    recordUndo(db, await replaceRow(table, before, after));
    return after;
  }
  const doc = recordById(db, name, id);
  if (!doc) throw new Error(`${name}: no record ${id}`);
  noteWrite(db, name, 'update', doc, patch);
  for (const key of Object.keys(patch) as (keyof DocOf<N>)[]) {
    if (key !== 'id') writeField(db, doc, key, patch[key] as DocOf<N>[typeof key]);
  }
  return doc;
}

/**
 * Changes the stored records of `ids` alike (a settlement bills its period's fee items): a table's in
 * one write per thousand, an array's in place. Throws on an unknown id, having changed nothing.
 */
export async function updateAll<N extends CollectionName>(
  db: Db,
  name: N,
  ids: readonly string[],
  patch: Partial<DocOf<N>>,
): Promise<void> {
  const table = tableOf(db, name);
  if (table) {
    const before = await rowsById<N>(table, ids);
    if (before.length !== new Set(ids).size)
      throw new Error(`${name}: not every record of ${ids.length} exists`);
    const after = before.map((doc) => ({ ...doc, ...patch, id: doc.id }));
    for (const doc of before) noteWrite(db, name, 'update', doc, patch);
    recordUndo(db, await replaceRows(table, before, after));
    return;
  }
  const docs = ids.map((id) => recordById(db, name, id));
  if (docs.some((doc) => doc === undefined))
    throw new Error(`${name}: not every record of ${ids.length} exists`);
  for (const doc of docs as DocOf<N>[]) {
    noteWrite(db, name, 'update', doc, patch);
    for (const key of Object.keys(patch) as (keyof DocOf<N>)[]) {
      if (key !== 'id') writeField(db, doc, key, patch[key] as DocOf<N>[typeof key]);
    }
  }
}

/**
 * Which records a read wants, as a table can be asked for them: each named field equal to the value
 * given, or to one of the values of a list. Every condition must hold; none given is every record.
 * (A function would say more, but a database cannot run it: what criteria cannot say is a query of the
 * area's own, docs/architecture.md, "From the bridge to SQL-native".)
 */
export type Criteria<T> = {
  [K in keyof T]?: T[K] | readonly T[K][];
};

/** A collection's criteria: on its records' fields, and on those the service derives (derived.ts). */
export type CriteriaOf<N extends CollectionName> = Criteria<DocOf<N> & DerivedOf<N>>;

function matches<T>(doc: T, criteria: Criteria<T>, name?: CollectionName): boolean {
  for (const key of Object.keys(criteria) as (keyof T)[]) {
    const wanted = criteria[key];
    const derive = name && (derivationOf(name, key as string) as ((doc: T) => unknown) | undefined);
    const value = derive ? derive(doc) : doc[key];
    if (Array.isArray(wanted) ? !(wanted as unknown[]).includes(value) : value !== wanted) return false;
  }
  return true;
}

/** Whether `doc` meets any of the criteria (a list's scope: a customer's own, or the official ones). */
export const meetsAny = <T>(doc: T, any: readonly Criteria<T>[]): boolean =>
  any.some((criteria) => matches(doc, criteria));

/** An index over an array, and how far into it (and up to which record) it has read. */
export interface AppendedIndex<T extends object, I> {
  size: number;
  last: T | undefined;
  removals: number;
  index: I;
}

/**
 * An index over `list` kept per array: records appended since the last look are taken in (`add`), and
 * a removal, or a list that is not the one read before, starts it anew (`empty`). The seed resolves
 * hundreds of thousands of codes and customers' records through such indexes.
 */
export function appendedIndex<T extends object, I>(
  indexes: WeakMap<readonly T[], AppendedIndex<T, I>>,
  list: readonly T[],
  empty: () => I,
  add: (index: I, item: T) => void,
): I {
  let kept = indexes.get(list);
  if (
    !kept ||
    kept.removals !== removalsFrom(list) ||
    kept.size > list.length ||
    (kept.size > 0 && list[kept.size - 1] !== kept.last)
  ) {
    kept = { size: 0, last: undefined, removals: removalsFrom(list), index: empty() };
    indexes.set(list, kept);
  }
  for (; kept.size < list.length; kept.size += 1) {
    const item = list[kept.size];
    add(kept.index, item);
    kept.last = item;
  }
  return kept.index;
}

type Owned = { customerId: string };
const ownerIndexes = new WeakMap<readonly Owned[], AppendedIndex<Owned, Map<string, Owned[]>>>();

/**
 * A customer's records of `list`, in list order (a record's customer never changes). Callers filter
 * on the other fields.
 */
export function ownedBy<T extends Owned>(list: readonly T[], customerId: string): readonly T[] {
  const byCustomer = appendedIndex(
    ownerIndexes,
    list,
    () => new Map<string, Owned[]>(),
    (index, item) => {
      const own = index.get(item.customerId);
      if (own) own.push(item);
      else index.set(item.customerId, [item]);
    },
  );
  return (byCustomer.get(customerId) ?? []) as unknown as readonly T[];
}

/** The records of a list that meet `criteria`: a customer's through its index, when one is named. */
function meeting<T extends object>(list: readonly T[], criteria: Criteria<T>, name: CollectionName): T[] {
  const customerId = (criteria as { customerId?: unknown }).customerId;
  const from =
    typeof customerId === 'string' && list.length > 0 && 'customerId' in list[0]
      ? ownedBy(list as unknown as readonly { customerId: string }[], customerId)
      : list;
  return (from as readonly T[]).filter((doc) => matches(doc, criteria, name));
}

/** The first record (in the collection's order) that meets `criteria`. */
export async function find<N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N>,
): Promise<DocOf<N> | undefined> {
  const table = tableOf(db, name);
  if (table) return (await rowsMeeting<N>(table, criteria, true))[0];
  return listOf(db, name).find((doc) => matches(doc, criteria as Criteria<DocOf<N>>, name));
}

/** The records that meet `criteria`, in the collection's order; a copy of the list, never the list. */
export async function filter<N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N> = {},
): Promise<DocOf<N>[]> {
  const table = tableOf(db, name);
  if (table) return rowsMeeting<N>(table, criteria);
  return meeting(listOf(db, name), criteria as Criteria<DocOf<N>>, name);
}

/** How many records meet `criteria`: counted by the database where the collection is a table. */
export async function countOf<N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N> = {},
): Promise<number> {
  const table = tableOf(db, name);
  if (table) return countMeeting<N>(table, criteria);
  return meeting(listOf(db, name), criteria as Criteria<DocOf<N>>, name).length;
}

/** The sum of a numeric field of the records meeting `criteria`: the database sums where it can. */
export async function sumOf<N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N>,
  field: keyof DocOf<N> & string,
): Promise<number> {
  const table = tableOf(db, name);
  if (table) return sumMeeting<N>(table, criteria, field);
  return meeting(listOf(db, name), criteria as Criteria<DocOf<N>>, name).reduce(
    (total, doc) => total + Number(doc[field] ?? 0),
    0,
  );
}

/**
 * The records meeting `criteria` that name one of `values` at `path`, a path through their lists
 * (`lines.sku`: an order's lines' SKUs), in the collection's order; the first `limit` of them. A
 * table answers from its item-list column, reading only the records it gives.
 */
export async function filterNaming<N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N>,
  path: string,
  values: readonly string[],
  limit?: number,
): Promise<DocOf<N>[]> {
  const table = tableOf(db, name);
  if (table) return rowsNaming<N>(table, criteria, path, values, limit);
  const wanted = new Set(values);
  const naming = meeting(listOf(db, name), criteria as Criteria<DocOf<N>>, name).filter((doc) =>
    valuesAt(doc, path).some((value) => wanted.has(String(value))),
  );
  return limit === undefined ? naming : naming.slice(0, limit);
}

/** Whether a record meeting `criteria` names one of `values` at `path` (a SKU still in use). */
export const anyNaming = async <N extends CollectionName>(
  db: Db,
  name: N,
  criteria: CriteriaOf<N>,
  path: string,
  values: readonly string[],
): Promise<boolean> => (await filterNaming(db, name, criteria, path, values, 1)).length > 0;

/**
 * Every record of a collection, in its order, to read and not to change: the array itself (the lists'
 * sorted indexes are kept per array, list-query.ts), or a table's rows, read anew.
 */
export async function everyRecord<N extends CollectionName>(db: Db, name: N): Promise<readonly DocOf<N>[]> {
  const table = tableOf(db, name);
  if (table) return rowsMeeting<N>(table, {});
  return listOf(db, name);
}

// The seed stamps tens of thousands of rows with few distinct moments: remember the last conversions.
let lastDayInput: number | string | undefined;
let lastDay = '';
let lastIsoInput: number | string | undefined;
let lastIso = '';

/** `yyyymmdd` of a moment, in UTC. */
export function dayStamp(at: number | string): string {
  if (at !== lastDayInput) {
    lastDay = (typeof at === 'string' && at.endsWith('Z') ? at : isoAt(at)).slice(0, 10).replaceAll('-', '');
    lastDayInput = at;
  }
  return lastDay;
}

/**
 * `IB20261122-0001`: a sequence per prefix per (UTC) day, kept in the db: its database's counter row
 * (tables.ts), or its `counters` map where it has none.
 */
export async function nextDocNo(db: Db, prefix: string, at: number | string = now()): Promise<string> {
  const key = `${prefix}${dayStamp(at)}`;
  const counted = await nextCounter(db, key);
  if (counted) {
    recordUndo(db, counted.undo);
    return `${key}-${String(counted.value).padStart(4, '0')}`;
  }
  const counters = db.counters;
  const before = counters.get(key);
  const sequence = (before ?? 0) + 1;
  counters.set(key, sequence);
  recordUndo(db, () => (before === undefined ? counters.delete(key) : counters.set(key, before)));
  return `${key}-${String(sequence).padStart(4, '0')}`;
}

/**
 * `FL00000042`: the stock flow's rows are numbered in order, across customers (their counter row,
 * which starts after the rows the table holds, or the array's length where the db has no database).
 */
export async function nextFlowId(db: Db): Promise<string> {
  const counted = await nextCounter(db, 'FL', 'flow');
  if (counted) recordUndo(db, counted.undo);
  return `FL${String(counted ? counted.value : db.flow.length + 1).padStart(8, '0')}`;
}

/**
 * `C003`: customers are numbered in order (their counter row starts after the customers the table
 * holds, or the array's length where the db has no database). A number a customer already has (one
 * seeded beside the counter) is passed over.
 */
export async function nextCustomerId(db: Db): Promise<string> {
  const named = (n: number) => `C${String(n).padStart(3, '0')}`;
  for (;;) {
    const counted = await nextCounter(db, 'CUSTOMER', 'customers');
    if (!counted) return named(Math.max(0, ...db.customers.map((c) => Number(c.id.slice(1)) || 0)) + 1);
    recordUndo(db, counted.undo);
    if (!(await findById(db, 'customers', named(counted.value)))) return named(counted.value);
  }
}

export function isoAt(at: number | string = now()): string {
  if (at !== lastIsoInput) {
    lastIso = isoOfMs(typeof at === 'string' ? Date.parse(at) : at);
    lastIsoInput = at;
  }
  return lastIso;
}
