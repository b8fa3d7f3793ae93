import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { TALLY_COLUMNS, tallyCount } from '../db/migrations/0025_outbound_tally';
import { FACETS } from '../db/migrations/0028_outbound_facet_tally';
import { kindOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { balanceChangeCents, frozenChangeCents, toCents } from './money';
import { derivationOf } from './derived';
import type { PurseTransactionType } from './types/ledger';
import type { StoredUpload, UploadPurpose } from './types/upload';
import type { CollectionName, Criteria, Db, DocOf, ImportedFile } from './store';

/**
 * The business collections that live in tables of their own (docs/architecture.md, step 2: the
 * masters first, then the SKUs), where the db's home has a database: the service's, and the browser's SQLite. A db
 * bound to one (`bindTables`) holds no array for them: the store (store.ts) answers them with a query
 * on their table, in the call's transaction. A db not bound (the seed's output, the tests' engine, the
 * browser that keeps its data in IndexedDB) keeps them as arrays, as it keeps every other collection.
 *
 * A record is a row: its JSON in `doc`, beside it the fields criteria name (as typed columns, so that
 * the database answers them from its columns, and an index can), and `seq`, its place in the
 * collection's order.
 */

export type TableExecutor = Kysely<Database> | Transaction<Database>;

/** Where a db's tables are: its database, or the open transaction of the call running. */
export interface TableHome {
  executor(): TableExecutor;
}

/**
 * A collection's table: its columns by the record's field, a path into the record where the field is
 * nested (`consignee.countryCode`), or a field the service derives from the record (derived.ts).
 */
interface TableSpec {
  table: string;
  columns: Record<string, string>;
}

/** Which collections are tables, and the columns of each: field → column. */
const TABLES = {
  customers: {
    table: 'customer',
    columns: {
      id: 'id',
      code: 'code',
      status: 'status',
      name: 'name',
      countryCode: 'country_code',
      currency: 'currency',
      createdAt: 'created_at',
    },
  },
  warehouses: {
    table: 'warehouse',
    columns: {
      id: 'id',
      code: 'code',
      kind: 'kind',
      status: 'status',
      ownerCustomerId: 'owner_customer_id',
      nameEn: 'name_en',
      countryCode: 'country_code',
      currency: 'currency',
      createdAt: 'created_at',
    },
  },
  carriers: {
    table: 'carrier',
    columns: {
      id: 'id',
      code: 'code',
      type: 'type',
      status: 'status',
      name: 'name',
      carrierName: 'carrier_name',
      maxWeightKg: 'max_weight_kg',
    },
  },
  skus: {
    table: 'sku',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      sku: 'sku',
      status: 'status',
      nameEn: 'name_en',
      weightKg: 'weight_kg',
      cargoAttribute: 'cargo_attribute',
      category: 'category',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  declarations: {
    table: 'declaration',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      skuId: 'sku_id',
      sku: 'sku',
      countryCode: 'country_code',
      direction: 'direction',
      status: 'status',
      declaredValue: 'declared_value_cents',
    },
  },
  certificates: {
    table: 'certificate',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      skuId: 'sku_id',
      sku: 'sku',
      type: 'type',
      status: 'status',
      issuedAt: 'issued_at',
      expiresAt: 'expires_at',
    },
  },
  listings: {
    table: 'listing',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      skuId: 'sku_id',
      sku: 'sku',
      platform: 'platform',
      storeName: 'store_name',
      platformSku: 'platform_sku',
      status: 'status',
      site: 'site',
      sellingPrice: 'selling_price_cents',
    },
  },
  cartons: {
    table: 'carton',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      cartonSku: 'carton_sku',
      componentSku: 'component_sku',
      status: 'status',
      unitsPerCarton: 'units_per_carton',
      createdAt: 'created_at',
    },
  },
  returnStrategies: {
    table: 'return_strategy',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      scope: 'scope',
      sku: 'sku',
      name: 'name',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  // each bucket a column, so that the table's check refuses one below zero
  balances: {
    table: 'balance',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      warehouseCode: 'warehouse_code',
      sku: 'sku',
      inTransit: 'in_transit',
      pendingPutaway: 'pending_putaway',
      available: 'available',
      reserved: 'reserved',
      unsellable: 'unsellable',
      frozen: 'frozen',
      shipped: 'shipped',
      onHand: 'on_hand',
      lastMovementAt: 'last_movement_at',
    },
  },
  // the money as whole cents (CENTS below)
  purses: {
    table: 'purse',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      currency: 'currency',
      balance: 'balance_cents',
      frozen: 'frozen_cents',
      creditLimit: 'credit_limit_cents',
      updatedAt: 'updated_at',
    },
  },
  // the purse ledger: append-only (its table refuses an update), the money as whole cents
  purseTransactions: {
    table: 'purse_transaction',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      currency: 'currency',
      type: 'type',
      source: 'source',
      docType: 'doc_type',
      docNo: 'doc_no',
      at: 'at',
      amount: 'amount_cents',
      balanceAfter: 'balance_after_cents',
    },
  },
  // the stock ledger: append-only (its table refuses an update), each row adding up
  flow: {
    table: 'stock_flow',
    columns: {
      id: 'id',
      customerId: 'customer_id',
      warehouseCode: 'warehouse_code',
      sku: 'sku',
      bucket: 'bucket',
      reason: 'reason',
      docType: 'doc_type',
      docNo: 'doc_no',
      at: 'at',
      qtyBefore: 'qty_before',
      qtyChange: 'qty_change',
      qtyAfter: 'qty_after',
    },
  },
  // the bill's ledger: what an item charges fixed (its table refuses a change), its billing changes
  fees: {
    table: 'fee',
    columns: {
      id: 'id',
      feeNo: 'fee_no',
      customerId: 'customer_id',
      currency: 'currency',
      business: 'business',
      feeCode: 'fee_code',
      docType: 'doc_type',
      docNo: 'doc_no',
      warehouseCode: 'warehouse_code',
      billingStatus: 'billing_status',
      settlementNo: 'settlement_no',
      at: 'at',
      amount: 'amount_cents',
    },
  },
  recharges: {
    table: 'recharge',
    columns: {
      id: 'id',
      rechargeNo: 'recharge_no',
      customerId: 'customer_id',
      referenceNo: 'reference_no',
      status: 'status',
      method: 'method',
      currency: 'currency',
      declaredAmount: 'declared_amount_cents',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      // the seed's receipts are found by the file's id (seeded-files.ts)
      receiptFile: 'receipt_file',
      // derived (derived.ts): its unique index refuses a transfer claimed twice
      bankRefKey: 'bank_ref_key',
    },
  },
  settlements: {
    table: 'settlement',
    columns: {
      id: 'id',
      settlementNo: 'settlement_no',
      customerId: 'customer_id',
      referenceNo: 'reference_no',
      status: 'status',
      currency: 'currency',
      periodFrom: 'period_from',
      periodTo: 'period_to',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  outboundBatches: {
    table: 'outbound_batch',
    columns: {
      id: 'id',
      batchNo: 'batch_no',
      kind: 'kind',
      customerId: 'customer_id',
      warehouseCode: 'warehouse_code',
      carrierCode: 'carrier_code',
      status: 'status',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  inbounds: {
    table: 'inbound',
    columns: {
      id: 'id',
      inboundNo: 'inbound_no',
      customerId: 'customer_id',
      referenceNo: 'reference_no',
      status: 'status',
      warehouseCode: 'warehouse_code',
      type: 'type',
      shippingMode: 'shipping_mode',
      loadType: 'load_type',
      eta: 'eta',
      'totals.units': 'units',
      'boxes.lines.sku': 'line_skus',
      // derived (derived.ts): the exceptions' list reads only the orders holding some
      hasExceptions: 'has_exceptions',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  rmas: {
    table: 'rma',
    columns: {
      id: 'id',
      rmaNo: 'rma_no',
      customerId: 'customer_id',
      referenceNo: 'reference_no',
      status: 'status',
      source: 'source',
      warehouseCode: 'warehouse_code',
      originalOutboundNo: 'original_outbound_no',
      strategyId: 'strategy_id',
      'lines.sku': 'line_skus',
      // derived (derived.ts): the list's range over the day it came in
      receivedAt: 'received_at',
      // derived (derived.ts): each line's SKU and units, which the returned SKUs' sums read
      returnedUnits: 'returned_units',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  outbounds: {
    table: 'outbound',
    columns: {
      id: 'id',
      outboundNo: 'outbound_no',
      customerId: 'customer_id',
      referenceNo: 'reference_no',
      status: 'status',
      type: 'type',
      platform: 'platform',
      storeName: 'store_name',
      warehouseCode: 'warehouse_code',
      carrierCode: 'carrier_code',
      businessMode: 'business_mode',
      exceptionReason: 'exception_reason',
      'consignee.countryCode': 'country_code',
      // the keyword reads it (migration 0024)
      'consignee.name': 'consignee_name',
      trackingNo: 'tracking_no',
      'lines.sku': 'line_skus',
      // derived (derived.ts): the list's range over the day it shipped
      shippedAt: 'shipped_at',
      // derived (derived.ts): the waybills' list, its filter and its tabs
      waybill: 'waybill_state',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  // the audit trail (audit-recorder.ts): an entry per call that changed something; its subjects and
  // customers each between bars (ITEM_LISTS), so that a search by document or customer reads a column
  auditEvents: {
    table: 'audit_event',
    columns: {
      id: 'id',
      at: 'at',
      accountId: 'account_id',
      accountName: 'account_name',
      actorCustomerId: 'actor_customer_id',
      call: 'call',
      document: 'document',
      subjects: 'subjects',
      customerIds: 'customer_ids',
    },
  },
} as const satisfies Record<string, TableSpec>;

export type TableName = keyof typeof TABLES;

/** The columns that hold an amount of money as whole cents (exact), the record's field in units. */
const CENTS: ReadonlySet<string> = new Set([
  'balance_cents',
  'frozen_cents',
  'credit_limit_cents',
  'declared_value_cents',
  'selling_price_cents',
  'amount_cents',
  'balance_after_cents',
  'declared_amount_cents',
]);

/** The columns that hold numbers (the others hold texts): a list sorts them as numbers. */
const NUMBERS: ReadonlySet<string> = new Set([
  ...CENTS,
  'in_transit',
  'pending_putaway',
  'available',
  'reserved',
  'unsellable',
  'frozen',
  'shipped',
  'on_hand',
  'weight_kg',
  'max_weight_kg',
  'units_per_carton',
  'qty_before',
  'qty_change',
  'qty_after',
  'units',
  'has_exceptions',
]);

/** The columns that hold a day (`YYYY-MM-DD`), not a moment: a list's range reads one as its first moment. */
const DAYS: ReadonlySet<string> = new Set(['period_from', 'period_to', 'eta']);

/**
 * The columns that hold the values at a path through a record's lists (an order's lines' SKUs), each
 * between bars (`|A|B|`): a list's filter on one of them, and a check that a code is still named,
 * read the column instead of the record's JSON.
 */
const ITEM_LISTS: ReadonlySet<string> = new Set(['line_skus', 'subjects', 'customer_ids']);

/** The text an item-list column holds for these values. */
export const itemListText = (values: readonly unknown[]): string =>
  values.length === 0 ? '|' : `|${values.map(String).join('|')}|`;

/** Whether a column holds the values at a path through the record's lists (ITEM_LISTS). */
export const isItemListColumn = (column: string): boolean => ITEM_LISTS.has(column);

export const isNumberColumn = (column: string): boolean => NUMBERS.has(column);
export const isDayColumn = (column: string): boolean => DAYS.has(column);
export const isCentsColumn = (column: string): boolean => CENTS.has(column);
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];
/** The table a moved collection's records are the rows of. */
export const tableNameOf = <N extends TableName>(name: N): (typeof TABLES)[N]['table'] => TABLES[name].table;

export const isTableName = (name: string): name is TableName => Object.hasOwn(TABLES, name);

/** A row as the queries below see it: every table's columns, by name. */
type Row = Record<string, string | number | null>;
/** The tables untyped: these queries are written once for the three, each column named by TABLES. */
type Untyped = Kysely<Record<string, Row>>;

const homes = new WeakMap<Db, TableHome>();

/** A keyed row: the key, and what it holds (a counter's value, an imported file's figures, a file). */
type KeyedRow = Record<string, string | number | Uint8Array | null>;

/** An uploaded file as its row of `upload` (the bytes a column of their own, not JSON). */
export const uploadRow = (upload: StoredUpload, seq: number): KeyedRow => ({
  id: upload.id,
  seq,
  purpose: upload.purpose,
  name: upload.name,
  mime_type: upload.mimeType,
  size_bytes: upload.sizeBytes,
  bytes: upload.bytes,
  customer_id: upload.customerId,
  doc_id: upload.docId,
  uploaded_at: upload.uploadedAt,
  uploaded_by: upload.uploadedBy,
  voided: upload.voided ? 1 : 0,
});

/** A row of `upload` as the file it holds; without `bytes` when they were not selected. */
export const uploadOfRow = (row: KeyedRow): StoredUpload => ({
  id: String(row.id),
  purpose: String(row.purpose) as UploadPurpose,
  name: String(row.name),
  mimeType: String(row.mime_type),
  sizeBytes: Number(row.size_bytes),
  // a plain copy: better-sqlite3 and pg answer a Buffer
  bytes: row.bytes instanceof Uint8Array ? new Uint8Array(row.bytes) : new Uint8Array(0),
  customerId: row.customer_id === null ? null : String(row.customer_id),
  docId: row.doc_id === null ? null : String(row.doc_id),
  uploadedAt: String(row.uploaded_at),
  uploadedBy: String(row.uploaded_by),
  voided: Number(row.voided) === 1,
});

/**
 * The db's values that are not collections of records, each kept as a table's rows by key where the
 * db is bound (a map or a set in memory otherwise): the document counters, the effects applied, the
 * order files the import committed. `rows` writes a value as rows; `value` reads them back (in key
 * order).
 */
const KEYED = {
  counters: {
    table: 'doc_counter',
    holds: (value: unknown) => value instanceof Map,
    rows: (value: unknown): KeyedRow[] =>
      [...(value as Map<string, number>)].filter(([, n]) => n > 0).map(([key, n]) => ({ key, value: n })),
    value: (rows: readonly KeyedRow[]) => new Map(rows.map((row) => [String(row.key), Number(row.value)])),
  },
  appliedEffects: {
    table: 'applied_effect',
    holds: (value: unknown) => value instanceof Set,
    rows: (value: unknown): KeyedRow[] => [...(value as Set<string>)].map((key) => ({ key })),
    value: (rows: readonly KeyedRow[]) => new Set(rows.map((row) => String(row.key))),
  },
  uploads: {
    table: 'upload',
    order: 'seq',
    // a few files per statement: each may be megabytes
    slice: 20,
    holds: (value: unknown) => Array.isArray(value),
    rows: (value: unknown): KeyedRow[] =>
      (value as StoredUpload[]).map((upload, seq) => uploadRow(upload, seq)),
    value: (rows: readonly KeyedRow[]) => rows.map((row) => uploadOfRow(row)),
  },
  importedFiles: {
    table: 'imported_file',
    holds: (value: unknown) => value instanceof Map,
    rows: (value: unknown): KeyedRow[] =>
      [...(value as Map<string, ImportedFile>)].map(([key, file]) => ({
        key,
        imported_at: file.importedAt,
        orders: file.orders,
      })),
    value: (rows: readonly KeyedRow[]) =>
      new Map(
        rows.map((row) => [
          String(row.key),
          { importedAt: String(row.imported_at), orders: Number(row.orders) },
        ]),
      ),
  },
} as const;

/** What KEYED says of each value: its table, how it is held, its rows and back, their order. */
interface KeyedSpec {
  table: string;
  /** the column rows are read back in order of (`key` unless said) */
  order?: string;
  /** rows per insert statement (2,000 unless said) */
  slice?: number;
  holds: (value: unknown) => boolean;
  rows: (value: unknown) => KeyedRow[];
  value: (rows: readonly KeyedRow[]) => unknown;
}

export type KeyedName = keyof typeof KEYED;
export const KEYED_NAMES = Object.keys(KEYED) as KeyedName[];

/**
 * From now on `db`'s moved collections are the tables of `home`. What it holds as lists then (the
 * seed's, an older snapshot's) replaces what their tables hold once `liveTables` writes them.
 */
export function bindTables(db: Db, home: TableHome): void {
  homes.set(db, home);
}

/** Whether `db`'s moved collections are a database's tables (bound), or still its own arrays. */
export const isBound = (db: Db): boolean => homes.has(db);

/**
 * Whether a bound db holds none of the data itself: every collection and keyed value is its
 * tables' rows (none is a list of the db's).
 */
export function holdsNoData(db: Db): boolean {
  if (!homes.has(db)) return false;
  const held = db as unknown as Record<string, unknown>;
  return (
    TABLE_NAMES.every((name) => held[name] === undefined) &&
    KEYED_NAMES.every((name) => held[name] === undefined)
  );
}

/** `db` keeps its collections as arrays again (a binding whose rows could not be written). */
export function unbindTables(db: Db): void {
  homes.delete(db);
}

/** The database `db`'s collection `name` is a table of, or undefined: an array of the db. */
export function tableOf(
  db: Db,
  name: CollectionName,
): { run: Untyped; table: string; name: TableName } | undefined {
  if (!isTableName(name)) return undefined;
  const home = homes.get(db);
  if (!home) return undefined;
  return { run: home.executor() as unknown as Untyped, table: TABLES[name].table, name };
}

const columnsOf = (name: TableName): Record<string, string> => TABLES[name].columns;

/** The column a field of the collection's records is kept in, if it has one. */
export const columnOf = (name: TableName, field: string): string | undefined =>
  Object.hasOwn(columnsOf(name), field) ? columnsOf(name)[field] : undefined;

/** The columns of a table whose values are computed here (derived, or item lists), and how. */
const derivedOf = (name: TableName): [string, (doc: unknown) => unknown][] =>
  Object.entries(columnsOf(name))
    .filter(([field, column]) => computedColumn(name, field, column))
    .map(([field, column]) => [column, (doc: unknown) => columnValue(name, doc, field, column)]);

/** A field of a record, by its path (`consignee.countryCode`). */
function fieldAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

/** The values at a path through a record's lists (`boxes.lines.sku`: every line's SKU of every box). */
export function valuesAt(record: unknown, path: string): unknown[] {
  let values: unknown[] = [record];
  for (const key of path.split('.')) {
    values = values
      .map((value) => (value as Record<string, unknown> | null | undefined)?.[key])
      .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
      .filter((value) => value !== undefined && value !== null);
  }
  return values;
}

/** What a record keeps in a column: a field's value, a derived one, or the values at a path. */
function columnValue(name: TableName, doc: unknown, field: string, column: string): unknown {
  const derive = derivationOf(name, field) as ((doc: unknown) => unknown) | undefined;
  if (derive) return derive(doc);
  if (ITEM_LISTS.has(column)) return itemListText(valuesAt(doc, field));
  return fieldAt(doc, field);
}

/** Whether a column's value is computed here, not read out of the record by the database. */
const computedColumn = (name: TableName, field: string, column: string): boolean =>
  derivationOf(name, field) !== undefined || ITEM_LISTS.has(column);

function rowOf(name: TableName, doc: { id: string }, seq: number): Row {
  const row: Row = { seq, doc: JSON.stringify(doc) };
  for (const [field, column] of Object.entries(columnsOf(name))) {
    const value = (columnValue(name, doc, field, column) as string | number | null | undefined) ?? null;
    row[column] = CENTS.has(column) && typeof value === 'number' ? toCents(value) : value;
  }
  return row;
}

export const docOf = <N extends CollectionName>(row: { doc: unknown }): DocOf<N> =>
  JSON.parse(String(row.doc)) as DocOf<N>;

/** The column of each criterion; a field without one cannot be asked of the table (a programming error). */
function whereOf<N extends CollectionName>(
  name: TableName,
  criteria: Criteria<DocOf<N>>,
): [string, unknown][] {
  const columns = columnsOf(name);
  return Object.entries(criteria).map(([field, wanted]) => {
    const column = columns[field];
    if (!column || CENTS.has(column)) throw new Error(`${name}: no column for a criterion on ${field}`);
    return [column, wanted];
  });
}

export type BoundTable = NonNullable<ReturnType<typeof tableOf>>;
type Bound = BoundTable;

function selectWhere<N extends CollectionName>(bound: Bound, criteria: Criteria<DocOf<N>>) {
  let query = bound.run.selectFrom(bound.table).select(['doc', 'seq']);
  for (const [column, wanted] of whereOf(bound.name, criteria)) {
    if (Array.isArray(wanted)) {
      if (wanted.length === 0) return undefined; // one of no values: none
      query = query.where(column, 'in', wanted as string[]);
    } else if (wanted === null) query = query.where(column, 'is', null);
    else query = query.where(column, '=', wanted as string);
  }
  return query.orderBy('seq').orderBy('id');
}

export async function rowsMeeting<N extends CollectionName>(
  bound: Bound,
  criteria: Criteria<DocOf<N>>,
  first = false,
): Promise<DocOf<N>[]> {
  const query = selectWhere(bound, criteria);
  if (!query) return [];
  const rows = await (first ? query.limit(1) : query).execute();
  return rows.map((row) => docOf<N>(row));
}

/** How many rows meet `criteria`. */
export async function countMeeting<N extends CollectionName>(
  bound: Bound,
  criteria: Criteria<DocOf<N>>,
): Promise<number> {
  const query = selectWhere(bound, criteria);
  if (!query) return 0;
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The sum of a numeric field over the rows meeting `criteria` (a field kept as cents summed as the
 * record's amount), 0 for none.
 */
export async function sumMeeting<N extends CollectionName>(
  bound: Bound,
  criteria: Criteria<DocOf<N>>,
  field: string,
): Promise<number> {
  const column = columnsOf(bound.name)[field];
  if (!column || !(NUMBERS.has(column) || CENTS.has(column)))
    throw new Error(`${bound.name}: ${field} is not a numeric column`);
  const query = selectWhere(bound, criteria);
  if (!query) return 0;
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string | null>`sum(${sql.ref(column)})`.as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(row.total ?? 0);
  return CENTS.has(column) ? total / 100 : total;
}

/**
 * The rows meeting `criteria` that name one of `values` at `path`, a path through the record's lists
 * its table keeps as an item-list column (`boxes.lines.sku`), in order; the first `limit` of them.
 */
export async function rowsNaming<N extends CollectionName>(
  bound: Bound,
  criteria: Criteria<DocOf<N>>,
  path: string,
  values: readonly string[],
  limit?: number,
): Promise<DocOf<N>[]> {
  const column = columnOf(bound.name, path);
  if (!column || !ITEM_LISTS.has(column)) throw new Error(`${bound.name}: ${path} has no item-list column`);
  const query = selectWhere(bound, criteria);
  if (!query || values.length === 0) return [];
  const postgres = kindOf(bound.run as unknown as Kysely<Database>) === 'postgres';
  const naming = query.where(namesOneOf(postgres, column, values));
  const rows = await (limit === undefined ? naming : naming.limit(limit)).execute();
  return rows.map((row) => docOf<N>(row));
}

/** An item-list column holds one of `values` (some value: none of no values). */
export function namesOneOf(
  postgres: boolean,
  column: string,
  values: readonly string[],
): RawBuilder<boolean> {
  if (values.length === 0) return sql<boolean>`1 = 0`;
  const position = postgres ? sql`strpos` : sql`instr`;
  return sql<boolean>`(${sql.join(
    values.map((value) => sql`${position}(${sql.ref(column)}, ${`|${value}|`}) > 0`),
    sql` or `,
  )})`;
}

export async function rowsById<N extends CollectionName>(
  bound: Bound,
  ids: readonly string[],
): Promise<DocOf<N>[]> {
  const found = new Map<string, DocOf<N>>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await bound.run
      .selectFrom(bound.table)
      .select(['id', 'doc'])
      .where('id', 'in', ids.slice(at, at + 500) as string[])
      .execute();
    for (const row of rows) found.set(String(row.id), docOf<N>(row));
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

async function seqOf(bound: Bound, id: string): Promise<number | undefined> {
  const row = await bound.run.selectFrom(bound.table).select('seq').where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : Number(row.seq);
}

/** Adds a record at the end of its collection; the undo (compensating write) takes it out again. */
export async function insertRow(bound: Bound, doc: { id: string }): Promise<() => Promise<void>> {
  const last = await bound.run
    .selectFrom(bound.table)
    .select((select) => select.fn.max<number | null>('seq').as('seq'))
    .executeTakeFirst();
  await bound.run
    .insertInto(bound.table)
    .values(rowOf(bound.name, doc, Number(last?.seq ?? -1) + 1))
    .execute();
  return async () => {
    await bound.run.deleteFrom(bound.table).where('id', '=', doc.id).execute();
  };
}

/** Writes a record over the stored one of its id; the undo writes the old one back. */
export async function replaceRow(
  bound: Bound,
  before: { id: string },
  after: { id: string },
): Promise<() => Promise<void>> {
  const seq = (await seqOf(bound, before.id)) ?? 0;
  const write = (doc: { id: string }) =>
    bound.run
      .updateTable(bound.table)
      .set(rowOf(bound.name, doc, seq))
      .where('id', '=', before.id)
      .execute();
  await write(after);
  return async () => {
    await write(before);
  };
}

/**
 * Writes records over the stored ones of their ids, in a statement per thousand rather than one per
 * record (a settlement bills hundreds of fee items at once); the undo writes the old ones back.
 */
export async function replaceRows(
  bound: Bound,
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): Promise<() => Promise<void>> {
  const into = bound.run as unknown as TableExecutor;
  await bulkReplace(into, bound.name, after);
  return async () => {
    await bulkReplace(into, bound.name, before);
  };
}

/** Takes a record out; the undo puts it back in its place. */
export async function deleteRow(bound: Bound, doc: { id: string }): Promise<() => Promise<void>> {
  const seq = (await seqOf(bound, doc.id)) ?? 0;
  await bound.run.deleteFrom(bound.table).where('id', '=', doc.id).execute();
  return async () => {
    await bound.run
      .insertInto(bound.table)
      .values(rowOf(bound.name, doc, seq))
      .execute();
  };
}

/** Every record of a table, in order (the fingerprint). */
export async function allRows(db: Db, name: TableName): Promise<unknown[] | undefined> {
  const bound = tableOf(db, name);
  return bound ? rowsMeeting(bound, {}) : undefined;
}

/**
 * The stored JSON of every row of a bound table, as stored, in the collection's order; undefined for
 * a collection the db does not keep in a table. The fingerprint hashes this text rather than records
 * parsed from it and written out again: a quarter of the time on the seeded data.
 */
export async function storedDocs(db: Db, name: TableName): Promise<string[] | undefined> {
  const bound = tableOf(db, name);
  if (!bound) return undefined;
  const rows = await bound.run.selectFrom(bound.table).select('doc').orderBy('seq').orderBy('id').execute();
  return rows.map((row) => String(row.doc));
}

const BULK_ROWS = 1000;

/**
 * Records as one JSON parameter, and how each row's values are read out of its item (`item.value`):
 * the record, a field by its path, a derived column (computed here, by the same rule `rowOf` runs:
 * such a table's items carry the record as `d` and its derived columns as `x`).
 *
 * The bulk writes below put many records in one statement this way, and the database takes each
 * row's columns out of it (`json_each` on SQLite, `json_array_elements` on PostgreSQL), the same
 * columns `rowOf` writes one record at a time (tables.test.ts holds them equal over the whole seed).
 * Binding every column of every row as a parameter of its own cost about 150 µs a row in the
 * browser's SQLite, where a first write puts some 20,000 rows in.
 */
function itemsOf(name: TableName, docs: readonly object[], postgres: boolean) {
  const derived = derivedOf(name);
  const wrapped = derived.length > 0;
  const json = JSON.stringify(
    wrapped
      ? docs.map((doc) => ({
          d: doc,
          x: Object.fromEntries(derived.map(([column, derive]) => [column, derive(doc)])),
        }))
      : docs,
  );
  // (PostgreSQL reads the columns out of the item as jsonb, parsed once, rather than out of its json
  // text, which each `#>>` parses again: a third of the time of a bulk write of the outbound orders)
  const at = (path: readonly string[]) =>
    postgres
      ? sql`(parsed.value #>> ${sql.lit(`{${path.join(',')}}`)})`
      : sql`json_extract(item.value, ${sql.lit(`$.${path.join('.')}`)})`;
  const inRecord = (field: string) => [...(wrapped ? ['d'] : []), ...field.split('.')];
  /** A value of the item (JSON) as its column's SQL value. */
  const value = (path: readonly string[], column: string) => {
    const text = at(path);
    if (postgres) {
      if (CENTS.has(column)) return sql`round(${text}::numeric * 100)::bigint`;
      return NUMBERS.has(column) ? sql`${text}::numeric` : text;
    }
    return CENTS.has(column) ? sql`cast(round(${text} * 100) as integer)` : text;
  };
  const record = wrapped
    ? postgres
      ? sql`(item.value -> 'd')::text`
      : sql`json_extract(item.value, '$.d')`
    : postgres
      ? sql`item.value::text`
      : sql`item.value`;
  return {
    json,
    record,
    id: at(inRecord('id')),
    /** every column but `seq` and `doc`, and the SQL value of each */
    columns: (withId: boolean) =>
      Object.entries(columnsOf(name))
        .filter(([, column]) => withId || column !== 'id')
        .map(([field, column]) => ({
          column,
          value: value(computedColumn(name, field, column) ? ['x', column] : inRecord(field), column),
        })),
  };
}

async function bulkInsert(into: TableExecutor, name: TableName, docs: readonly object[], seqFrom: number) {
  const postgres = kindOf(into as Kysely<Database>) === 'postgres';
  const items = itemsOf(name, docs, postgres);
  const columns = items.columns(true);
  const names = sql.join([sql.ref('seq'), sql.ref('doc'), ...columns.map(({ column }) => sql.ref(column))]);
  const values = sql.join(columns.map(({ value }) => value));
  await (
    postgres
      ? sql`insert into ${sql.table(TABLES[name].table)} (${names})
        select ${seqFrom} + item.n - 1, ${items.record}, ${values}
        from json_array_elements(${items.json}::json) with ordinality as item(value, n),
          lateral (select item.value::jsonb as value offset 0) as parsed`
      : sql`insert into ${sql.table(TABLES[name].table)} (${names})
        select ${seqFrom} + item.key, ${items.record}, ${values} from json_each(${items.json}) as item`
  ).execute(into);
}

/** Writes records over the stored rows of their ids, their places kept: one statement per thousand. */
async function bulkReplace(into: TableExecutor, name: TableName, docs: readonly { id: string }[]) {
  const table = TABLES[name].table;
  const postgres = kindOf(into as Kysely<Database>) === 'postgres';
  for (let at = 0; at < docs.length; at += BULK_ROWS) {
    const items = itemsOf(name, docs.slice(at, at + BULK_ROWS), postgres);
    const set = sql.join(
      [
        sql`doc = ${items.record}`,
        ...items.columns(false).map(({ column, value }) => sql`${sql.ref(column)} = ${value}`),
      ],
      sql`, `,
    );
    await (
      postgres
        ? sql`update ${sql.table(table)} set ${set}
          from json_array_elements(${items.json}::json) as item(value),
            lateral (select item.value::jsonb as value offset 0) as parsed
          where ${sql.ref(`${table}.id`)} = ${items.id}`
        : sql`update ${sql.table(table)} set ${set}
          from json_each(${items.json}) as item
          where ${sql.ref(`${table}.id`)} = ${items.id}`
    ).execute(into);
  }
}

/**
 * Makes plain data live in a bound db: each moved collection the db holds as an array (the seed, a
 * reset, a snapshot stored before the collection moved) replaces what its table held, and leaves the
 * db; so do its keyed values (the counters, the effects applied, the imported files). What the db
 * does not hold is in its table already. Nothing to do for a db not bound.
 */
export async function liveTables(db: Db): Promise<void> {
  const home = homes.get(db);
  if (!home) return;
  const held = db as unknown as Record<string, unknown>;
  const moving = TABLE_NAMES.filter((name) => Array.isArray(held[name]));
  const keyed = KEYED_NAMES.filter((name) => KEYED[name].holds(held[name]));
  if (moving.length === 0 && keyed.length === 0) return;
  const run = home.executor();
  const write = async (into: TableExecutor) => {
    for (const name of keyed) await writeKeyed(into, name, held[name]);
    await writeLists(into, moving, held);
  };
  if (run.isTransaction) await write(run);
  else await run.transaction().execute(write);
  for (const name of [...moving, ...keyed]) delete held[name];
}

/** A keyed value as its table's rows, replacing what it held: in slices, one statement each. */
async function writeKeyed(into: TableExecutor, name: KeyedName, value: unknown): Promise<void> {
  const keyed: KeyedSpec = KEYED[name];
  const run = into as unknown as Untyped;
  await run.deleteFrom(keyed.table).execute();
  const rows = keyed.rows(value);
  // a statement's parameters are bounded (SQLite: 32,766): 2,000 rows of up to three columns
  const slice = keyed.slice ?? 2000;
  for (let at = 0; at < rows.length; at += slice)
    await run
      .insertInto(keyed.table)
      .values(rows.slice(at, at + slice) as Row[])
      .execute();
}

/** The lists `moving` of `held` as their tables' rows, replacing what they held. */
async function writeLists(
  into: TableExecutor,
  moving: readonly TableName[],
  held: Record<string, unknown>,
): Promise<void> {
  for (const name of moving) {
    const { table } = TABLES[name];
    const docs = held[name] as { id: string }[];
    await into.deleteFrom(table).execute();
    await withoutIndexes(into, table, docs.length, async () => {
      for (let at = 0; at < docs.length; at += BULK_ROWS)
        await bulkInsert(into, name, docs.slice(at, at + BULK_ROWS), at);
    });
  }
}

/**
 * Records appended to their table, numbered on from `seqFrom`, a thousand a statement (a scaled seed:
 * `npm run seed -- --scale N`). The same columns as every other write.
 */
export async function appendRecords(
  into: TableExecutor,
  name: TableName,
  docs: readonly { id: string }[],
  seqFrom: number,
): Promise<void> {
  // every statement made at once and queued on the connection, which runs them in turn: the caller
  // can make its next ones while the database works
  const statements: Promise<void>[] = [];
  for (let at = 0; at < docs.length; at += BULK_ROWS)
    statements.push(bulkInsert(into, name, docs.slice(at, at + BULK_ROWS), seqFrom + at));
  await Promise.all(statements);
}

/** Records written over their stored rows (a scaled seed's carriers). */
export async function replaceRecords(
  into: TableExecutor,
  name: TableName,
  docs: readonly { id: string }[],
): Promise<void> {
  await bulkReplace(into, name, docs);
}

/** Keys added to a keyed value kept as a set (`appliedEffects`). */
export async function appendKeys(into: TableExecutor, name: 'appliedEffects', keys: readonly string[]) {
  const run = into as unknown as Untyped;
  const statements: Promise<unknown>[] = [];
  for (let at = 0; at < keys.length; at += 2000)
    statements.push(
      run
        .insertInto(KEYED[name].table)
        .values(keys.slice(at, at + 2000).map((key) => ({ key })) as Row[])
        .execute(),
    );
  await Promise.all(statements);
}

/** A keyed value written anew (a scaled seed's counters). */
export async function rewriteKeyed(into: TableExecutor, name: 'counters', value: Map<string, number>) {
  await writeKeyed(into, name, value);
}

/**
 * Runs `fill` with the secondary indexes of `tables` set aside and built again after (on either
 * database; constraints' own indexes stay): one sorted build of each instead of an insert into each
 * for every row. Each index is built again as it was defined, so a unique one checks the rows anew.
 */
export async function withIndexesAside(
  into: TableExecutor,
  tables: readonly string[],
  fill: () => Promise<void>,
): Promise<string[]> {
  const postgres = kindOf(into as Kysely<Database>) === 'postgres';
  const indexes: { name: string; sql: string }[] = [];
  for (const table of tables) {
    const { rows } = postgres
      ? await sql<{ name: string; sql: string }>`
          select indexname as name, indexdef as sql from pg_indexes
          where schemaname = current_schema() and tablename = ${table}
            and indexname not in (select conname from pg_constraint)`.execute(into)
      : await sql<{ name: string; sql: string }>`
          select name, sql from sqlite_master where type = 'index' and tbl_name = ${table}
            and sql is not null`.execute(into);
    indexes.push(...rows);
  }
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(into);
  await fill();
  for (const index of indexes) await sql.raw(index.sql).execute(into);
  return indexes.map((index) => index.name);
}

/**
 * Runs `fill` on an empty SQLite table with its indexes set aside and built again after, in the same
 * transaction, when many rows are coming: one sorted build of each index instead of an insert into
 * each for every row, whose pages the browser's database reads and writes through its file (the
 * first write of the stock flow's 29,556 rows in the browser, measured in Chromium: 2.0 → 0.85 s). PostgreSQL fills as it is.
 */
async function withoutIndexes(
  into: TableExecutor,
  table: string,
  rows: number,
  fill: () => Promise<void>,
): Promise<void> {
  if (rows < BULK_ROWS || kindOf(into as Kysely<Database>) === 'postgres') return await fill();
  const { rows: indexes } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(
    into,
  );
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(into);
  await fill();
  for (const index of indexes) await sql.raw(index.sql).execute(into);
}

/**
 * The next sequence under `key` for a bound db, or undefined for a db not bound (its `counters` map
 * answers). One upsert: the row is the call's until its transaction ends, so no other call or process
 * takes the same number; the undo sets it back (the row is still held). A counter that numbers the
 * rows of a table (`countsRowsOf`: the stock flow's ids) starts after the rows the table holds.
 */
export async function nextCounter(
  db: Db,
  key: string,
  countsRowsOf?: TableName,
): Promise<{ value: number; undo: () => Promise<void> } | undefined> {
  const home = homes.get(db);
  if (!home) return undefined;
  const run = home.executor();
  const bump = () =>
    run
      .updateTable('doc_counter')
      .set({ value: sql<number>`value + 1` })
      .where('key', '=', key)
      .returning('value')
      .executeTakeFirst();
  // the row's next value where it exists; else the row, made here (the undo then takes it away
  // again, whatever its first value: a counter of a table's rows starts after those it holds)
  let bumped = await bump();
  const made = bumped
    ? undefined
    : await run
        .insertInto('doc_counter')
        .values({
          key,
          // a counter of a table's rows starts after those it holds (moved from a list, or older than it)
          value: countsRowsOf
            ? sql<number>`(select count(*) + 1 from ${sql.table(TABLES[countsRowsOf].table)})`
            : 1,
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('value')
        .executeTakeFirst();
  // made by another call meanwhile: bumped as it stands
  if (!bumped && !made) bumped = await bump();
  const value = made?.value ?? bumped?.value;
  if (value === undefined) throw new Error(`the counter ${key} could not be taken`);
  const undo = async () => {
    if (made) await run.deleteFrom('doc_counter').where('key', '=', key).execute();
    else
      await run
        .updateTable('doc_counter')
        .set({ value: Number(value) - 1 })
        .where('key', '=', key)
        .execute();
  };
  return { value: Number(value), undo };
}

/**
 * What a database's tables hold, as a snapshot would carry it: each moved collection's records in
 * order, and the counters (a snapshot kept aside takes them along: db-instance.ts).
 */
export async function tableContents(home: TableHome): Promise<Record<string, unknown>> {
  const run = home.executor();
  const held: Record<string, unknown> = {};
  for (const name of TABLE_NAMES) {
    const rows = await (run as unknown as Untyped)
      .selectFrom(TABLES[name].table)
      .select('doc')
      .orderBy('seq')
      .orderBy('id')
      .execute();
    held[name] = rows.map((row) => docOf(row));
  }
  for (const name of KEYED_NAMES) held[name] = await keyedValue(run, name);
  return held;
}

async function keyedValue(run: TableExecutor, name: KeyedName) {
  const keyed: KeyedSpec = KEYED[name];
  const rows = await (run as unknown as Untyped)
    .selectFrom(keyed.table)
    .selectAll()
    .orderBy(keyed.order ?? 'key')
    .execute();
  return keyed.value(rows as KeyedRow[]);
}

/**
 * A keyed value of a bound db as its table holds it (the fingerprint: the counters, the effects
 * applied, the imported files, in key order); undefined for a db not bound.
 */
export async function keyedOf(db: Db, name: KeyedName): Promise<unknown> {
  const home = homes.get(db);
  if (!home) return undefined;
  return await keyedValue(home.executor(), name);
}

/**
 * Where a bound db's keyed values are read and written: their tables, in the call's transaction; or
 * undefined for a db not bound (its own values answer).
 */
export function keyedTable(db: Db): TableExecutor | undefined {
  const home = homes.get(db);
  if (!home) return undefined;
  return home.executor();
}

/**
 * Whether an effect was applied, as a bound db's table says (a row of its key); undefined for a db
 * not bound.
 */
export async function appliedInTable(db: Db, key: string): Promise<boolean | undefined> {
  const home = homes.get(db);
  if (!home) return undefined;
  const row = await home
    .executor()
    .selectFrom('applied_effect')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records an effect applied in a bound db's table, in the call's transaction (its primary key
 * refuses a second: two processes applying one effect at once cannot both); the undo takes the row
 * out. Undefined for a db not bound (its set records it).
 */
export async function markAppliedInTable(db: Db, key: string): Promise<(() => Promise<void>) | undefined> {
  const home = homes.get(db);
  if (!home) return undefined;
  const run = home.executor();
  await run.insertInto('applied_effect').values({ key }).execute();
  return async () => {
    await run.deleteFrom('applied_effect').where('key', '=', key).execute();
  };
}

/** An order file the import committed, as a bound db's table holds it; undefined: not bound. */
export async function importedFileInTable(
  db: Db,
  key: string,
): Promise<{ found: ImportedFile | null } | undefined> {
  const home = homes.get(db);
  if (!home) return undefined;
  const row = await home
    .executor()
    .selectFrom('imported_file')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  return { found: row ? { importedAt: row.imported_at, orders: Number(row.orders) } : null };
}

/** Records an order file committed in a bound db's table (the undo takes it out); undefined: not bound. */
export async function recordImportedInTable(
  db: Db,
  key: string,
  file: ImportedFile,
): Promise<(() => Promise<void>) | undefined> {
  const home = homes.get(db);
  if (!home) return undefined;
  const run = home.executor();
  const before = await run.selectFrom('imported_file').selectAll().where('key', '=', key).executeTakeFirst();
  await run
    .insertInto('imported_file')
    .values({ key, imported_at: file.importedAt, orders: file.orders })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ imported_at: file.importedAt, orders: file.orders }),
    )
    .execute();
  return async () => {
    if (before)
      await run
        .updateTable('imported_file')
        .set({ imported_at: before.imported_at, orders: before.orders })
        .where('key', '=', key)
        .execute();
    else await run.deleteFrom('imported_file').where('key', '=', key).execute();
  };
}

/** A purse's ledger summed: what its transactions add to the balance and to the frozen part, in cents. */
export interface PurseLedgerSum {
  customerId: string;
  currency: string;
  balanceCents: number;
  frozenCents: number;
  /** The last transaction's balance afterwards (in the ledger's order), in cents. */
  lastBalanceAfterCents: number;
}

/**
 * Each purse's ledger summed (the invariants, after every step of the model-path tests): the database
 * sums the amounts by purse and kind of transaction from an index, and `PURSE_EFFECT` says what each
 * kind does, here as everywhere; reading and parsing every transaction instead cost twenty times more.
 * Undefined for a db not bound.
 */
export async function purseLedgerSums(db: Db): Promise<PurseLedgerSum[] | undefined> {
  const bound = tableOf(db, 'purseTransactions');
  if (!bound) return undefined;
  const typed = bound.run as unknown as Kysely<Database>;
  const byType = await typed
    .selectFrom('purse_transaction')
    .select([
      'customer_id',
      'currency',
      'type',
      (eb) => eb.fn.sum<number | string>('amount_cents').as('cents'),
    ])
    .groupBy(['customer_id', 'currency', 'type'])
    .execute();
  const sums = new Map<string, PurseLedgerSum>();
  for (const row of byType) {
    const key = `${row.customer_id}|${row.currency}`;
    const sum = sums.get(key) ?? {
      customerId: row.customer_id,
      currency: row.currency,
      balanceCents: 0,
      frozenCents: 0,
      lastBalanceAfterCents: 0,
    };
    // PostgreSQL's sum of a bigint is a numeric, which its driver gives as text
    const cents = Number(row.cents);
    const type = row.type as PurseTransactionType;
    sum.balanceCents += balanceChangeCents(type, cents);
    sum.frozenCents += frozenChangeCents(type, cents);
    sums.set(key, sum);
  }
  for (const sum of sums.values()) {
    const last = await typed
      .selectFrom('purse_transaction')
      .select('balance_after_cents')
      .where('customer_id', '=', sum.customerId)
      .where('currency', '=', sum.currency)
      .orderBy('seq', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    sum.lastBalanceAfterCents = Number(last.balance_after_cents);
  }
  return [...sums.values()];
}

/** One bucket of one stock balance, its ledger's changes summed. */
export interface FlowLedgerSum {
  customerId: string;
  warehouseCode: string;
  sku: string;
  bucket: string;
  qty: number;
}

/** A ledger row that does not add up (before + change ≠ after) or leaves its bucket below zero. */
export interface FlowRowFault {
  id: string;
  qtyBefore: number;
  qtyChange: number;
  qtyAfter: number;
}

/**
 * The stock ledger summed per balance and bucket by the database, from an index alone, and its rows
 * that do not add up (the table's checks refuse them: none, unless written around it). Undefined for a
 * db not bound.
 */
export async function flowLedgerSums(
  db: Db,
): Promise<{ sums: FlowLedgerSum[]; faults: FlowRowFault[] } | undefined> {
  const bound = tableOf(db, 'flow');
  if (!bound) return undefined;
  const typed = bound.run as unknown as Kysely<Database>;
  const sums = await typed
    .selectFrom('stock_flow')
    .select([
      'customer_id',
      'warehouse_code',
      'sku',
      'bucket',
      (eb) => eb.fn.sum<number | string>('qty_change').as('qty'),
    ])
    .groupBy(['customer_id', 'warehouse_code', 'sku', 'bucket'])
    .execute();
  const faults = await typed
    .selectFrom('stock_flow')
    .select(['id', 'qty_before', 'qty_change', 'qty_after'])
    .where((eb) =>
      eb.or([eb(sql`qty_before + qty_change`, '<>', sql.ref('qty_after')), eb('qty_after', '<', 0)]),
    )
    .execute();
  return {
    // PostgreSQL's sum of an integer is a bigint, which its driver gives as text
    sums: sums.map((row) => ({
      customerId: row.customer_id,
      warehouseCode: row.warehouse_code,
      sku: row.sku,
      bucket: row.bucket,
      qty: Number(row.qty),
    })),
    faults: faults.map((row) => ({
      id: row.id,
      qtyBefore: Number(row.qty_before),
      qtyChange: Number(row.qty_change),
      qtyAfter: Number(row.qty_after),
    })),
  };
}

/**
 * Where the outbound orders' tallies (migrations 0025, 0027, 0028) differ from a count of the orders: each
 * combination (or customer and status) whose number differs, as `key: tallied / counted`. Undefined
 * for a db whose orders are no table.
 */
export async function outboundTallyFaults(db: Db): Promise<string[] | undefined> {
  const bound = tableOf(db, 'outbounds');
  if (!bound) return undefined;
  const postgres = kindOf(bound.run) === 'postgres';
  const run = bound.run as unknown as Kysely<Database>;
  const key = [...TALLY_COLUMNS, 'status'];
  const { rows: counted } = await sql<Record<string, unknown>>`${sql.raw(tallyCount(postgres))}`.execute(run);
  const tallied = await run.selectFrom('outbound_tally').selectAll().where('n', '<>', 0).execute();
  const keyOf = (row: Record<string, unknown>) => key.map((column) => String(row[column])).join('|');
  const numbers = new Map<string, [number, number]>();
  for (const row of tallied) numbers.set(keyOf(row), [Number(row.n), 0]);
  for (const row of counted) numbers.set(keyOf(row), [numbers.get(keyOf(row))?.[0] ?? 0, Number(row.n)]);
  // the customers' tally (migration 0027) against the same counts, summed per customer and status
  const perCustomer = new Map<string, [number, number]>();
  const customerKey = (row: Record<string, unknown>) => `${String(row.customer_id)}|${String(row.status)}`;
  for (const row of await run.selectFrom('outbound_customer_tally').selectAll().where('n', '<>', 0).execute())
    perCustomer.set(customerKey(row), [Number(row.n), 0]);
  for (const row of counted) {
    const [inTally, inTable] = perCustomer.get(customerKey(row)) ?? [0, 0];
    perCustomer.set(customerKey(row), [inTally, inTable + Number(row.n)]);
  }
  // and the facets' (migration 0028), each column of the finer tally summed per customer and status
  const perFacet = new Map<string, [number, number]>();
  const facetKey = (row: Record<string, unknown>, facet: string, value: unknown) =>
    `${facet}=${String(value)}|${customerKey(row)}`;
  for (const row of await run.selectFrom('outbound_facet_tally').selectAll().where('n', '<>', 0).execute())
    perFacet.set(facetKey(row, row.facet, row.value), [Number(row.n), 0]);
  for (const row of counted)
    for (const facet of FACETS) {
      const [inTally, inTable] = perFacet.get(facetKey(row, facet, row[facet])) ?? [0, 0];
      perFacet.set(facetKey(row, facet, row[facet]), [inTally, inTable + Number(row.n)]);
    }
  const faults = (of: Map<string, [number, number]>, label: string) =>
    [...of]
      .filter(([, [inTally, inTable]]) => inTally !== inTable)
      .map(([at, [inTally, inTable]]) => `${label}${at}: ${inTally} / ${inTable}`);
  return [
    ...faults(numbers, ''),
    ...faults(perCustomer, 'per customer: '),
    ...faults(perFacet, 'per facet: '),
  ];
}

/** A purse's transactions of one source and kind summed, those before a period apart from the rest. */
export interface PurseMovementSum {
  before: boolean;
  source: string;
  type: PurseTransactionType;
  cents: number;
}

/**
 * A purse's ledger up to the end of a period (`to`, inclusive), summed by source and kind of
 * transaction, what came before the period (`from`) apart: the settlement's figures, asked of the
 * database (the index on a customer's transactions in time order) instead of reading its every
 * transaction. Undefined for a db not bound (the settlement sums its list the same way).
 */
export async function purseMovementSums(
  db: Db,
  customerId: string,
  currency: string,
  from: string,
  to: string,
): Promise<PurseMovementSum[] | undefined> {
  const bound = tableOf(db, 'purseTransactions');
  if (!bound) return undefined;
  const typed = bound.run as unknown as Kysely<Database>;
  const rows = await typed
    .selectFrom('purse_transaction')
    .select([
      sql<number>`case when at < ${from} then 1 else 0 end`.as('before'),
      'source',
      'type',
      (eb) => eb.fn.sum<number | string>('amount_cents').as('cents'),
    ])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('at', '<=', to)
    // by position, as the lists' counts (table-lists.ts)
    .groupBy(sql`1, 2, 3`)
    .execute();
  return rows.map((row) => ({
    before: Number(row.before) === 1,
    source: row.source,
    type: row.type as PurseTransactionType,
    cents: Number(row.cents),
  }));
}
