import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The outbound orders counted per customer and base status (issue #40 §3), kept from the finer tally
 * of migration 0025 by triggers on it: each change of a row of `outbound_tally` moves its number into
 * or out of its customer's row here, in the same transaction. The list's status tabs and total for a
 * query that selects by customer alone (the operator's list unfiltered, a seller's) sum these rows: at
 * a million orders some 3,000 rather than the finer tally's 150,800 (about 25 ms of every such page).
 *
 * A row per customer: two calls for different customers never change the same row (under
 * PostgreSQL's SERIALIZABLE they would conflict, and one would run again). A bulk load that switches
 * the triggers off fills it afresh after (`CUSTOMER_TALLY_REFILL`).
 */
export const CUSTOMER_TALLY_REFILL = `insert into outbound_customer_tally (customer_id, status, n)
  select customer_id, status, sum(n) from outbound_tally group by customer_id, status`;

const add = (row: string) => `insert into outbound_customer_tally (customer_id, status, n)
  values (${row}.customer_id, ${row}.status, ${row}.n)
  on conflict (customer_id, status) do update set n = outbound_customer_tally.n + excluded.n`;
const take = (row: string) => `update outbound_customer_tally set n = n - ${row}.n
  where customer_id = ${row}.customer_id and status = ${row}.status`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_customer_tally')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addUniqueConstraint('outbound_customer_tally_key', ['customer_id', 'status'])
    .execute();
  if (kindOf(db) === 'postgres') {
    await sql
      .raw(
        `create function outbound_customer_tally_change() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${take('old')}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add('new')}; end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_customer_tally_change after insert or update or delete on outbound_tally
        for each row execute function outbound_customer_tally_change()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger outbound_customer_tally_insert after insert on outbound_tally begin ${add('new')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_customer_tally_delete after delete on outbound_tally begin ${take('old')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_customer_tally_update after update on outbound_tally
        begin ${take('old')}; ${add('new')}; end`,
      )
      .execute(db);
  }
  await sql.raw(CUSTOMER_TALLY_REFILL).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql.raw('drop trigger outbound_customer_tally_change on outbound_tally').execute(db);
    await sql.raw('drop function outbound_customer_tally_change()').execute(db);
  } else
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger outbound_customer_tally_${name}`).execute(db);
  await db.schema.dropTable('outbound_customer_tally').execute();
}
