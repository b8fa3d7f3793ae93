import { sql, type Kysely } from 'kysely';
import { kindOf } from '../db/dialect';
import { tallyRefill } from '../db/migrations/0025_outbound_tally';
import { CUSTOMER_TALLY_REFILL } from '../db/migrations/0027_outbound_customer_tally';
import { FACET_TALLY_REFILL } from '../db/migrations/0028_outbound_facet_tally';
import type { Database } from '../db/schema';
import { seededDb } from '../store/reset';
import type { Db } from '../store/store';
import {
  appendKeys,
  appendRecords,
  replaceRecords,
  rewriteKeyed,
  TABLE_NAMES,
  tableNameOf,
  withIndexesAside,
  type TableName,
} from '../store/tables';

/**
 * The demo data many times over (issue #40, `npm run seed -- --scale N`): copy 0 is the demo itself;
 * copy k (1 … N-1) is the same data for customers of its own, every identity of it renamed so that it
 * stands beside the others as a warehouse's other customers would:
 * - customers `C001`, `C002` → `C003`, `C004` in copy 1, and so on; their codes (`NWT`, in system
 *   barcodes and in the names of the warehouses a customer runs) take the copy's number (`NWT1`);
 * - a document number `OB20260115-0010` keeps its day and takes the copy's block of that day's
 *   numbers: with the day's counter at c, number n of copy k is k·c + n (`OB20260115-` + that), so
 *   the numbers of all copies are those the counters would have given, and the counters end at N·c;
 * - the stock flow's rows `FL00000001` are numbered on through the copies, as the service numbers
 *   them (its counter starts after the rows the table holds);
 * - official warehouses and carriers are shared, as in a real warehouse: a carrier that serves a
 *   customer's own warehouse serves each copy of it.
 *
 * The copies are made on the data's JSON text, each of whose identities has a form no other text of
 * the seed has (a test holds that every record of a copy differs from the demo's, and that the
 * invariants hold over the copies together).
 */

/** The collections copied for each customer: every table's but the shared ones. */
export const COPIED: readonly TableName[] = TABLE_NAMES.filter(
  (name) => name !== 'carriers' && name !== 'warehouses',
);

export interface ScalePlan {
  customerIds: readonly string[];
  customerCodes: readonly string[];
  /** each document-number key (`OB20260115`) and its counter in the demo */
  counters: ReadonlyMap<string, number>;
  /** rows of the stock flow in the demo */
  flowRows: number;
}

export const planOf = (seed: Db): ScalePlan => ({
  customerIds: seed.customers.map((customer) => customer.id),
  customerCodes: seed.customers.map((customer) => customer.code),
  counters: new Map(seed.counters),
  flowRows: seed.flow.length,
});

const DOC_NO = /\b([A-Z]{2,4}\d{8})-(\d{4,})\b/g;
const FLOW_ID = /\bFL(\d{8})\b/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Copy `k`'s customer id for the demo's `at`-th customer. */
export const customerIdOf = (plan: ScalePlan, k: number, at: number): string =>
  k === 0 ? plan.customerIds[at] : `C${String(k * plan.customerIds.length + at + 1).padStart(3, '0')}`;

/** What copy `k` makes of a text of the demo's data (a record's JSON, an effect's key). */
export function renamerOf(plan: ScalePlan, k: number): (text: string) => string {
  if (k === 0) return (text) => text;
  const ids = new Map(plan.customerIds.map((id, at) => [id, customerIdOf(plan, k, at)]));
  const codes = new Map(plan.customerCodes.map((code) => [code, `${code}${k}`]));
  const identities = new RegExp(`\\b(${[...ids.keys(), ...codes.keys()].map(escaped).join('|')})\\b`, 'g');
  return (text) =>
    text
      .replace(identities, (found) => ids.get(found) ?? codes.get(found) ?? found)
      .replace(DOC_NO, (found, key: string, n: string) => {
        const stride = plan.counters.get(key);
        return stride === undefined ? found : `${key}-${String(k * stride + Number(n)).padStart(4, '0')}`;
      })
      .replace(FLOW_ID, (_, n: string) => `FL${String(k * plan.flowRows + Number(n)).padStart(8, '0')}`);
}

/** The demo's records of `name` as copy `k` has them. */
export function copyOf<T extends object>(plan: ScalePlan, k: number, name: TableName, demoJson: string): T[] {
  const records = JSON.parse(renamerOf(plan, k)(demoJson)) as T[];
  if (name === 'customers' && k > 0)
    for (const customer of records as { name: string }[]) customer.name = `${customer.name} ${k + 1}`;
  return records;
}

/** The customer-owned warehouses of copy `k` (official ones are shared). */
export function warehousesOf(plan: ScalePlan, k: number, seed: Db): Db['warehouses'] {
  const own = seed.warehouses.filter((warehouse) => warehouse.ownerCustomerId !== null);
  return JSON.parse(renamerOf(plan, k)(JSON.stringify(own))) as Db['warehouses'];
}

/** The carriers after `copies` copies: each serves every copy of the customer warehouses it served. */
export function carriersFor(plan: ScalePlan, copies: number, seed: Db): Db['carriers'] {
  const own = new Set(seed.warehouses.filter((w) => w.ownerCustomerId !== null).map((w) => w.code));
  return seed.carriers.map((carrier) => ({
    ...carrier,
    warehouseCodes: carrier.warehouseCodes.flatMap((code) =>
      own.has(code) ? Array.from({ length: copies }, (_, k) => renamerOf(plan, k)(code)) : [code],
    ),
  }));
}

/** The counters after `copies` copies: each at `copies` times the demo's (their numbers' blocks). */
export const countersFor = (plan: ScalePlan, copies: number): Map<string, number> =>
  new Map([...plan.counters].map(([key, value]) => [key, value * copies]));

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Copies 1 … scale-1 of the demo appended to the database that holds copy 0 (as a first start wrote
 * it), in one transaction, the secondary indexes set aside meanwhile; says how far it got.
 */
export async function appendCopies(db: Kysely<Database>, scale: number, say: (line: string) => void) {
  const seed = await seededDb();
  const plan = planOf(seed);
  const demo = new Map(COPIED.map((name) => [name, JSON.stringify(seed[name])]));
  const ownWarehouses = warehousesOf(plan, 0, seed).length;
  const effects = JSON.stringify([...seed.appliedEffects]);
  const tables = [...COPIED, 'warehouses' as const].map((name) => tableNameOf(name));
  const postgres = kindOf(db) === 'postgres';
  await db.transaction().execute(async (tx) => {
    const started = performance.now();
    // the orders' tallies (migrations 0025, 0027, 0028) counted once after the load rather than a row at a
    // time: PostgreSQL can switch their triggers off for the transaction (SQLite's run, a few % of
    // its load)
    if (postgres) {
      await sql`alter table outbound disable trigger user`.execute(tx);
      await sql`alter table outbound_tally disable trigger user`.execute(tx);
      // the indexes built again after the load sort their rows in memory rather than on disk
      await sql`set local maintenance_work_mem = '512MB'`.execute(tx);
    }
    let loaded = 0;
    const rebuilt = await withIndexesAside(tx, [...tables, 'applied_effect'], async () => {
      // copy k's statements are made while the database runs copy k-1's (node and the database each
      // keep a core busy), and awaited after
      let previous: Promise<unknown> = Promise.resolve();
      for (let k = 1; k < scale; k += 1) {
        const copies = COPIED.map((name) => {
          const docs = copyOf<{ id: string }>(plan, k, name, demo.get(name) ?? '[]');
          loaded += docs.length;
          return appendRecords(tx, name, docs, k * seed[name].length);
        });
        const issued = Promise.all([
          ...copies,
          appendRecords(
            tx,
            'warehouses',
            warehousesOf(plan, k, seed),
            seed.warehouses.length + (k - 1) * ownWarehouses,
          ),
          appendKeys(tx, 'appliedEffects', JSON.parse(renamerOf(plan, k)(effects)) as string[]),
        ]);
        // (a failure is met where it is awaited: below, or after the loop)
        issued.catch(() => undefined);
        await previous;
        previous = issued;
        if (k % Math.max(1, Math.round(scale / 10)) === 0 || k === scale - 1)
          say(`copy ${k + 1} of ${scale}: ${loaded.toLocaleString('en')} records in ${seconds(started)}`);
      }
      await previous;
      say('building the indexes again');
    });
    if (postgres) {
      await sql`delete from outbound_tally`.execute(tx);
      await sql.raw(tallyRefill(true)).execute(tx);
      await sql`delete from outbound_customer_tally`.execute(tx);
      await sql.raw(CUSTOMER_TALLY_REFILL).execute(tx);
      await sql`delete from outbound_facet_tally`.execute(tx);
      await sql.raw(FACET_TALLY_REFILL).execute(tx);
      await sql`alter table outbound enable trigger user`.execute(tx);
      await sql`alter table outbound_tally enable trigger user`.execute(tx);
    }
    await replaceRecords(tx, 'carriers', carriersFor(plan, scale, seed));
    await rewriteKeyed(tx, 'counters', countersFor(plan, scale));
    say(`${rebuilt.length} indexes built again; committing after ${seconds(started)}`);
  });
}
