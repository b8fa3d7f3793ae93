import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seededSqlite } from '../engine/seeded-sqlite.test-support';
import { migrateToLatest, migratorOf } from './migrate';
import { FACETS } from './migrations/0028_outbound_facet_tally';
import type { Database } from './schema';

/** The orders counted per customer and base status, as `customer|status` → number. */
async function counted(db: Kysely<Database>): Promise<Map<string, number>> {
  const { rows } = await sql<{ customer_id: string; status: string; n: number }>`
    select customer_id, substr(status, 1, instr(status || '.', '.') - 1) as status, count(*) as n
    from outbound group by 1, 2`.execute(db);
  return new Map(rows.map((row) => [`${row.customer_id}|${row.status}`, Number(row.n)]));
}

async function tallied(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('outbound_customer_tally').selectAll().where('n', '<>', 0).execute();
  return new Map(rows.map((row) => [`${row.customer_id}|${row.status}`, Number(row.n)]));
}

/** The orders counted per facet's value, customer and base status, as `facet=value|customer|status`. */
async function countedByFacet(db: Kysely<Database>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const facet of FACETS) {
    const { rows } = await sql<{ value: string; customer_id: string; status: string; n: number }>`
      select coalesce(${sql.ref(facet)}, '') as value, customer_id,
        substr(status, 1, instr(status || '.', '.') - 1) as status, count(*) as n
      from outbound group by 1, 2, 3`.execute(db);
    for (const row of rows)
      counts.set(`${facet}=${row.value}|${row.customer_id}|${row.status}`, Number(row.n));
  }
  return counts;
}

async function talliedByFacet(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('outbound_facet_tally').selectAll().where('n', '<>', 0).execute();
  return new Map(
    rows.map((row) => [`${row.facet}=${row.value}|${row.customer_id}|${row.status}`, Number(row.n)]),
  );
}

describe('the outbound orders per customer and status (migration 0027), and per facet too (0028)', () => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it('are counted from the demo data, and follow every insert, change of status and removal', async () => {
    db = await seededSqlite();
    const before = await counted(db);
    expect(before.size).toBeGreaterThan(4);
    expect(await tallied(db)).toEqual(before);
    const facetsBefore = await countedByFacet(db);
    expect(facetsBefore.size).toBeGreaterThan(FACETS.length * before.size);
    expect(await talliedByFacet(db)).toEqual(facetsBefore);

    const order = await db
      .selectFrom('outbound')
      .selectAll()
      .where('status', '=', 'DRAFT')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('outbound')
      .values({
        ...order,
        id: `${order.id}-copy`,
        outbound_no: `${order.outbound_no}-C`,
        reference_no: `${order.reference_no}-C`,
        seq: 1_000_000,
      })
      .execute();
    await db
      .updateTable('outbound')
      .set({ status: 'SHIPPED.delivered' })
      .where('id', '=', order.id)
      .execute();
    const gone = await db
      .selectFrom('outbound')
      .select('id')
      .where('status', '=', 'CANCELLED')
      .where('customer_id', '<>', order.customer_id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('outbound').where('id', '=', gone.id).execute();

    const after = await counted(db);
    expect(after).not.toEqual(before);
    expect(await tallied(db)).toEqual(after);
    const facetsAfter = await countedByFacet(db);
    expect(facetsAfter).not.toEqual(facetsBefore);
    expect(await talliedByFacet(db)).toEqual(facetsAfter);
  });

  it('are counted afresh from the finer tally when the migration runs on a database holding orders', async () => {
    db = await seededSqlite();
    await migratorOf(db).migrateTo('0026_order_indexes');
    expect(await db.introspection.getTables()).not.toContainEqual(
      expect.objectContaining({ name: 'outbound_customer_tally' }),
    );
    await migrateToLatest(db);
    expect(await tallied(db)).toEqual(await counted(db));
    expect(await talliedByFacet(db)).toEqual(await countedByFacet(db));
  });
});
