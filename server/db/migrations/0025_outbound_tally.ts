import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The outbound orders counted (issue #40 §3): how many orders there are of each combination of the
 * list's equality filters and base status, kept by the database itself on every write of an order
 * (triggers), so that the list's status tabs and total over a million orders are a sum over some
 * thousands of rows instead of a count of every order selected (docs/architecture.md, "The outbound
 * list at a million orders").
 *
 * - One row per customer, warehouse, carrier, type, platform, store, business mode, exception
 *   reason, buyer's country and base status (`SHIPPED` for `SHIPPED.x`), with its number of orders.
 *   A column the order may leave empty (platform, exception reason) holds '' for none: a unique key
 *   holds one row per combination only without nulls.
 * - Written in the same transaction as the order, so it is as right as the orders are: under
 *   PostgreSQL's SERIALIZABLE, two calls that change the same row of the tally conflict and one runs
 *   again, as for a purse. The invariants compare it with a count of the orders (invariants.ts).
 * - A bulk load may switch the triggers off and fill the tally afresh after (`npm run seed --
 *   --scale`): `TALLY_REFILL` is that statement.
 */
export const TALLY_COLUMNS = [
  'customer_id',
  'warehouse_code',
  'carrier_code',
  'type',
  'platform',
  'store_name',
  'business_mode',
  'exception_reason',
  'country_code',
] as const;

/** The base status of a row's `status` (`SHIPPED.x` → `SHIPPED`), as the list groups it. */
const baseOf = (postgres: boolean, status: string) =>
  postgres ? `split_part(${status}, '.', 1)` : `substr(${status}, 1, instr(${status} || '.', '.') - 1)`;

/** A row's values for the tally's columns, its base status last. */
const valuesOf = (postgres: boolean, row: string) =>
  [
    ...TALLY_COLUMNS.map((column) => `coalesce(${row}.${column}, '')`),
    baseOf(postgres, `${row}.status`),
  ].join(', ');

const KEY = [...TALLY_COLUMNS, 'status'].join(', ');
const matching = (postgres: boolean, row: string) =>
  [
    ...TALLY_COLUMNS.map((column) => `${column} = coalesce(${row}.${column}, '')`),
    `status = ${baseOf(postgres, `${row}.status`)}`,
  ].join(' and ');
const changed = [...TALLY_COLUMNS, 'status']
  .map((column) => `old.${column} is not new.${column}`)
  .join(' or ');

/** The orders counted as the tally counts them: a row per combination, its columns named as the tally's. */
export const tallyCount = (postgres: boolean) => `
  select ${[...TALLY_COLUMNS.map((column) => `coalesce(${column}, '') as ${column}`), `${baseOf(postgres, 'status')} as status`].join(', ')},
    count(*) as n
  from outbound group by ${[...TALLY_COLUMNS, 'status'].map((_, i) => String(i + 1)).join(', ')}`;

/** The tally counted afresh from the orders (after a load with the triggers off). */
export const tallyRefill = (postgres: boolean) =>
  `insert into outbound_tally (${KEY}, n) ${tallyCount(postgres)}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = kindOf(db) === 'postgres';
  const key: string[] = [...TALLY_COLUMNS, 'status'];
  await key
    .reduce(
      (table, column) => table.addColumn(column, 'text', (c) => c.notNull()),
      db.schema.createTable('outbound_tally'),
    )
    .addColumn('n', 'integer', (c) => c.notNull())
    .addUniqueConstraint('outbound_tally_key', key as never)
    .execute();
  const add = `insert into outbound_tally (${KEY}, n) values (${valuesOf(postgres, 'new')}, 1)
    on conflict (${KEY}) do update set n = outbound_tally.n + 1`;
  const take = (row: string) => `update outbound_tally set n = n - 1 where ${matching(postgres, row)}`;
  if (postgres) {
    await sql
      .raw(
        `create function outbound_tally_change() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${take('old')}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add}; end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_tally_insert_delete after insert or delete on outbound
        for each row execute function outbound_tally_change()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_tally_update after update on outbound
        for each row when (${changed.replaceAll(' is not ', ' is distinct from ')})
        execute function outbound_tally_change()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger outbound_tally_insert after insert on outbound begin ${add}; end`)
      .execute(db);
    await sql
      .raw(`create trigger outbound_tally_delete after delete on outbound begin ${take('old')}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger outbound_tally_update after update on outbound when ${changed}
        begin ${take('old')}; ${add}; end`,
      )
      .execute(db);
  }
  await sql.raw(tallyRefill(postgres)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (kindOf(db) === 'postgres') {
    await sql.raw('drop trigger outbound_tally_insert_delete on outbound').execute(db);
    await sql.raw('drop trigger outbound_tally_update on outbound').execute(db);
    await sql.raw('drop function outbound_tally_change()').execute(db);
  } else
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger outbound_tally_${name}`).execute(db);
  await db.schema.dropTable('outbound_tally').execute();
}
