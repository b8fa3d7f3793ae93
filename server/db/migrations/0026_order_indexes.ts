import type { Kysely } from 'kysely';

/**
 * Each collection's order (`seq`) indexed, in every table that keeps one. A record is appended at
 * `max(seq) + 1` (tables.ts, `insertRow`), and without an index that maximum is a scan of the whole
 * table: on the demo data 2 ms for every flow row written (30,000 of them in the seed's year), and in
 * proportion to the rows at a service's real volume. With the index it is the index's last entry.
 * Also the order a collection is read in (`seq`, then `id`) for a read that names no other column.
 */
export const ORDERED_TABLES = [
  'customer',
  'warehouse',
  'carrier',
  'sku',
  'declaration',
  'certificate',
  'listing',
  'carton',
  'return_strategy',
  'balance',
  'purse',
  'purse_transaction',
  'fee',
  'stock_flow',
  'recharge',
  'settlement',
  'outbound_batch',
  'inbound',
  'rma',
  'outbound',
  'upload',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ORDERED_TABLES)
    await db.schema.createIndex(`${table}_order`).on(table).columns(['seq', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ORDERED_TABLES) await db.schema.dropIndex(`${table}_order`).execute();
}
