import { sql, type Kysely } from 'kysely';
import { RMA_STATUSES, type RmaStatus } from '@machines/business/rma.machine';
import type { ReturnedSku } from '@/api/business/rma';
import { kindOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { skuByCode } from '../../store/lookup';
import { filter, type Db } from '../../store/store';
import { tableOf } from '../../store/tables';
import { unitsOf } from './returned-units';

/** Returns that count: a cancelled one never came back. */
export const COUNTED: RmaStatus[] = RMA_STATUSES.filter((status) => status !== 'CANCELLED');

interface Sum {
  customerId: string;
  sku: string;
  /** the return lines naming the SKU */
  rmas: number;
  units: number;
  nameEn: string;
  nameCn: string;
}

/**
 * The sums in the database, where it keeps the returns and the SKUs in tables: every counted return's
 * lines (its `returned_units` column, each line's SKU and units by the rule of returned-units.ts),
 * summed per customer and SKU, with the SKU's names. Undefined where it does not (the array home sums
 * the same lines below).
 */
async function sumsInTables(db: Db, customerId: string | null): Promise<Sum[] | undefined> {
  const returns = tableOf(db, 'rmas');
  if (!returns || !tableOf(db, 'skus')) return undefined;
  const run = returns.run as unknown as Kysely<Database>;
  const postgres = kindOf(run) === 'postgres';
  const lines = postgres
    ? sql`rma cross join lateral jsonb_array_elements(rma.returned_units::jsonb) as line(item)`
    : sql`rma, json_each(rma.returned_units) as line`;
  const lineSku = postgres ? sql`line.item ->> 0` : sql`json_extract(line.value, '$[0]')`;
  const lineUnits = postgres ? sql`(line.item ->> 1)::numeric` : sql`json_extract(line.value, '$[1]')`;
  const nameCn = postgres ? sql`s.doc::jsonb ->> 'nameCn'` : sql`json_extract(s.doc, '$.nameCn')`;
  const scoped = customerId === null ? sql`` : sql`and rma.customer_id = ${customerId}`;
  const { rows } = await sql<{
    customer_id: string;
    sku: string;
    rmas: number | string;
    units: number | string;
    name_en: string | null;
    name_cn: string | null;
  }>`select a.customer_id, a.sku, a.rmas, a.units, s.name_en, ${nameCn} as name_cn
    from (
      select rma.customer_id, ${lineSku} as sku, count(*) as rmas, sum(${lineUnits}) as units
      from ${lines}
      where rma.status in (${sql.join(COUNTED)}) ${scoped}
      group by 1, 2
    ) as a
    left join sku as s on s.customer_id = a.customer_id and s.sku = a.sku`.execute(run);
  return rows.map((row) => ({
    customerId: row.customer_id,
    sku: row.sku,
    rmas: Number(row.rmas),
    units: Number(row.units),
    nameEn: row.name_en ?? '',
    nameCn: row.name_cn ?? '',
  }));
}

/** The same sums over the returns a db keeps as a list. */
async function sumsInLists(db: Db, customerId: string | null): Promise<Sum[]> {
  const sums = new Map<string, Sum>();
  const criteria = customerId === null ? { status: COUNTED } : { customerId, status: COUNTED };
  for (const rma of await filter(db, 'rmas', criteria)) {
    for (const line of rma.lines) {
      const key = `${rma.customerId}:${line.sku}`;
      const known = sums.get(key);
      if (known) {
        sums.set(key, { ...known, rmas: known.rmas + 1, units: known.units + unitsOf(line) });
        continue;
      }
      const sku = await skuByCode(db, rma.customerId, line.sku);
      sums.set(key, {
        customerId: rma.customerId,
        sku: line.sku,
        rmas: 1,
        units: unitsOf(line),
        nameEn: sku?.nameEn ?? '',
        nameCn: sku?.nameCn ?? '',
      });
    }
  }
  return [...sums.values()];
}

/**
 * Every SKU that came back, per customer (`customerId`'s alone when given; the caller pages, filters
 * and sorts): how many return lines named it and how many units they bring back.
 */
export async function returnedSkus(db: Db, customerId: string | null): Promise<ReturnedSku[]> {
  const sums = (await sumsInTables(db, customerId)) ?? (await sumsInLists(db, customerId));
  // SKU codes descending: a list sorted by units, most first, reverses its ties, so equal counts come
  // in code order (sortedRows keeps ties in collection order, reversed when descending)
  return sums
    .map((sum): ReturnedSku => ({ id: `${sum.customerId}:${sum.sku}`, ...sum }))
    .sort((a, b) => b.sku.localeCompare(a.sku) || b.customerId.localeCompare(a.customerId));
}
