import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The outbound list at a million orders (issue #40 §3; docs/postgres.md, "Indexes"), designed with
 * EXPLAIN on `npm run seed -- --scale 200` and measured by `npm run bench:orders`:
 *
 * - **Each sort of the list has an index in its order**: the sorted column, then `seq` (the order of
 *   ties), so that a page is the first rows of an index scan (forwards or backwards) instead of a sort
 *   of every row selected. On PostgreSQL the text is ordered by `collate "C"`, as the list sorts (by
 *   characters' codes, as JavaScript does), whatever the database's own collation.
 * - Each sort within one customer's orders (the seller's list) the same way, and on PostgreSQL the
 *   newest first of one status tab. The dates' indexes (created, updated, and shipped: a range) carry
 *   the status as well, so that the status counts of a range of dates are read from the index alone.
 * - **The buyer's name is a column** (`consignee_name`): the keyword reads it, and it was the one text
 *   the keyword read out of each order's JSON.
 * - **The keyword's texts have trigram indexes** on PostgreSQL (`pg_trgm`, in Debian's package and
 *   trusted: the database's owner may create it), which serve `ilike '%…%'`; where the extension is
 *   not installed, the list still answers, by reading the rows.
 *
 * These replace the plain indexes on `created_at` and on `customer_id, created_at`, which served no
 * order the list asks for.
 */
const SORTED = ['created_at', 'updated_at', 'outbound_no', 'reference_no', 'warehouse_code', 'country_code'];
const SEARCHED = ['outbound_no', 'reference_no', 'tracking_no', 'consignee_name'];
const DATED = ['created_at', 'updated_at', 'shipped_at'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = kindOf(db) === 'postgres';
  await db.schema.alterTable('outbound').addColumn('consignee_name', 'text').execute();
  await sql`update outbound set consignee_name = ${
    postgres ? sql`doc::jsonb #>> '{consignee,name}'` : sql`json_extract(doc, '$.consignee.name')`
  }`.execute(db);
  await db.schema.dropIndex('outbound_created').execute();
  await db.schema.dropIndex('outbound_customer_created').execute();
  const ordered = (column: string) => (postgres ? sql`${sql.ref(column)} collate "C"` : sql.ref(column));
  // (on PostgreSQL the dates' indexes carry the status too: the status counts of a range of dates are
  // then read from the index alone)
  const withStatus = (column: string) =>
    postgres && DATED.includes(column) ? sql` include (status)` : sql``;
  for (const column of SORTED)
    await sql`create index ${sql.id(`outbound_sort_${column}`)} on outbound (${ordered(column)}, seq)${withStatus(column)}`.execute(
      db,
    );
  // the day it shipped: a range of the list, not a sort
  await sql`create index outbound_range_shipped_at on outbound (${ordered('shipped_at')})${withStatus('shipped_at')}`.execute(
    db,
  );
  // and each sort within one customer's orders (the seller's list): without them, PostgreSQL may
  // walk the all-customer index of a sort looking for one customer's rows (a seller's list sorted by
  // country, at a million orders: 1.3 s)
  for (const column of SORTED)
    await sql`create index ${sql.id(`outbound_customer_sort_${column}`)} on outbound (customer_id, ${ordered(column)}, seq)`.execute(
      db,
    );
  if (!postgres) return;
  // a status tab in the default order (newest first): the tab's orders in that order
  await sql`create index outbound_tab_created_at on outbound (split_part(status, '.', 1), created_at collate "C", seq)`.execute(
    db,
  );
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (Number(rows[0].n) === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of SEARCHED)
    await sql`create index ${sql.id(`outbound_search_${column}`)} on outbound using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists outbound_tab_created_at`.execute(db);
  await db.schema.dropIndex('outbound_range_shipped_at').execute();
  for (const column of SEARCHED)
    await sql`drop index if exists ${sql.id(`outbound_search_${column}`)}`.execute(db);
  for (const column of SORTED) await db.schema.dropIndex(`outbound_sort_${column}`).execute();
  for (const column of SORTED) await db.schema.dropIndex(`outbound_customer_sort_${column}`).execute();
  await db.schema.createIndex('outbound_created').on('outbound').column('created_at').execute();
  await db.schema
    .createIndex('outbound_customer_created')
    .on('outbound')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.alterTable('outbound').dropColumn('consignee_name').execute();
}
