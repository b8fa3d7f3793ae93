import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * An order's waybill label's state as a column of its own (`waybill_state`, derived.ts), so that the
 * waybills' list (`Outbound/GetWaybills`), its filter and its tabs' counts are a query on the
 * outbound table, as every other list is, instead of every order read and paged in memory.
 *
 * Existing rows are filled by the rule of `src/api/rules/waybill.ts` (`waybillOfOrder`) as it reads
 * the day this migration lands: an order the customer labels (WAREHOUSE_ONLY) is UPLOADED while it
 * holds its label (`waybillUploaded`) and MISSING before; any other is GENERATED once shipped or
 * delivered (sub-states included), PENDING before. Rows written later get the column from the rule
 * itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbound').addColumn('waybill_state', 'text').execute();
  const uploaded =
    kindOf(db) === 'postgres'
      ? sql`(doc::jsonb ->> 'waybillUploaded') = 'true'`
      : sql`json_extract(doc, '$.waybillUploaded') = 1`;
  const shipped = sql`(status in ('SHIPPED', 'DELIVERED') or status like 'SHIPPED.%' or status like 'DELIVERED.%')`;
  await sql`update outbound set waybill_state = case
    when business_mode = 'WAREHOUSE_ONLY' then case when ${uploaded} then 'UPLOADED' else 'MISSING' end
    when ${shipped} then 'GENERATED'
    else 'PENDING' end`.execute(db);
  // the list asks by customer (or across customers by state alone) and counts by state
  await db.schema
    .createIndex('outbound_customer_waybill')
    .on('outbound')
    .columns(['customer_id', 'waybill_state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbound_customer_waybill').execute();
  await db.schema.alterTable('outbound').dropColumn('waybill_state').execute();
}
