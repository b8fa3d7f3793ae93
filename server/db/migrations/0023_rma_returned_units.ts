import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * What each line of a return brings back as a column of the return's row (`returned_units`, JSON text
 * `[[sku, units], …]`, derived.ts), so that the returned SKUs' list sums units per customer and SKU in
 * the database instead of reading every return.
 *
 * Existing rows are filled by the rule of `server/areas/rma/returned-units.ts` as it reads the day this
 * migration lands: a line's units are those counted at receipt (good, defective, unidentified) when
 * any were, else those announced. Rows written later get the column from the rule itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rma').addColumn('returned_units', 'text').execute();
  if (kindOf(db) === 'postgres') {
    await sql`update rma set returned_units = (
      select coalesce(jsonb_agg(jsonb_build_array(line ->> 'sku', case
        when (line ->> 'goodQty')::numeric + (line ->> 'defectiveQty')::numeric
          + (line ->> 'unidentifiedQty')::numeric > 0
        then (line ->> 'goodQty')::numeric + (line ->> 'defectiveQty')::numeric
          + (line ->> 'unidentifiedQty')::numeric
        else (line ->> 'expectedQty')::numeric end) order by position), '[]'::jsonb)::text
      from jsonb_array_elements(doc::jsonb -> 'lines') with ordinality as lines(line, position))`.execute(db);
    return;
  }
  await sql`update rma set returned_units = (
    select coalesce(json_group_array(json_array(json_extract(value, '$.sku'), case
      when json_extract(value, '$.goodQty') + json_extract(value, '$.defectiveQty')
        + json_extract(value, '$.unidentifiedQty') > 0
      then json_extract(value, '$.goodQty') + json_extract(value, '$.defectiveQty')
        + json_extract(value, '$.unidentifiedQty')
      else json_extract(value, '$.expectedQty') end)), '[]')
    from (select value from json_each(rma.doc, '$.lines') order by key))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rma').dropColumn('returned_units').execute();
}
