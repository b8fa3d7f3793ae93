import { failure, succeed, type FieldMessages, type Outcome } from '../../db/services/contract';
import { now } from '../../clock';
import { sortedRows, type SortOrder } from './sorted-order';

/** What a business list answers: one page, every match counted, and the counts of the status tabs. */
export interface ListPage<T> {
  list: T[];
  total: number;
  /** Matches per base status under every filter but the status itself (the status tabs). */
  counts: Record<string, number>;
}

type Value = string | number | boolean | null | undefined;

export interface DateRange<T> {
  of: (row: T) => string | null | undefined;
  /** business.md's longest range for this list (flow 31 days, fees 365 days). */
  maxDays?: number;
}

/** How one module's list filters and sorts; every name here is a query parameter. */
export interface ListSpec<T> {
  /** `keyword`: a case-insensitive part of any of these (numbers and references). */
  keyword?: (row: T) => readonly Value[];
  /** `name=value`; a comma-separated value matches any of its parts, a list value any of its items. */
  equals?: Record<string, (row: T) => Value | readonly string[]>;
  /** `<name>From` / `<name>To`: ISO dates; a date-only `To` takes in that whole day. */
  ranges?: Record<string, DateRange<T>>;
  /** The `sortField` whitelist. */
  sorts: Record<string, (row: T) => Value>;
  defaultSort: { field: string; order: SortOrder };
  /** The base status (`PICKING.cancelRequested` → `PICKING`): the `status` filter and the counts. */
  status?: (row: T) => string;
}

export type { SortOrder };

/**
 * Which rows of the collection the caller may list (a customer's own). Passing the collection itself
 * with a scope, rather than a filtered copy, lets its sorted order be kept between calls.
 */
export type RowScope<T> = ((row: T) => boolean) | null;

export const MIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

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

type Predicate<T> = (row: T) => boolean;

function rangePredicates<T>(
  query: URLSearchParams,
  spec: ListSpec<T>,
  fields: FieldMessages,
): Predicate<T>[] {
  const predicates: Predicate<T>[] = [];
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
    const fromIso = from === -Infinity ? '' : new Date(from).toISOString();
    const toIso = to === Infinity ? '\uffff' : new Date(to).toISOString();
    predicates.push((row) => {
      const value = range.of(row);
      if (!value) return false;
      // Stored times are canonical ISO (UTC, ms, Z): compared as text they sort by time; others are parsed.
      if (CANONICAL_ISO.test(value)) return value >= fromIso && value <= toIso;
      const ms = Date.parse(value);
      return ms >= from && ms <= to;
    });
  }
  return predicates;
}

function equalityPredicates<T>(query: URLSearchParams, spec: ListSpec<T>): Predicate<T>[] {
  const predicates: Predicate<T>[] = [];
  for (const [name, of] of Object.entries(spec.equals ?? {})) {
    const raw = query.get(name);
    if (raw === null || raw.trim() === '') continue;
    const wanted = new Set(raw.split(',').map((part) => part.trim()));
    predicates.push((row) => {
      const value = of(row);
      return Array.isArray(value) ? value.some((item) => wanted.has(item)) : wanted.has(String(value));
    });
  }
  return predicates;
}

function keywordPredicate<T>(query: URLSearchParams, spec: ListSpec<T>): Predicate<T> | null {
  const keyword = (query.get('keyword') ?? '').trim();
  const texts = spec.keyword;
  if (keyword === '' || !texts) return null;
  // A case-insensitive pattern tests each text without making lower-case copies of it.
  const pattern = new RegExp(keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (row) => texts(row).some((text) => typeof text === 'string' && pattern.test(text));
}

export interface Selection<T> {
  rows: T[];
  counts: Record<string, number>;
}

/** Every row the query's filters and sort select (exports take them all); 422 on a bad filter. */
export function selectRows<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
  fields: FieldMessages = {},
): Outcome<Selection<T>> {
  const sortField = query.get('sortField') || spec.defaultSort.field;
  if (!(sortField in spec.sorts))
    fields.sortField = { key: 'listSortFieldUnknown', params: { field: sortField } };
  const rawOrder = (query.get('sortOrder') || spec.defaultSort.order).toLowerCase();
  if (rawOrder !== 'asc' && rawOrder !== 'desc') fields.sortOrder = { key: 'listSortOrderInvalid' };
  const predicates = [...equalityPredicates(query, spec), ...rangePredicates(query, spec, fields)];
  if (Object.keys(fields).length > 0) return failure(422, 'validationFailed', undefined, fields);
  const keyword = keywordPredicate(query, spec);
  if (keyword) predicates.push(keyword);

  const order: SortOrder = rawOrder === 'asc' ? 'asc' : 'desc';
  const sorted = sortedRows(rows, sortField, spec.sorts[sortField], order);
  // One pass in sorted order: rows matching every filter but the status are counted per status, and
  // those also in the chosen statuses are selected, already in order.
  const rawStatus = (query.get('status') ?? '').trim();
  const wanted = rawStatus === '' ? null : new Set(rawStatus.split(',').map((part) => part.trim()));
  const statusOf = spec.status;
  const counts: Record<string, number> = {};
  const selected: T[] = [];
  for (const row of sorted) {
    if (scope && !scope(row)) continue;
    if (!predicates.every((test) => test(row))) continue;
    if (!statusOf) {
      selected.push(row);
      continue;
    }
    const status = statusOf(row);
    counts[status] = (counts[status] ?? 0) + 1;
    if (!wanted || wanted.has(status)) selected.push(row);
  }
  return succeed({ rows: selected, counts });
}

/** Filters, counts, sorts and pages `rows` by the query; a bad query answers 422 naming its fields. */
export function runList<T extends object>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: ListSpec<T>,
  scope?: RowScope<T>,
): Outcome<ListPage<T>> {
  const fields: FieldMessages = {};
  const { pageIndex, pageSize } = readPaging(query, fields);
  const selection = selectRows(rows, query, spec, scope, fields);
  if (!selection.ok) return selection;
  const { rows: sorted, counts } = selection.value;
  const start = (pageIndex - 1) * pageSize;
  return succeed({ list: sorted.slice(start, start + pageSize), total: sorted.length, counts });
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

/** `PICKING.cancelRequested` → `PICKING` without allocating for a plain status (lists call it per row). */
export function baseStatusOf(status: string): string {
  const dot = status.indexOf('.');
  return dot < 0 ? status : status.slice(0, dot);
}
