import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveDb, persistBusinessDbIn } from '../api/db-instance';
import { setClock } from '../api/clock';
import { signedIn } from '../api/testing';
import type { Database } from '../db/schema';
import { seededSqlite } from '../engine/seeded-sqlite.test-support';
import { SqlPersistence } from '../engine/sql-persistence';
import { checkInvariants } from '../store/invariants';
import { seededDb } from '../store/reset';
import { listRecords } from '../store/table-lists';
import { outboundSpec } from '../areas/outbound/routes';
import { approvedSkus, outboundInput } from '../services/testing';
import { setupMockServer } from '../../mocks/testing';
import { appendCopies, planOf, renamerOf } from './scale';
import type { Db } from '../store/store';

// `npm run seed -- --scale N` (issue #40): the demo three times over, in a database of the service's.

setupMockServer();

const SCALE = 3;
let kysely: Kysely<Database>;
let demo: Db;
const said: string[] = [];

beforeAll(async () => {
  demo = await seededDb();
  kysely = await seededSqlite();
  await appendCopies(kysely, SCALE, (line) => said.push(line));
  persistBusinessDbIn(new SqlPersistence(kysely));
}, 120_000);

const countOf = async (table: 'outbound' | 'stock_flow' | 'fee' | 'purse_transaction' | 'customer') =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(kysely)).rows[0].n);

describe('the demo many times over', () => {
  it('holds each kind of record that many times, for that many customers, the invariants holding', async () => {
    expect(await countOf('outbound')).toBe(SCALE * demo.outbounds.length);
    expect(await countOf('stock_flow')).toBe(SCALE * demo.flow.length);
    expect(await countOf('fee')).toBe(SCALE * demo.fees.length);
    expect(await countOf('purse_transaction')).toBe(SCALE * demo.purseTransactions.length);
    expect(await countOf('customer')).toBe(SCALE * demo.customers.length);
    expect(await checkInvariants(await liveDb())).toEqual([]);
    expect(said.at(-1)).toMatch(/indexes built again/);
  });

  it("gives a copy's customer its own orders, as many as the demo's customer has, and the operator all", async () => {
    const db = await liveDb();
    const everyOrder = new URLSearchParams({ pageSize: '10' });
    for (const [at, customer] of demo.customers.entries()) {
      const own = demo.outbounds.filter((order) => order.customerId === customer.id).length;
      const copied = `C${String(2 * demo.customers.length + at + 1).padStart(3, '0')}`;
      const page = await listRecords(db, 'outbounds', everyOrder, outboundSpec, [{ customerId: copied }]);
      expect(page.ok && page.value.total, copied).toBe(own);
      expect(page.ok && page.value.list.every((order) => order.customerId === copied)).toBe(true);
    }
    const all = await listRecords(db, 'outbounds', everyOrder, outboundSpec);
    expect(all.ok && all.value.total).toBe(SCALE * demo.outbounds.length);
  });

  it('renames every identity of a copy: no record of it names a customer, code or number of the demo', async () => {
    const plan = planOf(demo);
    // the demo's numbers of outbound orders, as words in the text of copy 2's orders
    const copy = await kysely
      .selectFrom('outbound')
      .select('doc')
      .where('customer_id', 'in', ['C005', 'C006'])
      .execute();
    expect(copy).toHaveLength(demo.outbounds.length);
    const text = copy.map((row) => row.doc).join('\n');
    for (const id of plan.customerIds) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    for (const code of plan.customerCodes) expect(text).not.toMatch(new RegExp(`\\b${code}-`));
    const numbers = new Set(demo.outbounds.map((order) => order.outboundNo));
    expect(text.match(/\bOB\d{8}-\d{4,}\b/g)?.filter((no) => numbers.has(no)) ?? []).toEqual([]);
    // and what the copy renames, it renames alike wherever it stands: a return names its order
    const renamed = renamerOf(plan, 2);
    const rma = demo.rmas.find((r) => r.originalOutboundNo);
    const order = await kysely
      .selectFrom('outbound')
      .select(['customer_id'])
      .where('outbound_no', '=', renamed(rma?.originalOutboundNo ?? ''))
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(renamed(rma?.customerId ?? ''));
  });

  it('numbers the next document after those of every copy', async () => {
    // on a day the demo numbered orders on, whose numbers the copies took blocks of
    const busiest = [...demo.counters]
      .filter(([key]) => /^OB\d{8}$/.test(key))
      .reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const day = busiest[0].slice(2);
    setClock(() => Date.parse(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T12:00:00.000Z`));
    const seller = await signedIn('seller');
    const [code] = await approvedSkus(demo);
    const saved = await seller.post<{ outboundNo: string }>('Outbound/Save', outboundInput([[code, 1]]));
    expect(saved.status).toBe(200);
    expect(saved.data.outboundNo).toBe(`${busiest[0]}-${String(SCALE * busiest[1] + 1).padStart(4, '0')}`);
    const row = await kysely
      .selectFrom('outbound')
      .select(sql<number>`count(*)`.as('n'))
      .where('outbound_no', '=', saved.data.outboundNo)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(1);
  });
});
