import { shownCertificateStatus } from '@machines/business/certificate-review.machine';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, memoryDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { onCluster } from '../postgres.test-support';
import type { Database } from '../db/schema';
import { setClock } from './clock';
import { readerOf, runList, selectRows, type Field, type ListSpec, type RowScope } from '../store/list-query';
import { seededDb } from '../store/reset';
import type { Actor } from '../services/contract';
import { insert, sumOf, type CollectionName, type Db, type DocOf } from '../store/store';
import { listRecords, selectRecords, sumsOfSelection, type GroupBy } from '../store/table-lists';
import { bindTables, liveTables } from '../store/tables';
import { drawnBatches, TEST_DAY } from '../store/testing';
import { waSqliteInMemory } from '../../mocks/worker/wa-sqlite.test-support';
import { customerSpec } from '../areas/customers/routes';
import { feeSpec, purseSpec, settlementSpec, transactionSpec } from '../areas/finance/lists.routes';
import { rechargeSpec } from '../areas/finance/recharge.routes';
import { batchSpec } from '../areas/outbound/batches.routes';
import { inboundSpec } from '../areas/inbound/routes';
import { outboundSpec } from '../areas/outbound/routes';
import { balanceSpec, flowSpec } from '../areas/inventory/routes';
import { rmaSpec, strategySpec } from '../areas/rma/routes';
import { returnedSkus } from '../areas/rma/returned-skus';
import { waybillSpec } from '../areas/outbound/waybill-list';
import {
  CERTIFICATE_SHOWN_STATUS,
  cartonSpec,
  certificateSpec,
  declarationSpec,
  listingSpec,
  skuSpec,
} from '../areas/sku/routes';
import { carrierSpec, warehouseScope, warehouseSpec } from '../areas/warehouses/routes';

// One list spec, two homes: the same query over a collection's array (`runList`) and as SQL over its
// table (`listRecords` on a db bound to a database) must answer the same page, total and counts, and
// an export the same rows (`selectRows`, `selectRecords`).
// Queries are drawn at random from the seeded data (a seeded generator, so a failure repeats).

const customer: Actor = { accountId: 'u1', name: 'seller', role: 'customer', customerId: 'C001' };
const operator: Actor = { accountId: 'u0', name: 'admin', role: 'operator', customerId: null };

interface Case<N extends CollectionName> {
  name: N;
  /** the test's name, when another list reads the same collection */
  label?: string;
  spec: ListSpec<DocOf<N>>;
  scopes: RowScope<DocOf<N>>[];
  /** the overviews read of its selections: each a grouping of the sums of `amount` */
  sums?: { by: GroupBy[]; amount: string }[];
}

const own = [{ customerId: 'C001' }];
const cases = [
  { name: 'customers', spec: customerSpec, scopes: [null, [{ id: 'C002' }]] },
  {
    name: 'warehouses',
    spec: warehouseSpec,
    scopes: [
      null,
      warehouseScope(customer, new URLSearchParams(), undefined),
      warehouseScope(customer, new URLSearchParams(), ['USWE', 'DEFR']),
      warehouseScope(operator, new URLSearchParams({ ownerCustomerId: 'C001' }), undefined),
    ],
  },
  { name: 'carriers', spec: carrierSpec, scopes: [null] },
  { name: 'skus', spec: skuSpec, scopes: [null, own] },
  { name: 'declarations', spec: declarationSpec, scopes: [null, own] },
  { name: 'certificates', spec: certificateSpec, scopes: [null, own] },
  { name: 'listings', spec: listingSpec, scopes: [null, own] },
  { name: 'cartons', spec: cartonSpec, scopes: [null, own] },
  { name: 'returnStrategies', spec: strategySpec, scopes: [null, own] },
  { name: 'balances', spec: balanceSpec, scopes: [null, own] },
  { name: 'flow', spec: flowSpec, scopes: [null, own] },
  { name: 'purses', spec: purseSpec, scopes: [null, own] },
  { name: 'purseTransactions', spec: transactionSpec, scopes: [null, own] },
  {
    name: 'fees',
    spec: feeSpec,
    scopes: [null, own],
    // the bill's totals and its chart
    sums: [
      { by: ['business'], amount: 'amount' },
      { by: [{ month: 'at' }, 'business'], amount: 'amount' },
    ],
  },
  { name: 'recharges', spec: rechargeSpec, scopes: [null, own] },
  { name: 'settlements', spec: settlementSpec, scopes: [null, own] },
  { name: 'outboundBatches', spec: batchSpec, scopes: [null, own] },
  { name: 'inbounds', spec: inboundSpec, scopes: [null, own] },
  { name: 'rmas', spec: rmaSpec, scopes: [null, own] },
  { name: 'outbounds', spec: outboundSpec, scopes: [null, own] },
  // the waybills' list: the label's state a derived column, its filter and its tabs
  { name: 'outbounds', label: 'outbounds (the waybills)', spec: waybillSpec, scopes: [null, own] },
] as Case<CollectionName>[];

/** mulberry32: small, seeded, good enough to pick test values */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function queriesFor<T extends object>(
  rows: readonly T[],
  spec: ListSpec<T>,
  seed: number,
  randomQueries: number,
): URLSearchParams[] {
  const next = random(seed);
  const pick = <V>(items: readonly V[]): V => items[Math.floor(next() * items.length)];
  // each field's values read once (over a ledger of 16,000 rows, reading them for every query cost
  // this file most of its time)
  const known = new Map<Field<T>, string[]>();
  const valuesOf = (field: Field<T>): string[] => {
    let values = known.get(field);
    if (!values) {
      const read = readerOf(field);
      values = rows
        .flatMap((row) => [read(row)].flat())
        .filter((value) => value !== null && value !== undefined)
        .map(String);
      known.set(field, values);
    }
    return values;
  };
  const queries: URLSearchParams[] = [new URLSearchParams()];
  // every sort, both ways, over every row
  for (const sortField of Object.keys(spec.sorts))
    for (const sortOrder of ['asc', 'desc'])
      queries.push(new URLSearchParams({ sortField, sortOrder, pageSize: '200' }));
  // each equality filter alone (the outbound list counts these from a tally of that filter's values)
  for (const [name, field] of Object.entries(spec.equals ?? {})) {
    const values = valuesOf(field).filter((value) => value !== '');
    if (values.length > 0) queries.push(new URLSearchParams({ [name]: pick(values) }));
  }
  // a keyword in every sort both ways, on a first page and on its last, where the rows without a
  // value are (with a keyword, the page and its counts are one statement of their own: the matches
  // read once)
  if (spec.keyword) {
    const texts = spec.keyword.flatMap((path) => valuesOf(path)).filter((text) => text.length > 0);
    for (const sortField of Object.keys(spec.sorts))
      for (const sortOrder of ['asc', 'desc']) {
        const text = pick(texts);
        const keyword = text.charAt(Math.floor(next() * text.length));
        const query = new URLSearchParams({ sortField, sortOrder, keyword, pageSize: '10' });
        const found = runList(rows, query, spec);
        const last = found.ok ? Math.max(1, Math.ceil(found.value.total / 10)) : 1;
        queries.push(query, new URLSearchParams({ ...Object.fromEntries(query), pageIndex: String(last) }));
      }
  }
  for (let n = 0; n < randomQueries; n += 1) {
    const query = new URLSearchParams();
    if (next() < 0.7) query.set('sortField', pick(Object.keys(spec.sorts)));
    if (next() < 0.5) query.set('sortOrder', pick(['asc', 'desc']));
    query.set('pageSize', pick(['10', '20', '200']));
    if (next() < 0.3) query.set('pageIndex', pick(['1', '2', '3']));
    for (const [name, field] of Object.entries(spec.equals ?? {})) {
      const values = valuesOf(field);
      if (values.length > 0 && next() < 0.3)
        query.set(name, next() < 0.7 ? pick(values) : `${pick(values)}, ${pick(values)}`);
    }
    for (const [name, range] of Object.entries(spec.ranges ?? {})) {
      const values = valuesOf(range.field).filter((value) => value !== '');
      if (values.length === 0 || next() < 0.6) continue;
      const [low, high] = [pick(values), pick(values)].sort();
      const day = next() < 0.5;
      query.set(`${name}From`, day ? low.slice(0, 10) : low);
      query.set(`${name}To`, day ? high.slice(0, 10) : high);
    }
    if (spec.keyword && next() < 0.4) {
      const texts = spec.keyword.flatMap((path) => valuesOf(path)).filter((text) => text.length > 0);
      const text = pick(texts);
      const start = Math.floor(next() * text.length);
      const part = text.slice(start, start + 1 + Math.floor(next() * 4));
      query.set('keyword', next() < 0.5 ? part.toUpperCase() : part.toLowerCase());
    }
    if (spec.status && next() < 0.4) query.set('status', pick(valuesOf(spec.status)));
    queries.push(query);
  }
  return queries;
}

// every SQL the lists run: the service's SQLite, the browser's (WebAssembly, its own build of SQLite),
// and PostgreSQL; with how many random queries each list is asked besides its every sort. The
// browser's SQLite runs the same SQL text as the service's (one Kysely dialect): what could differ
// there is its build (its version, its JSON functions), which a few queries of each list find as
// surely as forty, at a quarter of the time (this file was the slowest of the unit step).
// PostgreSQL is this file in the contract-postgres project (vite.config.ts), on an empty database of
// the run's cluster; there, and only there, it asks PostgreSQL alone: the SQLite homes are the node
// project's. OUTPOST_TEST_POSTGRES_URL (an empty database) adds it to a run of the node project.
const servedPostgres = inject('servedPostgres') as { url: string; template: string } | undefined;
const homes: [string, () => Promise<Kysely<Database>>, number][] = servedPostgres
  ? []
  : [
      ['SQLite (better-sqlite3)', async () => memoryDatabase(), 40],
      ["the browser's SQLite (wa-sqlite)", async () => await waSqliteInMemory({ migrated: false }), 8],
    ];
const postgres = process.env.OUTPOST_TEST_POSTGRES_URL;
if (servedPostgres) homes.push(['PostgreSQL', async () => emptyDatabaseOn(servedPostgres.url), 40]);
else if (postgres)
  homes.push(['PostgreSQL', async () => createDatabase({ databaseUrl: postgres, dataDir: '' }), 40]);

/** An empty database of this worker's on the contract run's cluster, dropped when the worker ends. */
async function emptyDatabaseOn(cluster: string): Promise<Kysely<Database>> {
  const database = `outpost_lists_${process.pid}`;
  await onCluster(cluster, `drop database if exists ${database}`, `create database ${database}`);
  const url = new URL(cluster);
  url.pathname = `/${database}`;
  const kysely = createDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const destroy = kysely.destroy.bind(kysely);
  return Object.assign(kysely, {
    destroy: async () => {
      await destroy();
      await onCluster(cluster, `drop database if exists ${database}`);
    },
  });
}

describe.each(homes)('a list over a table of %s answers as over its array', (_home, open, randomQueries) => {
  let kysely: Kysely<Database>;
  let db: Db;
  let plain: Db;

  beforeAll(async () => {
    setClock(() => TEST_DAY + 9 * 3_600_000);
    kysely = await open();
    await migrateToLatest(kysely);
    db = await seededDb({ today: TEST_DAY });
    // the seed makes no batch: some are drawn here, to be listed
    for (const batch of await drawnBatches(db)) await insert(db, 'outboundBatches', batch);
    plain = structuredClone(db);
    bindTables(db, { executor: () => kysely });
    await liveTables(db);
    // (the whole seed, documents and all, written to a database: seconds, more beside other files)
  }, 60_000);

  afterAll(async () => {
    setClock();
    await kysely.destroy();
  });

  it.each(cases.map((c, at) => [c.label ?? c.name, c, at] as const))(
    '%s',
    async (_name, { name, spec, scopes, sums }, at) => {
      const rows = plain[name] as readonly DocOf<CollectionName>[];
      expect(rows.length).toBeGreaterThan(0);
      let compared = 0;
      for (const scope of scopes) {
        for (const query of queriesFor(rows, spec, 1000 + at, randomQueries)) {
          const fromArray = runList(rows, query, spec, scope);
          const fromTable = await listRecords(db, name, query, spec, scope);
          if (!fromArray.ok || !fromTable.ok) {
            expect(fromTable).toEqual(fromArray);
            continue;
          }
          const shown = (page: typeof fromArray.value) => ({
            ids: page.list.map((row) => row.id),
            total: page.total,
            counts: page.counts,
          });
          expect(shown(fromTable.value), `${name} ${query.toString()}`).toEqual(shown(fromArray.value));
          compared += fromArray.value.total > 0 ? 1 : 0;
          // and the export's selection, every row without paging
          const everyFromArray = selectRows(rows, query, spec, scope);
          const everyFromTable = await selectRecords(db, name, query, spec, scope);
          expect(everyFromArray.ok && everyFromTable.ok).toBe(true);
          if (everyFromArray.ok && everyFromTable.ok)
            expect(everyFromTable.value.map((row) => row.id)).toEqual(
              everyFromArray.value.rows.map((row) => row.id),
            );
          // and the overviews of the selection, summed by the database as over the array
          for (const { by, amount } of sums ?? []) {
            const sorted = (outcome: Awaited<ReturnType<typeof sumsOfSelection>>) =>
              outcome.ok
                ? outcome.value.toSorted((a, b) => (a.keys.join() < b.keys.join() ? -1 : 1))
                : outcome;
            const fromTableSums = sorted(await sumsOfSelection(db, name, query, spec, scope, by, amount));
            expect(fromTableSums, `${name} sums ${query.toString()}`).toEqual(
              sorted(await sumsOfSelection(plain, name, query, spec, scope, by, amount)),
            );
          }
        }
      }
      // the queries found rows, not only empty pages
      expect(compared).toBeGreaterThan(10);
    },
  );

  it('sums the returned SKUs in the database as over the arrays, for all customers and for each', async () => {
    for (const customerId of [null, 'C001', 'C002']) {
      const fromArrays = await returnedSkus(plain, customerId);
      expect(fromArrays.length, String(customerId)).toBeGreaterThan(0);
      expect(await returnedSkus(db, customerId), String(customerId)).toEqual(fromArrays);
    }
    // the names come with the sums, and some lines bring back more than one unit
    const all = await returnedSkus(db, null);
    // (a carrier's return may name a SKU the customer does not have: no names)
    expect(all.filter((row) => row.nameEn !== '' && row.nameCn !== '').length).toBeGreaterThan(
      all.length / 2,
    );
    expect(all.some((row) => row.units !== row.rmas)).toBe(true);
  });

  it('sums a numeric field of the rows meeting criteria as over the arrays, units and money alike', async () => {
    for (const customerId of ['C001', 'C002', 'C999']) {
      const units = await sumOf(plain, 'balances', { customerId }, 'onHand');
      expect(await sumOf(db, 'balances', { customerId }, 'onHand'), customerId).toBe(units);
      const money = await sumOf(plain, 'purses', { customerId }, 'balance');
      expect(await sumOf(db, 'purses', { customerId }, 'balance'), customerId).toBeCloseTo(money, 2);
      if (customerId !== 'C999') expect(units, customerId).toBeGreaterThan(0);
      else expect([units, money]).toEqual([0, 0]);
    }
  });

  it("says a certificate's status as the chart does", () => {
    const read = readerOf(CERTIFICATE_SHOWN_STATUS);
    const certificates = plain.certificates;
    expect(certificates.some((c) => read(c) === 'EXPIRED')).toBe(true);
    for (const certificate of certificates)
      expect(read(certificate)).toBe(shownCertificateStatus(certificate, TEST_DAY + 9 * 3_600_000));
  });

  it('refuses a field the table has no column for, at once', async () => {
    const spec: ListSpec<DocOf<'skus'>> = {
      sorts: { nameCn: 'nameCn' },
      defaultSort: { field: 'nameCn', order: 'asc' },
    };
    await expect(listRecords(db, 'skus', new URLSearchParams(), spec)).rejects.toThrow(
      /nameCn, which has no column/,
    );
  });
});
