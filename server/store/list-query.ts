import { failure, succeed, type FieldMessages, type Outcome } from '../services/contract';
import { now } from '../api/clock';
import { sortedRows, type SortOrder } from './sorted-order';
import { meetsAny, type Criteria } from './store';

/** What a business list answers: one page, every match counted, and the counts of the status tabs. */
export interface ListPage<T> {
  list: T[];
  total: number;
  /** Matches per base status under every filter but the status itself (the status tabs). */
  counts: Record<string, number>;
}

type Value = string | number | boolean | null | undefined;

/**
 * A value of a row that a list filters, sorts or counts by. Said as data, not as a function, so that
 * one spec is run by both homes of a collection: over an array here (`runList`), and as SQL over its
 * table (`table-lists.ts`), where each field names a column.
 * - `'consignee.countryCode'`: a field by its path; on the way, a list's items each give theirs.
 * - `{ base }`: a status without its sub-state (`PICKING.cancelRequested` → `PICKING`).
 * - `{ positive }`: `'true'` when the number is above zero, else `'false'`.
 * - `{ each }`: a field holding a list (equal when any item is).
 * - `{ count }`: how many items a list holds.
 * - `{ shows, from, status, except }`: the status, or `shows` from the moment in `from` on (a
 *   certificate past its expiry shows EXPIRED), unless the status is one of `except`.
 * - `{ computed }`: worked out in memory; a list over a table cannot take it (the table must first
 *   hold it as a column of its own).
 */
export type Field<T> =
  | FieldPath<T>
  | { base: FieldPath<T> }
  | { positive: FieldPath<T> }
  | { each: FieldPath<T> }
  | { count: FieldPath<T> }
  | { shows: string; from: FieldPath<T>; status: FieldPath<T>; except: readonly string[] }
  | { computed: (row: T) => Value };

/** The dotted paths of a record's fields (three deep), through its lists' items: a typo is a type error. */
export type FieldPath<T, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : T extends readonly (infer Item)[]
    ? FieldPath<Item, Depth>
    : T extends object
      ? {
          [K in keyof T & string]: K | `${K}.${FieldPath<NonNullable<T[K]>, [...Depth, unknown]>}`;
        }[keyof T & string]
      : never;

export interface DateRange<T> {
  field: Field<T>;
  /** business.md's longest range for this list (flow 31 days, fees 365 days). */
  maxDays?: number;
}

/** How one module's list filters and sorts; every name here is a query parameter. */
export interface ListSpec<T> {
  /** `keyword`: a case-insensitive part of any of these texts (numbers and references). */
  keyword?: readonly FieldPath<T>[];
  /** `name=value`; a comma-separated value matches any of its parts, a list value any of its items. */
  equals?: Record<string, Field<T>>;
  /** `<name>From` / `<name>To`: ISO dates; a date-only `To` takes in that whole day. */
  ranges?: Record<string, DateRange<T>>;
  /** The `sortField` whitelist. */
  sorts: Record<string, Field<T>>;
  defaultSort: { field: string; order: SortOrder };
  /** The base status (`PICKING.cancelRequested` → `PICKING`): the `status` filter and the counts. */
  status?: Field<T>;
}

export type { SortOrder };

/**
 * Which rows of the collection the caller may list (a customer's own): those meeting any of these
 * criteria; null, all of them. Passing the collection itself with a scope, rather than a filtered
 * copy, lets its sorted order be kept between calls.
 */
export type RowScope<T> = readonly Criteria<T>[] | null;

export const MIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A query as the list reads it, checked: what either home runs. */
export interface ListQuery<T> {
  pageIndex: number;
  pageSize: number;
  sort: { name: string; field: Field<T>; order: SortOrder };
  /** Each filter `name=value`: the field and the values it may equal. */
  equals: { field: Field<T>; wanted: readonly string[] }[];
  /** Each date range: the field, its bounds as ms and as canonical ISO text (an open end: null). */
  ranges: { field: Field<T>; from: number; to: number; fromIso: string | null; toIso: string | null }[];
  /** The keyword, trimmed; null for none. */
  keyword: string | null;
  /** The base statuses asked for; null for all. */
  statuses: readonly string[] | null;
}

function readPaging(query: URLSearchParams, fields: FieldMessages): { pageIndex: number; pageSize: number } {
  const rawIndex = query.get('pageIndex');
  const pageIndex = rawIndex === null || rawIndex === '' ? 1 : Number(rawIndex);
  if (!Number.isInteger(pageIndex) || pageIndex < 1) fields.pageIndex = { key: 'listPageIndexInvalid' };
  const rawSize = query.get('pageSize');
  const pageSize = rawSize === null || rawSize === '' ? DEFAULT_PAGE_SIZE : Number(rawSize);
  if (!Number.isInteger(pageSize) || pageSize < MIN_PAGE_SIZE || pageSize > MAX_PAGE_SIZE) {
    fields.pageSize = {
      key: 'listPageSizeRange',
      params: { min: String(MIN_PAGE_SIZE), max: String(MAX_PAGE_SIZE) },
    };
  }
  return { pageIndex, pageSize };
}

/** A query date as ms; a date-only upper bound runs to the end of its day. */
function parseBound(raw: string, upper: boolean): number {
  const at = Date.parse(DATE_ONLY.test(raw) ? `${raw}T00:00:00.000Z` : raw);
  return upper && DATE_ONLY.test(raw) ? at + DAY_MS - 1 : at;
}

function readRanges<T>(
  query: URLSearchParams,
  spec: ListSpec<T>,
  fields: FieldMessages,
): ListQuery<T>['ranges'] {
  const ranges: ListQuery<T>['ranges'] = [];
  for (const [name, range] of Object.entries(spec.ranges ?? {})) {
    const fromRaw = query.get(`${name}From`) ?? '';
    const toRaw = query.get(`${name}To`) ?? '';
    if (fromRaw === '' && toRaw === '') continue;
    const from = fromRaw === '' ? -Infinity : parseBound(fromRaw, false);
    const to = toRaw === '' ? Infinity : parseBound(toRaw, true);
    if (Number.isNaN(from)) fields[`${name}From`] = { key: 'listDateInvalid' };
    if (Number.isNaN(to)) fields[`${name}To`] = { key: 'listDateInvalid' };
    if (Number.isNaN(from) || Number.isNaN(to)) continue;
    if (from > to) {
      fields[`${name}To`] = { key: 'listDateRangeReversed' };
      continue;
    }
    if (range.maxDays !== undefined) {
      // An open end counts up to now (or from the beginning): the longest range still applies.
      const span = Math.min(to, now()) - (from === -Infinity ? -Infinity : from);
      if (span > range.maxDays * DAY_MS) {
        fields[`${name}From`] = { key: 'listDateRangeTooLong', params: { days: String(range.maxDays) } };
        continue;
      }
    }
    ranges.push({
      field: range.field,
      from,
      to,
      fromIso: from === -Infinity ? null : new Date(from).toISOString(),
      toIso: to === Infinity ? null : new Date(to).toISOString(),
    });
  }
  return ranges;
}

const partsOf = (raw: string): string[] => raw.split(',').map((part) => part.trim());

/** Checks and reads a list's query; 422 naming each bad parameter. */
export function readListQuery<T>(
  query: URLSearchParams,
  spec: ListSpec<T>,
  paged = true,
): Outcome<ListQuery<T>> {
  const fields: FieldMessages = {};
  // a selection that is not paged (an export) does not read the paging parameters
  const { pageIndex, pageSize } = paged
    ? readPaging(query, fields)
    : { pageIndex: 1, pageSize: Number.MAX_SAFE_INTEGER };
  const sortName = query.get('sortField') || spec.defaultSort.field;
  if (!Object.hasOwn(spec.sorts, sortName))
    fields.sortField = { key: 'listSortFieldUnknown', params: { field: sortName } };
  const rawOrder = (query.get('sortOrder') || spec.defaultSort.order).toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') fields.sortOrder = { key: 'listSortOrderInvalid' };
  const equals: ListQuery<T>['equals'] = [];
  for (const [name, field] of Object.entries(spec.equals ?? {})) {
    const raw = query.get(name);
    if (raw !== null && raw.trim() !== '') equals.push({ field, wanted: [...new Set(partsOf(raw))] });
  }
  const ranges = readRanges(query, spec, fields);
  if (Object.keys(fields).length > 0) return failure(422, 'validationFailed', undefined, fields);
  const keyword = (query.get('keyword') ?? '').trim();
  const rawStatus = (query.get('status') ?? '').trim();
  return succeed({
    pageIndex,
    pageSize,
    sort: { name: sortName, field: spec.sorts[sortName], order: rawOrder === 'asc' ? 'asc' : 'desc' },
    equals,
    ranges,
    keyword: keyword === '' || !spec.keyword ? null : keyword,
    statuses: rawStatus === '' ? null : [...new Set(partsOf(rawStatus))],
  });
}

/** `PICKING.cancelRequested` → `PICKING` without allocating for a plain status (lists call it per row). */
export function baseStatusOf(status: string): string {
  const dot = status.indexOf('.');
  return dot < 0 ? status : status.slice(0, dot);
}

type Read = (row: object) => unknown;

/** Reads a path; a list met on the way gives each of its items' values (flattened). */
function pathReader(path: string): Read {
  const keys = path.split('.');
  if (keys.length === 1) return (row) => (row as Record<string, unknown>)[path];
  const step = (value: unknown, at: number): unknown => {
    if (at === keys.length || value === null || value === undefined) return value;
    if (Array.isArray(value)) return value.flatMap((item) => step(item, at) as unknown[]);
    return step((value as Record<string, unknown>)[keys[at]], at + 1);
  };
  return (row) => step(row, 0);
}

const readers = new WeakMap<object, Read>();
const pathReaders = new Map<string, Read>();

function readerOfPath(path: string): Read {
  let read = pathReaders.get(path);
  if (!read) {
    read = pathReader(path);
    pathReaders.set(path, read);
  }
  return read;
}

/** How the array home reads a field of a row. */
export function readerOf<T>(field: Field<T>): (row: T) => Value | readonly Value[] {
  if (typeof field === 'string') return readerOfPath(field) as (row: T) => Value;
  let read = readers.get(field);
  if (read) return read as (row: T) => Value;
  if ('computed' in field) read = field.computed as Read;
  else if ('base' in field) {
    const of = readerOfPath(field.base);
    read = (row) => baseStatusOf(String(of(row)));
  } else if ('positive' in field) {
    const of = readerOfPath(field.positive);
    read = (row) => (of(row) as number) > 0;
  } else if ('each' in field) read = readerOfPath(field.each);
  else if ('count' in field) {
    const of = readerOfPath(field.count);
    read = (row) => (of(row) as unknown[] | null)?.length ?? 0;
  } else {
    const { shows, except } = field;
    const status = readerOfPath(field.status);
    const from = readerOfPath(field.from);
    read = (row) => {
      const value = status(row) as string;
      const at = from(row) as string | null;
      return !except.includes(value) && at !== null && at !== undefined && Date.parse(at) <= now()
        ? shows
        : value;
    };
  }
  readers.set(field, read);
  return read as (row: T) => Value;
}

/** A name for a field, to key the sorted orders kept per collection. */
const sortKeyOf = <T>(name: string, field: Field<T>): string =>
  typeof field === 'string' ? field : `${name}:${JSON.stringify(field)}`;

type Predicate<T> = (row: T) => boolean;

function predicatesOf<T>(list: ListQuery<T>, spec: ListSpec<T>): Predicate<T>[] {
  const predicates: Predicate<T>[] = [];
  for (const { field, wanted } of list.equals) {
    const of = readerOf(field);
    const set = new Set(wanted);
    predicates.push((row) => {
      const value = of(row);
      return Array.isArray(value) ? value.some((item) => set.has(String(item))) : set.has(String(value));
    });
  }
  for (const { field, from, to, fromIso, toIso } of list.ranges) {
    const of = readerOf(field);
    const low = fromIso ?? '';
    const high = toIso ?? '\uffff';
    predicates.push((row) => {
      const value = of(row);
      if (typeof value !== 'string' || value === '') return false;
      // Stored times are canonical ISO (UTC, ms, Z): compared as text they sort by time; others are parsed.
      if (CANONICAL_ISO.test(value)) return value >= low && value <= high;
      const ms = Date.parse(value);
      return ms >= from && ms <= to;
    });
  }
  if (list.keyword !== null && spec.keyword) {
    const texts = spec.keyword.map((path) => readerOfPath(path));
    // A case-insensitive pattern tests each text without making lower-case copies of it.
    const pattern = new RegExp(list.keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const matches = (text: unknown): boolean =>
      Array.isArray(text) ? text.some(matches) : typeof text === 'string' && pattern.test(text);
    predicates.push((row) => texts.some((text) => matches(text(row as object))));
  }
  return predicates;
}

export interface Selection<T> {
  rows: T[];
  counts: Record<string, number>;
}

/** Every row the checked query selects, in its order, and the status counts: the array home. */
function selectIn<T extends object>(
  rows: readonly T[],
  list: ListQuery<T>,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
): Selection<T> {
  const predicates = predicatesOf(list, spec);
  const { name, field, order } = list.sort;
  const sorted = sortedRows(rows, sortKeyOf(name, field), readerOf(field) as (row: T) => Value, order);
  // One pass in sorted order: rows matching every filter but the status are counted per status, and
  // those also in the chosen statuses are selected, already in order.
  const wanted = list.statuses === null ? null : new Set(list.statuses);
  const statusOf = spec.status === undefined ? undefined : readerOf(spec.status);
  const counts: Record<string, number> = {};
  const selected: T[] = [];
  for (const row of sorted) {
    if (scope && !meetsAny(row, scope)) continue;
    if (!predicates.every((test) => test(row))) continue;
    if (!statusOf) {
      selected.push(row);
      continue;
    }
    const status = String(statusOf(row));
    counts[status] = (counts[status] ?? 0) + 1;
    if (!wanted || wanted.has(status)) selected.push(row);
  }
  return { rows: selected, counts };
}

/** Every row the query's filters and sort select (exports take them all); 422 on a bad filter. */
export function selectRows<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
): Outcome<Selection<T>> {
  const list = readListQuery(query, spec, false);
  return list.ok ? succeed(selectIn(rows, list.value, spec, scope)) : list;
}

/** One page of a checked query over an array. */
export function pageIn<T extends object>(
  rows: readonly T[],
  list: ListQuery<T>,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
): ListPage<T> {
  const { rows: sorted, counts } = selectIn(rows, list, spec, scope);
  const start = (list.pageIndex - 1) * list.pageSize;
  return { list: sorted.slice(start, start + list.pageSize), total: sorted.length, counts };
}

/** Filters, counts, sorts and pages `rows` by the query; a bad query answers 422 naming its fields. */
export function runList<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
): Outcome<ListPage<T>> {
  const list = readListQuery(query, spec);
  return list.ok ? succeed(pageIn(rows, list.value, spec, scope)) : list;
}

/** One page of an existing selection (for answers that also need the whole selection). */
export function pageOf<T>(selection: Selection<T>, query: URLSearchParams): Outcome<ListPage<T>> {
  const fields: FieldMessages = {};
  const { pageIndex, pageSize } = readPaging(query, fields);
  if (Object.keys(fields).length > 0) return failure(422, 'validationFailed', undefined, fields);
  const start = (pageIndex - 1) * pageSize;
  return succeed({
    list: selection.rows.slice(start, start + pageSize),
    total: selection.rows.length,
    counts: selection.counts,
  });
}
