import { now } from '../clock';
import type { InboundOrder, OutboundOrder, Recharge, Rma, Settlement } from './types/documents';
import type { FeeItem, FlowEntry, InventoryBalance, Purse, PurseTransaction } from './types/ledger';
import type { Carrier, Customer, Entity, Warehouse } from './types/master';
import type { CartonBinding, Certificate, Declaration, Listing, Sku } from './types/sku';

export interface Collections {
  customers: Customer[];
  warehouses: Warehouse[];
  carriers: Carrier[];
  skus: Sku[];
  declarations: Declaration[];
  certificates: Certificate[];
  listings: Listing[];
  cartons: CartonBinding[];
  balances: InventoryBalance[];
  flow: FlowEntry[];
  purses: Purse[];
  purseTransactions: PurseTransaction[];
  fees: FeeItem[];
  inbounds: InboundOrder[];
  outbounds: OutboundOrder[];
  rmas: Rma[];
  recharges: Recharge[];
  settlements: Settlement[];
}

export type CollectionName = keyof Collections;
export type DocOf<N extends CollectionName> = Collections[N][number];

/** Plain data only, so one structured clone saves or restores all of it. */
export interface Db extends Collections {
  /** Bumped when the shape changes, so a stale browser snapshot is reseeded instead of loaded. */
  version: number;
  /** Next document sequence per `prefix + yyyymmdd`. */
  counters: Record<string, number>;
  /** Effect keys already applied: replaying one changes nothing. */
  appliedEffects: Record<string, true>;
}

export const DB_VERSION = 1;

export function createDb(): Db {
  return {
    version: DB_VERSION,
    counters: {},
    appliedEffects: {},
    customers: [],
    warehouses: [],
    carriers: [],
    skus: [],
    declarations: [],
    certificates: [],
    listings: [],
    cartons: [],
    balances: [],
    flow: [],
    purses: [],
    purseTransactions: [],
    fees: [],
    inbounds: [],
    outbounds: [],
    rmas: [],
    recharges: [],
    settlements: [],
  };
}

// Positions by id, per array; rebuilt whenever a lookup finds it stale (a loaded snapshot, a splice).
const positions = new WeakMap<readonly Entity[], Map<string, number>>();

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

export function findById<N extends CollectionName>(db: Db, name: N, id: string): DocOf<N> | undefined {
  const list = listOf(db, name);
  const at = positionOf(list, id);
  return at < 0 ? undefined : list[at];
}

export function insert<N extends CollectionName>(db: Db, name: N, doc: DocOf<N>): DocOf<N> {
  const list = listOf(db, name);
  if (positionOf(list, doc.id) >= 0) throw new Error(`${name}: duplicate id ${doc.id}`);
  list.push(doc);
  positions.get(list)?.set(doc.id, list.length - 1);
  return doc;
}

/** Changes the stored record in place and returns it; throws on an unknown id. */
export function update<N extends CollectionName>(
  db: Db,
  name: N,
  id: string,
  patch: Partial<DocOf<N>>,
): DocOf<N> {
  const doc = findById(db, name, id);
  if (!doc) throw new Error(`${name}: no record ${id}`);
  return Object.assign(doc, patch, { id });
}

export function find<N extends CollectionName>(
  db: Db,
  name: N,
  predicate: (doc: DocOf<N>) => boolean,
): DocOf<N> | undefined {
  return listOf(db, name).find(predicate);
}

export function filter<N extends CollectionName>(
  db: Db,
  name: N,
  predicate: (doc: DocOf<N>) => boolean,
): DocOf<N>[] {
  return listOf(db, name).filter(predicate);
}

const toDate = (at: number | string) => new Date(typeof at === 'string' ? Date.parse(at) : at);

/** `yyyymmdd` of a moment, in UTC. */
export function dayStamp(at: number | string): string {
  return toDate(at).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `IB20261122-0001`: a sequence per prefix per (UTC) day, kept in the db. */
export function nextDocNo(db: Db, prefix: string, at: number | string = now()): string {
  const key = `${prefix}${dayStamp(at)}`;
  const sequence = (db.counters[key] ?? 0) + 1;
  db.counters[key] = sequence;
  return `${key}-${String(sequence).padStart(4, '0')}`;
}

export const isoAt = (at: number | string = now()): string => toDate(at).toISOString();
