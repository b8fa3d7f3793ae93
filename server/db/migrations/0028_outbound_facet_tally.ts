import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';
import { TALLY_COLUMNS } from './0025_outbound_tally';

/**
 * The outbound orders counted per customer, one filter of the list and base status (issue #40 §3),
 * kept from the tally of migration 0025 by triggers on it, in the order's own transaction: a row per
 * customer, facet (a column of that tally: warehouse, carrier, type, platform, store, mode, exception
 * reason, country), its value and base status. A list that selects by customer and one such filter
 * (the operator's list filtered by type, a seller's by warehouse) sums the rows of that facet's value,
 * at a million orders a few thousand, rather than the rows of the finer tally that match: a filter
 * that keeps most orders matched most of its 150,800 (25–35 ms of every such page).
 *
 * Keyed by customer as the other tallies are: two calls for different customers never change the same
 * row (under PostgreSQL's SERIALIZABLE they would conflict, and one would run again). A bulk load that
 * switches the triggers off fills it afresh after (`FACET_TALLY_REFILL`).
 */
export const FACETS = TALLY_COLUMNS.filter((column) => column !== 'customer_id');

const KEY = 'facet, value, customer_id, status';

/** Each facet of a row of `outbound_tally` as a row of its own: facet, value. */
const facetsOf = (row: string) =>
  FACETS.map((facet) => `select '${facet}' as facet, ${row}.${facet} as value`).join(' union all ');

export const FACET_TALLY_REFILL = `insert into outbound_facet_tally (${KEY}, n)
  ${FACETS.map(
    (facet) => `select '${facet}', ${facet}, customer_id, status, sum(n) from outbound_tally
    group by ${facet}, customer_id, status`,
  ).join(' union all ')}`;

/** The row's number added to its facets' rows (made where missing). */
const add = (row: string, n: string) => `insert into outbound_facet_tally (${KEY}, n)
  select facets.facet, facets.value, ${row}.customer_id, ${row}.status, ${n} from (${facetsOf(row)}) as facets
  where true
  on conflict (${KEY}) do update set n = outbound_facet_tally.n + excluded.n`;

/** The row's facets' rows moved by `n`: one statement per facet, each a look-up of its key. */
const move = (row: string, n: string) =>
  FACETS.map(
    (facet) => `update outbound_facet_tally set n = n + ${n}
    where facet = '${facet}' and value = ${row}.${facet} and customer_id = ${row}.customer_id
      and status = ${row}.status`,
  ).join('; ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_facet_tally')
    .addColumn('facet', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addUniqueConstraint('outbound_facet_tally_key', ['facet', 'value', 'customer_id', 'status'])
    .execute();
  // a row of the finer tally only ever changes its number (its key is what it counts)
  if (kindOf(db) === 'postgres') {
    await sql
      .raw(
        `create function outbound_facet_tally_change() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${add('new', 'new.n')};
          elsif tg_op = 'UPDATE' then ${move('new', 'new.n - old.n')};
          else ${move('old', '- old.n')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_facet_tally_change after insert or update or delete on outbound_tally
        for each row execute function outbound_facet_tally_change()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger outbound_facet_tally_insert after insert on outbound_tally begin ${add('new', 'new.n')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_facet_tally_delete after delete on outbound_tally begin ${move('old', '- old.n')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_facet_tally_update after update on outbound_tally
        begin ${move('new', 'new.n - old.n')}; end`,
      )
      .execute(db);
  }
  await sql.raw(FACET_TALLY_REFILL).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql.raw('drop trigger outbound_facet_tally_change on outbound_tally').execute(db);
    await sql.raw('drop function outbound_facet_tally_change()').execute(db);
  } else
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger outbound_facet_tally_${name}`).execute(db);
  await db.schema.dropTable('outbound_facet_tally').execute();
}
