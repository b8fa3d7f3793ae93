import { readOutbound } from '@/api/rules/outbound';
import type { FieldErrors } from '@/api/rules/fields';
import type { FieldMessages, MessageRef } from '../../../services/contract';
import { filter, type Db } from '../../../store/store';
import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import {
  IMPORT_COLUMNS,
  MAX_LENGTHS,
  ORDER_COLUMNS,
  REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRow,
} from './columns';

const IMPORT_COLUMN_SET: ReadonlySet<ImportColumn> = new Set(IMPORT_COLUMNS);

/** One row of the preview: its values, its errors per column (message keys), and its order. */
export interface CheckedRow {
  rowNo: number;
  values: ImportRow;
  /** The SKU the line resolves to (the platform SKU's listing, or the SKU itself). */
  sku: string;
  errors: FieldMessages;
}

/** What an order would be created with: the fields `save('outbound', …)` takes. */
export interface OrderDraft {
  referenceNo: string;
  rowNos: number[];
  valid: boolean;
  input: Record<string, unknown>;
}

export interface CheckedImport {
  rows: CheckedRow[];
  orders: OrderDraft[];
}

interface Lookups {
  warehouses: Map<string, { outbound: boolean }>;
  /** carrier code → the warehouses it serves */
  carriers: Map<string, Set<string>>;
  skus: Set<string>;
  /** platformSku → sku (any platform/store of the customer; platform and store narrow it when given) */
  listings: Map<string, { sku: string; platform: string; storeName: string }[]>;
  openReferences: Set<string>;
}

const OPEN_DONE = new Set(['CANCELLED']);
/** References asked in one query: well within SQLite's and PostgreSQL's limits on bound values. */
const REFERENCES_AT_ONCE = 1000;

/**
 * What the rows are checked against. Of the customer's open orders only those whose reference the
 * rows name are read (`references`): a query on the outbound table's reference column, not every
 * open order of the customer.
 */
async function lookupsFor(db: Db, customerId: string, references: readonly string[]): Promise<Lookups> {
  const warehouses = new Map<string, { outbound: boolean }>();
  for (const w of await filter(db, 'warehouses', { status: 'ACTIVE' })) {
    const usable = w.status === 'ACTIVE' && (w.kind === 'OFFICIAL' || w.ownerCustomerId === customerId);
    if (usable) warehouses.set(w.code, { outbound: w.capabilities.outbound });
  }
  const carriers = new Map<string, Set<string>>();
  for (const c of await filter(db, 'carriers', { status: 'ACTIVE', type: 'LAST_MILE' }))
    carriers.set(c.code, new Set(c.warehouseCodes));
  const skus = new Set<string>();
  for (const s of await filter(db, 'skus', { customerId, status: 'APPROVED' })) skus.add(s.sku);
  for (const c of await filter(db, 'cartons', { customerId, status: 'ACTIVE' }))
    if (skus.has(c.componentSku)) skus.add(c.cartonSku);
  const listings = new Map<string, { sku: string; platform: string; storeName: string }[]>();
  for (const l of await filter(db, 'listings', { customerId })) {
    const entries = listings.get(l.platformSku) ?? [];
    entries.push({ sku: l.sku, platform: l.platform, storeName: l.storeName });
    listings.set(l.platformSku, entries);
  }
  const openReferences = new Set<string>();
  const open = OUTBOUND_STATES.filter((state) => !OPEN_DONE.has(state));
  const named = [...new Set(references)].filter((reference) => reference !== '');
  for (let at = 0; at < named.length; at += REFERENCES_AT_ONCE) {
    const referenceNo = named.slice(at, at + REFERENCES_AT_ONCE);
    for (const o of await filter(db, 'outbounds', { customerId, status: open, referenceNo }))
      openReferences.add(o.referenceNo);
  }
  return { warehouses, carriers, skus, listings, openReferences };
}

const ref = (key: MessageRef['key'], params?: Record<string, string>): MessageRef => ({ key, params });
const COUNTRY = /^[A-Z]{2}$/;

function resolveSku(row: ImportRow, lookups: Lookups, errors: FieldMessages): string {
  if (row.sku !== '') {
    if (!lookups.skus.has(row.sku)) errors.sku = ref('importSkuUnknown', { sku: row.sku });
    return row.sku;
  }
  if (row.platformSku === '') {
    errors.sku = ref('importRequired', { column: 'sku' });
    return '';
  }
  const matches = (lookups.listings.get(row.platformSku) ?? []).filter(
    (l) =>
      (row.platform === '' || l.platform === row.platform) &&
      (row.storeName === '' || l.storeName === row.storeName),
  );
  if (matches.length === 0) {
    errors.platformSku = ref('importPlatformSkuUnknown', { sku: row.platformSku });
    return '';
  }
  const sku = matches[0].sku;
  if (!lookups.skus.has(sku)) errors.platformSku = ref('importSkuUnknown', { sku });
  return sku;
}

function checkRow(row: ImportRow, rowNo: number, lookups: Lookups): CheckedRow {
  const errors: FieldMessages = {};
  for (const column of REQUIRED_COLUMNS) {
    if (row[column] === '') errors[column] = ref('importRequired', { column });
  }
  for (const [column, max] of Object.entries(MAX_LENGTHS) as [ImportColumn, number][]) {
    if (row[column].length > max) errors[column] ??= ref('importTooLong', { column, max: String(max) });
  }
  const warehouse = lookups.warehouses.get(row.warehouseCode);
  if (row.warehouseCode !== '' && !warehouse?.outbound) {
    errors.warehouseCode = ref('importWarehouseUnknown', { code: row.warehouseCode });
  }
  if (row.carrierCode !== '' && warehouse && !lookups.carriers.get(row.carrierCode)?.has(row.warehouseCode)) {
    errors.carrierCode = ref('importCarrierUnknown', { code: row.carrierCode, warehouse: row.warehouseCode });
  }
  if (row.countryCode !== '' && !COUNTRY.test(row.countryCode))
    errors.countryCode = ref('importCountryInvalid');
  if (row.qty !== '' && !(Number.isInteger(Number(row.qty)) && Number(row.qty) >= 1))
    errors.qty = ref('importQtyInvalid');
  for (const column of ['declaredValue', 'insuranceValue'] as const) {
    const value = Number(row[column]);
    if (row[column] !== '' && !(Number.isFinite(value) && value >= 0))
      errors[column] = ref('importNumberInvalid', { column });
  }
  if (row.signature !== '' && !/^[YN]$/i.test(row.signature))
    errors.signature = ref('importYesNo', { column: 'signature' });
  if (row.referenceNo !== '' && lookups.openReferences.has(row.referenceNo)) {
    errors.referenceNo = ref('importReferenceTaken', { referenceNo: row.referenceNo });
  }
  const sku = resolveSku(row, lookups, errors);
  return { rowNo, values: row, sku, errors };
}

function orderInput(first: ImportRow, rows: CheckedRow[]): Record<string, unknown> {
  return {
    referenceNo: first.referenceNo,
    type: 'B2C',
    platform: first.platform === '' ? null : first.platform,
    storeName: first.storeName,
    warehouseCode: first.warehouseCode,
    carrierCode: first.carrierCode,
    businessMode: 'WAREHOUSE_AND_DELIVERY',
    consignee: {
      name: first.consigneeName,
      company: first.company,
      phone: first.phone,
      email: first.email,
      countryCode: first.countryCode,
      state: first.state,
      city: first.city,
      address1: first.address1,
      address2: first.address2,
      postcode: first.postcode,
    },
    services: { signature: /^y$/i.test(first.signature), insuranceValue: Number(first.insuranceValue || 0) },
    remark: first.remark,
    lines: rows.map((row) => ({
      sku: row.sku,
      qty: Number(row.values.qty),
      declaredValue: Number(row.values.declaredValue || 0),
      fnsku: '',
    })),
  };
}

const CONSIGNEE_COLUMNS: Record<string, ImportColumn> = { name: 'consigneeName' };

/** The import column (and the row of the group, for a line) of a field path of the order rules. */
function columnOfPath(path: string): { column: ImportColumn; line: number | null } | null {
  const [head, second, third] = path.split('.');
  if (head === 'consignee' && second)
    return { column: CONSIGNEE_COLUMNS[second] ?? (second as ImportColumn), line: null };
  if (head === 'services' && second) return { column: second as ImportColumn, line: null };
  if (head === 'lines' && third) return { column: third as ImportColumn, line: Number(second) };
  if (head === 'lines') return { column: 'referenceNo', line: 0 };
  return (IMPORT_COLUMN_SET as ReadonlySet<string>).has(head)
    ? { column: head as ImportColumn, line: null }
    : null;
}

/**
 * The order's field rules, the same the service applies on save (`src/api/rules/outbound.ts`), put
 * on the rows and columns they concern; a cell keeps the first error found for it.
 */
function applyOrderRules(group: CheckedRow[], input: Record<string, unknown>): void {
  const errors: FieldErrors = {};
  readOutbound(input, errors);
  for (const [path, key] of Object.entries(errors)) {
    const at = columnOfPath(path);
    if (!at) continue;
    const rows = at.line === null ? group : [group[at.line]].filter(Boolean);
    for (const row of rows) row.errors[at.column] ??= { key };
  }
}

/** The order one group of rows (one referenceNo) makes; marks the group's rows with its errors. */
function checkGroup(referenceNo: string, group: CheckedRow[]): OrderDraft {
  const first = group[0].values;
  for (const row of group.slice(1)) {
    const column = ORDER_COLUMNS.find((name) => row.values[name] !== first[name]);
    if (column) row.errors[column] ??= ref('importOrderMismatch', { referenceNo, column });
  }
  const input = orderInput(first, group);
  applyOrderRules(group, input);
  const valid = group.every((row) => Object.keys(row.errors).length === 0);
  if (!valid) {
    for (const row of group) {
      if (Object.keys(row.errors).length === 0)
        row.errors.referenceNo = ref('importOrderRowInvalid', { referenceNo });
    }
  }
  return { referenceNo, rowNos: group.map((row) => row.rowNo), valid, input: orderInput(first, group) };
}

function groupsOf(rows: readonly CheckedRow[]): Map<string, CheckedRow[]> {
  const groups = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    if (row.values.referenceNo === '') continue;
    const group = groups.get(row.values.referenceNo) ?? [];
    group.push(row);
    groups.set(row.values.referenceNo, group);
  }
  return groups;
}

/** Checks every row, groups rows into orders by referenceNo; an order is valid when all its rows are. */
export async function checkImport(
  db: Db,
  customerId: string,
  rows: readonly ImportRow[],
): Promise<CheckedImport> {
  const lookups = await lookupsFor(
    db,
    customerId,
    rows.map((row) => row.referenceNo),
  );
  // Row 1 is the header, so the first data row is row 2, as a spreadsheet numbers it.
  const checked = rows.map((row, index) => checkRow(row, index + 2, lookups));
  const orders = [...groupsOf(checked)].map(([referenceNo, group]) => checkGroup(referenceNo, group));
  return { rows: checked, orders };
}

/** What a fix of one cell changed: the rows re-checked (the order(s) the row belongs to, before and after). */
export interface Recheck {
  rows: CheckedRow[];
  orders: OrderDraft[];
  /** referenceNos whose order is gone (the fixed row was its only one and moved to another order) */
  removed: string[];
}

/**
 * Puts `value` into one cell and re-checks only the order(s) it touches, with the same row and order
 * rules as the whole file; `checked` is updated in place. `null` when no row has `rowNo`.
 */
export async function recheckCell(
  db: Db,
  customerId: string,
  checked: CheckedImport,
  rowNo: number,
  column: ImportColumn,
  value: string,
): Promise<Recheck | null> {
  const at = checked.rows.findIndex((row) => row.rowNo === rowNo);
  if (at < 0) return null;
  const before = checked.rows[at].values.referenceNo;
  const values: ImportRow = { ...checked.rows[at].values, [column]: value.trim() };
  const references = new Set([before, values.referenceNo].filter((reference) => reference !== ''));
  const lookups = await lookupsFor(db, customerId, [...references]);
  checked.rows[at] = { ...checked.rows[at], values };
  const touched: CheckedRow[] = [];
  checked.rows.forEach((row, index) => {
    if (index !== at && !references.has(row.values.referenceNo)) return;
    checked.rows[index] = checkRow(row.values, row.rowNo, lookups);
    touched.push(checked.rows[index]);
  });
  const groups = groupsOf(touched);
  const orders = [...groups].map(([referenceNo, group]) => checkGroup(referenceNo, group));
  const removed = [...references].filter((reference) => !groups.has(reference));
  const kept = checked.orders.filter((order) => !references.has(order.referenceNo));
  checked.orders = [...kept, ...orders].sort((a, b) => a.rowNos[0] - b.rowNos[0]);
  return { rows: touched, orders, removed };
}
