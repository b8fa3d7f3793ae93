import { sql, type RawBuilder } from 'kysely';
import { containsPattern, kindOf, type DatabaseKind } from '../db/dialect';
import { now } from '../api/clock';
import { isoOfMs } from './iso-time';
import {
  baseStatusOf,
  pageIn,
  readListQuery,
  selectRows,
  type Field,
  type ListPage,
  type ListQuery,
  type ListSpec,
  type RowScope,
} from './list-query';
import { succeed, type Outcome } from '../services/contract';
import { everyRecord, type CollectionName, type Db, type DocOf } from './store';
import {
  columnOf,
  docOf,
  isCentsColumn,
  isDayColumn,
  isItemListColumn,
  isNumberColumn,
  namesOneOf,
  tableOf,
  type BoundTable,
} from './tables';
import { toCents } from './money';
import { derivedFieldOf } from './derived';
import { TALLY_COLUMNS } from '../db/migrations/0025_outbound_tally';
import { FACETS } from '../db/migrations/0028_outbound_facet_tally';

/**
 * A list over a collection kept in a table, as SQL (docs/architecture.md, step 3): the same spec
 * and the same checked query as the array home (`list-query.ts`), run by the database as three
 * queries: the page (`limit`/`offset` in the list's order), its total, and the counts of the status
 * tabs (`group by`). What it filters, sorts or counts by is a column of the table; a keyword may
 * also read a text of the record's JSON (no index serves a part of a text anyway).
 *
 * Kept as the array home has it:
 * - empty values (null, or an empty text) sort last in either order, in the collection's order
 *   (`seq`); ties among the others in that order too, reversed when descending;
 * - texts sort by their characters' codes (SQLite's own order; `collate "C"` on PostgreSQL), as
 *   JavaScript's `<` does (the two differ only beyond the Basic Multilingual Plane);
 * - a keyword matches case-insensitively (SQLite's `like` and PostgreSQL's `ilike` fold ASCII
 *   letters; other scripts are matched as written);
 * - dates are compared as text: what the store writes is canonical ISO (UTC, milliseconds, `Z`), or
 *   a day (`YYYY-MM-DD`), read as its first moment.
 */

type Condition = RawBuilder<boolean>;
type Expr = RawBuilder<unknown>;

const TRUE: Condition = sql<boolean>`1 = 1`;
const all = (conditions: readonly Condition[]): Condition =>
  conditions.length === 0 ? TRUE : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
const any = (conditions: readonly Condition[]): Condition =>
  conditions.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(conditions, sql` or `)})`;

interface Context {
  bound: BoundTable;
  kind: DatabaseKind;
}

function columnFor({ bound }: Context, path: string): string {
  const column = columnOf(bound.name, path);
  if (!column) throw new Error(`${bound.name}: a list reads ${path}, which has no column`);
  return column;
}

/** A status's base (`EXCEPTION` of `EXCEPTION.OUT_OF_STOCK`) in SQL: the text before its first dot. */
function baseOf(kind: DatabaseKind, status: Expr): Expr {
  return kind === 'postgres'
    ? sql`split_part(${status}, '.', 1)`
    : sql`substr(${status}, 1, instr(${status} || '.', '.') - 1)`;
}

/** The value of a field as SQL, and whether it is a text (for the empty check and the collation). */
function valueOf<T>(context: Context, field: Field<T>): { expr: Expr; text: boolean } {
  const { bound, kind } = context;
  if (typeof field === 'string') {
    const column = columnFor(context, field);
    return { expr: sql.ref(column), text: !isNumberColumn(column) };
  }
  if ('base' in field) {
    return { expr: baseOf(kind, sql.ref(columnFor(context, field.base))), text: true };
  }
  if ('positive' in field) {
    const amount = sql.ref(columnFor(context, field.positive));
    return { expr: sql`case when ${amount} > 0 then 'true' else 'false' end`, text: true };
  }
  if ('count' in field) {
    // the length of a list in the record's JSON (a batch's orders)
    const path = field.count;
    return {
      expr:
        kind === 'postgres'
          ? sql`json_array_length(doc::json #> ${sql.lit(`{${path.split('.').join(',')}}`)})`
          : sql`json_array_length(doc, ${sql.lit(`$.${path}`)})`,
      text: false,
    };
  }
  if ('shows' in field) {
    const status = sql.ref(columnFor(context, field.status));
    const from = sql.ref(columnFor(context, field.from));
    const kept =
      field.except.length === 0 ? TRUE : sql<boolean>`${status} not in (${sql.join([...field.except])})`;
    return {
      expr: sql`case when ${kept} and ${from} is not null and ${from} <> '' and ${from} <= ${isoOfMs(now())} then ${field.shows} else ${status} end`,
      text: true,
    };
  }
  if ('computed' in field) {
    // a field the service derives (derived.ts) by this very function: its column
    const derived = derivedFieldOf(bound.name, field.computed);
    if (derived) {
      const column = columnFor(context, derived);
      return { expr: sql.ref(column), text: !isNumberColumn(column) };
    }
  }
  throw new Error(`${bound.name}: a list over a table cannot read ${JSON.stringify(field)}`);
}

/** A text of the record's JSON, for the keyword: its column when it has one. */
function textOf(context: Context, path: string): Expr {
  const column = columnOf(context.bound.name, path);
  if (column) return sql.ref(column);
  return context.kind === 'postgres'
    ? sql`(doc::jsonb #>> ${sql.lit(`{${path.split('.').join(',')}}`)})`
    : sql`json_extract(doc, ${sql.lit(`$.${path}`)})`;
}

function equalsCondition<T>(context: Context, field: Field<T>, wanted: readonly string[]): Condition {
  const values = sql.join([...wanted]);
  if (typeof field === 'object' && 'each' in field) {
    const path = field.each;
    const column = columnOf(context.bound.name, path);
    // the values at the path kept in a column, each between bars: equal when any of them is
    if (column && isItemListColumn(column)) return namesOneOf(context.kind === 'postgres', column, wanted);
    // a list in the record's JSON: equal when any of its items is
    return context.kind === 'postgres'
      ? sql<boolean>`exists (select 1 from jsonb_array_elements_text(doc::jsonb #> ${sql.lit(`{${path.split('.').join(',')}}`)}) as item(value) where item.value in (${values}))`
      : sql<boolean>`exists (select 1 from json_each(doc, ${sql.lit(`$.${path}`)}) where json_each.value in (${values}))`;
  }
  return sql<boolean>`${valueOf(context, field).expr} in (${values})`;
}

function rangeCondition<T>(context: Context, range: ListQuery<T>['ranges'][number]): Condition {
  const { expr } = valueOf(context, range.field);
  // a day (a settlement's period) is its first moment, as the array home parses it; other columns
  // are compared as they are, so that their index serves the range
  const days = typeof range.field === 'string' && isDayColumn(columnFor(context, range.field));
  // texts compared by their characters' codes, as the list sorts them: on PostgreSQL in the collation
  // its sort indexes have (migration 0024), whatever the database's own
  const moment = days
    ? sql`${expr} || 'T00:00:00.000Z'`
    : context.kind === 'postgres'
      ? sql`${expr} collate "C"`
      : expr;
  const conditions: Condition[] = [sql<boolean>`${expr} is not null`, sql<boolean>`${expr} <> ''`];
  if (range.fromIso !== null) conditions.push(sql<boolean>`${moment} >= ${range.fromIso}`);
  if (range.toIso !== null) conditions.push(sql<boolean>`${moment} <= ${range.toIso}`);
  return all(conditions);
}

function keywordCondition(context: Context, paths: readonly string[], keyword: string): Condition {
  const pattern = containsPattern(keyword);
  const like = context.kind === 'postgres' ? sql`ilike` : sql`like`;
  return any(paths.map((path) => sql<boolean>`${textOf(context, path)} ${like} ${pattern} escape '\\'`));
}

function scopeCondition<T>(context: Context, scope: RowScope<T> | undefined): Condition {
  if (!scope) return TRUE;
  return any(
    scope.map((criteria) =>
      all(
        Object.entries(criteria).map(([field, wanted]) => {
          const column = sql.ref(columnFor(context, field));
          if (Array.isArray(wanted))
            return wanted.length === 0
              ? sql<boolean>`1 = 0`
              : sql<boolean>`${column} in (${sql.join(wanted)})`;
          return wanted === null ? sql<boolean>`${column} is null` : sql<boolean>`${column} = ${wanted}`;
        }),
      ),
    ),
  );
}

/**
 * What a checked query selects, as conditions: its `filters` (scope, fields, dates, keyword), the
 * list's `status` expression, and `chosen`, the filters and the statuses asked for.
 */
function conditionsOf<T>(
  context: Context,
  list: ListQuery<T>,
  spec: ListSpec<T>,
  scope: RowScope<T> | undefined,
): { filters: Condition[]; status: Expr | undefined; chosen: Condition[] } {
  const filters: Condition[] = [scopeCondition(context, scope)];
  for (const { field, wanted } of list.equals) filters.push(equalsCondition(context, field, wanted));
  for (const range of list.ranges) filters.push(rangeCondition(context, range));
  if (list.keyword !== null && spec.keyword)
    filters.push(keywordCondition(context, spec.keyword, list.keyword));
  const status = spec.status === undefined ? undefined : valueOf(context, spec.status).expr;
  const chosen =
    status && list.statuses !== null
      ? [...filters, sql<boolean>`${status} in (${sql.join([...list.statuses])})`]
      : filters;
  return { filters, status, chosen };
}

/**
 * The tables whose rows the database counts as they are written (tallies), each with the columns it
 * counts them by besides their base status, the coarsest first: the orders per customer (migration
 * 0027: some 3,000 rows at a million orders), per customer and one filter's value (0028: `facets`,
 * one of which a query may select by, a few thousand rows for each value), then per combination of
 * the list's equality filters (0025: 150,800).
 */
const TALLIES: Partial<Record<CollectionName, readonly Tally[]>> = {
  outbounds: [
    { table: 'outbound_customer_tally', columns: ['customer_id'] },
    { table: 'outbound_facet_tally', columns: ['customer_id'], facets: FACETS },
    { table: 'outbound_tally', columns: TALLY_COLUMNS },
  ],
};

interface Tally {
  table: 'outbound_customer_tally' | 'outbound_facet_tally' | 'outbound_tally';
  columns: readonly string[];
  /** columns counted one at a time, as a row's `facet` and `value`: a query may select by one */
  facets?: readonly string[];
}

/** The tally that holds a query's counts, and the one facet it selects by, if it is a facet tally. */
interface TalliedBy {
  table: Tally['table'];
  facet?: { column: string; wanted: readonly string[] };
}

/**
 * The coarsest tally that holds a query's status counts: the table has one, the list's status is the
 * base of its `status` column, and the query selects by the tally's columns alone (its scope and its
 * equality filters, none by a range or a keyword, none asking for an empty value), and by one of its
 * facets at most. Undefined otherwise.
 */
function talliedBy<T>(
  name: CollectionName,
  list: ListQuery<T>,
  spec: ListSpec<T>,
  scope: RowScope<T> | undefined,
): TalliedBy | undefined {
  const tallies = TALLIES[name];
  if (!tallies || list.ranges.length > 0 || list.keyword !== null) return undefined;
  const status = spec.status;
  if (typeof status !== 'object' || !('base' in status) || columnOf(name, status.base) !== 'status')
    return undefined;
  const filled = (wanted: readonly unknown[]) => wanted.every((value) => value !== null && value !== '');
  const scopeColumns = (scope ?? []).flatMap((criteria) =>
    Object.entries(criteria).map(([field, wanted]) => ({
      column: columnOf(name, field),
      filled: wanted !== null && filled([wanted].flat()),
    })),
  );
  const equals = list.equals.map(({ field, wanted }) => ({
    column: typeof field === 'string' ? columnOf(name, field) : undefined,
    wanted,
  }));
  if (!scopeColumns.every((at) => at.filled) || !equals.every((at) => filled(at.wanted))) return undefined;
  for (const tally of tallies) {
    const counted = (column: string | undefined) => column !== undefined && tally.columns.includes(column);
    const faceted = equals.filter((at) => !counted(at.column));
    if (!scopeColumns.every((at) => counted(at.column))) continue;
    if (faceted.length === 0) return { table: tally.table };
    const [facet] = faceted;
    if (faceted.length === 1 && facet.column !== undefined && tally.facets?.includes(facet.column))
      return { table: tally.table, facet: { column: facet.column, wanted: facet.wanted } };
  }
  return undefined;
}

/**
 * What a facet tally's rows are selected by: the query's scope and equality filters (it has no other:
 * `talliedBy`), the facet's as its `facet` and `value`.
 */
function facetConditions<T>(
  context: Context,
  list: ListQuery<T>,
  scope: RowScope<T> | undefined,
  facet: NonNullable<TalliedBy['facet']>,
): Condition[] {
  const others = list.equals.filter(
    ({ field }) => typeof field !== 'string' || columnOf(context.bound.name, field) !== facet.column,
  );
  return [
    scopeCondition(context, scope),
    ...others.map(({ field, wanted }) => equalsCondition(context, field, wanted)),
    sql<boolean>`facet = ${facet.column}`,
    sql<boolean>`value in (${sql.join([...facet.wanted])})`,
  ];
}

/**
 * What the rows are counted by for the status tabs, and the tab a counted value is shown in. A base
 * status (`EXCEPTION` of `EXCEPTION.OUT_OF_STOCK`) is counted by the column as it is and folded here
 * by the array home's own `baseStatusOf`: the column's few values are grouped by a hash of the text,
 * where `split_part` of each row cost PostgreSQL 15 of a count's 36 ms (83,200 orders shipped in 30
 * days, at a million).
 */
function countedBy<T>(
  context: Context,
  spec: ListSpec<T>,
  status: Expr,
): {
  expr: Expr;
  shown: (value: string | null) => string | null;
  /** the list's status of a value counted, as SQL (to select the statuses asked for by it) */
  statusOf: (counted: Expr) => Expr;
} {
  const field = spec.status;
  if (typeof field === 'object' && 'base' in field)
    return {
      expr: sql.ref(columnFor(context, field.base)),
      shown: (value) => (value === null ? null : baseStatusOf(value)),
      statusOf: (counted) => baseOf(context.kind, counted),
    };
  return { expr: status, shown: (value) => value, statusOf: (counted) => counted };
}

/**
 * One page of a checked query over a table, its total and its status counts; every row it selects,
 * and no counts, for a query read unpaged (an export).
 */
async function pageOfTable<N extends CollectionName>(
  bound: BoundTable,
  list: ListQuery<DocOf<N>>,
  spec: ListSpec<DocOf<N>>,
  scope: RowScope<DocOf<N>> | undefined,
  paged = true,
): Promise<ListPage<DocOf<N>>> {
  const context: Context = { bound, kind: kindOf(bound.run) };
  const { filters, status, chosen } = conditionsOf(context, list, spec, scope);

  const { expr: sortBy, text } = valueOf(context, list.sort.field);
  const direction = list.sort.order === 'asc' ? sql`asc` : sql`desc`;
  const empty = text
    ? sql<boolean>`(${sortBy} is null or ${sortBy} = '')`
    : sql<boolean>`(${sortBy} is null)`;
  const filled = text
    ? sql<boolean>`(${sortBy} is not null and ${sortBy} <> '')`
    : sql<boolean>`(${sortBy} is not null)`;
  const ordered = text && context.kind === 'postgres' ? sql`${sortBy} collate "C"` : sortBy;
  // The rows with a value in the list's order, ties in the collection's order (reversed when
  // descending), then the empty ones in the collection's order: two queries, each in the order of an
  // index (migration 0024: the sorted column, then `seq`), so that a page of a million rows is the
  // first rows of an index scan rather than a sort of every row selected.
  const inOrder = bound.run
    .selectFrom(bound.table)
    .select('doc')
    .where(all([...chosen, filled]))
    .orderBy(sql`${ordered} ${direction}, seq ${direction}`);
  const emptyLast = bound.run
    .selectFrom(bound.table)
    .select('doc')
    .where(all([...chosen, empty]))
    .orderBy('seq');
  if (!paged) {
    const rows = [...(await inOrder.execute()), ...(await emptyLast.execute())];
    return { list: rows.map((row) => docOf<N>(row)), total: rows.length, counts: {} };
  }
  if (status && list.keyword !== null)
    return pageOfMatches<N>(context, list, {
      filters,
      counted: countedBy(context, spec, status),
      sortBy,
      text,
      direction,
      empty,
    });
  // the counts and the total first: the page's second query (the rows without a value) is asked only
  // when the total says there are rows past the first's
  let counts: Record<string, number> = {};
  let total: number;
  if (status) {
    // from the table's tally where it has one that holds what the query selects by, else counted
    const tally = talliedBy(bound.name, list, spec, scope);
    const countedStatus = countedBy(context, spec, status);
    const groups = await (
      tally
        ? bound.run
            .selectFrom(tally.table)
            .select([sql<string>`${status}`.as('status'), sql<number>`sum(n)`.as('n')])
            .where(all(tally.facet ? facetConditions(context, list, scope, tally.facet) : filters))
            .groupBy(sql`1`)
            .having(sql`sum(n)`, '>', 0)
        : bound.run
            .selectFrom(bound.table)
            .select([sql<string>`${countedStatus.expr}`.as('status'), sql<number>`count(*)`.as('n')])
            .where(all(filters))
            // by position: on PostgreSQL the expression again, with its parameters numbered anew, would
            // not be the same expression
            .groupBy(sql`1`)
    ).execute();
    ({ counts, total } = countsOf(
      list,
      groups.map((group) => ({
        status: tally ? group.status : countedStatus.shown(group.status),
        n: group.n,
      })),
    ));
  } else
    total = Number(
      (
        await bound.run
          .selectFrom(bound.table)
          .select(sql<number>`count(*)`.as('n'))
          .where(all(chosen))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const skip = (list.pageIndex - 1) * list.pageSize;
  const rows = await inOrder.limit(list.pageSize).offset(skip).execute();
  // the page reaches past the rows with a value, and the query selects more than those before it
  if (rows.length < list.pageSize && skip + rows.length < total) {
    // how many have a value, where the page does not say
    const before =
      rows.length > 0 || skip === 0
        ? skip + rows.length
        : Number(
            (
              await bound.run
                .selectFrom(bound.table)
                .select(sql<number>`count(*)`.as('n'))
                .where(all([...chosen, filled]))
                .executeTakeFirstOrThrow()
            ).n,
          );
    rows.push(
      ...(await emptyLast
        .limit(list.pageSize - rows.length)
        .offset(Math.max(0, skip - before))
        .execute()),
    );
  }
  return { list: rows.map((row) => docOf<N>(row)), total, counts };
}

/**
 * The status tabs' counts from the rows counted per status (a status folded to its base may come in
 * several rows), and the total: their sum over the statuses the query asks for (all, when it names
 * none), which spares a query of its own.
 */
function countsOf(
  list: { statuses: readonly string[] | null },
  groups: readonly { status: unknown; n: number | string | null }[],
): { counts: Record<string, number>; total: number } {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const { status, n } of groups) {
    counts[String(status)] = (counts[String(status)] ?? 0) + Number(n);
    const asked = list.statuses === null || (status !== null && list.statuses.includes(String(status)));
    if (asked) total += Number(n);
  }
  return { counts, total };
}

/** A row of `pageOfMatches`: a document of the page at its place, or a status's count. */
interface MatchRow {
  part: 'page' | 'count';
  place: number | string | null;
  doc: string | null;
  status: string | null;
  n: number | string | null;
}

/**
 * A page with a keyword, its total and its status counts in one statement. A keyword is found by the
 * texts' trigram indexes on PostgreSQL, and each match read from the table to check it and to learn
 * its status and its place in the list: read once for the counts and once more for the page, as the
 * other lists are, that was most of the time of such a list at a million orders. Here the matches
 * are read once (`materialized`: a set, not a view the two uses would each run), counted by their
 * stored status (folded as `countedBy` says), the page taken from them in the list's order (the rows
 * with a value by it, ties by `seq`, reversed when descending; then the empty ones by `seq`) and its
 * documents read by id.
 */
async function pageOfMatches<N extends CollectionName>(
  context: Context,
  list: ListQuery<DocOf<N>>,
  parts: {
    filters: Condition[];
    counted: ReturnType<typeof countedBy>;
    sortBy: Expr;
    text: boolean;
    direction: Expr;
    empty: Condition;
  },
): Promise<ListPage<DocOf<N>>> {
  const { bound } = context;
  const { filters, counted, sortBy, text, direction, empty } = parts;
  const table = sql.table(bound.table);
  const key = sql.ref('matched.sort_value');
  const ordered = text && context.kind === 'postgres' ? sql`${key} collate "C"` : key;
  const chosen =
    list.statuses === null
      ? TRUE
      : sql<boolean>`${counted.statusOf(sql.ref('matched.counted'))} in (${sql.join([...list.statuses])})`;
  const skip = (list.pageIndex - 1) * list.pageSize;
  // the list's order over the matches: the page's rows are taken in it, and numbered in it again
  const order = sql`matched.empty, ${ordered} ${direction},
    case when matched.empty then matched.seq end, matched.seq ${direction}`;
  const { rows } = await sql<MatchRow>`
    with matched as materialized (
      select id, seq, ${counted.expr} as counted, ${empty} as empty,
        case when ${empty} then null else ${sortBy} end as sort_value
      from ${table} where ${all(filters)}
    ),
    page as (
      select matched.id, row_number() over (order by ${order}) as place
      from (
        select matched.id, matched.seq, matched.sort_value, matched.empty from matched where ${chosen}
        order by ${order}
        limit ${list.pageSize} offset ${skip}
      ) as matched
    )
    select 'page' as part, page.place as place, ${table}.doc as doc, null as status, null as n
    from page join ${table} on ${table}.id = page.id
    union all
    select 'count', null, null, counted, count(*) from matched group by counted
  `.execute(bound.run);
  const page = rows
    .filter((row) => row.part === 'page')
    .map((row) => ({ place: Number(row.place), doc: String(row.doc) }))
    .sort((a, b) => a.place - b.place);
  const { counts, total } = countsOf(
    list,
    rows
      .filter((row) => row.part === 'count')
      .map((row) => ({ status: counted.shown(row.status), n: row.n })),
  );
  return { list: page.map((row) => docOf<N>(row)), total, counts };
}

/**
 * `GetList` of a collection: its table's query where the db keeps it in one, else the same spec over
 * its array. A bad query answers 422 naming its fields, in either home.
 */
export async function listRecords<N extends CollectionName>(
  db: Db,
  name: N,
  query: URLSearchParams,
  spec: ListSpec<DocOf<N>>,
  scope?: RowScope<DocOf<N>>,
): Promise<Outcome<ListPage<DocOf<N>>>> {
  const list = readListQuery(query, spec);
  if (!list.ok) return list;
  const bound = tableOf(db, name);
  return succeed(
    bound
      ? await pageOfTable(bound, list.value, spec, scope)
      : pageIn(await everyRecord(db, name), list.value, spec, scope),
  );
}

/**
 * Every record of a collection the query selects, in the list's order, without paging (an export):
 * its table's query where the db keeps it in one, else the same spec over its array.
 */
export async function selectRecords<N extends CollectionName>(
  db: Db,
  name: N,
  query: URLSearchParams,
  spec: ListSpec<DocOf<N>>,
  scope?: RowScope<DocOf<N>>,
): Promise<Outcome<DocOf<N>[]>> {
  const list = readListQuery(query, spec, false);
  if (!list.ok) return list;
  const bound = tableOf(db, name);
  if (bound) return succeed((await pageOfTable(bound, list.value, spec, scope, false)).list);
  return succeed(pageIn(await everyRecord(db, name), list.value, spec, scope).list);
}

/** What a selection is summed by: a field's value, or the month (`YYYY-MM`) of a date field's. */
export type GroupBy = string | { month: string };

/** One group of a selection: its values of the `by` asked for, in that order, and its sum in cents. */
export interface GroupedSum {
  keys: string[];
  cents: number;
}

/**
 * The query's selection (its filters, statuses and scope; not its page) summed per group: `amount`,
 * a field its table keeps as whole cents, per distinct value of each `by` (an overview: the bill's
 * totals per business, its chart per month). The database sums where the collection is a table; the
 * same spec selects over its array otherwise. Groups in no particular order.
 */
export async function sumsOfSelection<N extends CollectionName>(
  db: Db,
  name: N,
  query: URLSearchParams,
  spec: ListSpec<DocOf<N>>,
  scope: RowScope<DocOf<N>> | undefined,
  by: readonly GroupBy[],
  amount: string,
): Promise<Outcome<GroupedSum[]>> {
  const list = readListQuery(query, spec, false);
  if (!list.ok) return list;
  const bound = tableOf(db, name);
  if (!bound) {
    const sums = new Map<string, GroupedSum>();
    const selected = selectRows(await everyRecord(db, name), query, spec, scope);
    if (!selected.ok) return selected;
    for (const row of selected.value.rows) {
      const record = row as unknown as Record<string, unknown>;
      const keys = by.map((group) =>
        typeof group === 'string'
          ? String(record[group] ?? '')
          : String(record[group.month] ?? '').slice(0, 7),
      );
      const key = JSON.stringify(keys);
      const sum = sums.get(key) ?? { keys, cents: 0 };
      sum.cents += toCents(Number(record[amount]));
      sums.set(key, sum);
    }
    return succeed([...sums.values()]);
  }
  const context: Context = { bound, kind: kindOf(bound.run) };
  const cents = columnFor(context, amount);
  if (!isCentsColumn(cents)) throw new Error(`${bound.name}: ${amount} is not kept as cents`);
  const keys = by.map((group, i) =>
    sql`${typeof group === 'string' ? sql.ref(columnFor(context, group)) : sql`substr(${sql.ref(columnFor(context, group.month))}, 1, 7)`}`.as(
      `k${i}`,
    ),
  );
  const rows = await bound.run
    .selectFrom(bound.table)
    .select([...keys, sql<number>`sum(${sql.ref(cents)})`.as('cents')])
    .where(all(conditionsOf(context, list.value, spec, scope).chosen))
    // by position, as the status counts above
    .groupBy(sql.raw(by.map((_, i) => String(i + 1)).join(', ')))
    .execute();
  return succeed(
    rows.map((row) => {
      const values = row as unknown as Record<string, unknown>;
      return { keys: by.map((_, i) => String(values[`k${i}`] ?? '')), cents: Number(values.cents) };
    }),
  );
}
