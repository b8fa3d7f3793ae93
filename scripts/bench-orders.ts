// `npm run bench:orders` (issue #40 §3): the outbound list at a million orders on PostgreSQL. A
// throwaway cluster (or DATABASE_URL's, already seeded by `npm run seed -- --scale N`) is given
// `npm run seed -- --scale 200`, timed against its budget of 10 minutes; then one process of the
// service answers the list over HTTP, one call at a time: the seller's own orders (a customer's
// 3,000) and the operator's all-customer view (1,000,000), each sort both ways, each filter of the
// page, the status tabs, a page far down. Each kind of call is asked REPS times; its p50, p95 and
// longest are printed, and for every kind over the budget, PostgreSQL's plan of its slowest query
// (EXPLAIN ANALYZE, from the same list code in this process). Ends with one line:
// `orders list budget: met` or `orders list budget: not met: …`.
//   BENCH_SCALE (200)  copies of the demo data
//   BENCH_REPS (15)    calls of each kind, after two that warm up
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import { sql } from 'kysely';
import { encrypt } from '../mocks/testing';
import { liveDb, persistBusinessDbIn } from '../server/api/db-instance';
import { outboundSpec } from '../server/areas/outbound/routes';
import { createDatabase } from '../server/db/database';
import { SqlPersistence } from '../server/engine/sql-persistence';
import { onCluster, testCluster, type TestCluster } from '../server/postgres.test-support';
import { startServed, type Served } from '../server/served.test-support';
import { listRecords } from '../server/store/table-lists';
import { percentile } from './lib/percentile';

const SCALE = Number(process.env.BENCH_SCALE ?? 200);
const REPS = Number(process.env.BENCH_REPS ?? 15);
const BUDGET_MS = 50;
const SEED_BUDGET_S = 600;
const DATABASE = 'outpost_orders';
const ROOT = join(import.meta.dirname, '..');

interface Kind {
  view: 'seller' | 'operator';
  name: string;
  query: Record<string, string>;
}

interface Measured extends Kind {
  p50: number;
  p95: number;
  longest: number;
  total: number;
}

async function signIn(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/services/api/Authorization/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: encrypt(username) }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

interface Order {
  outboundNo: string;
  trackingNo: string;
  warehouseCode: string;
  carrierCode: string;
  type: string;
  platform: string | null;
  storeName: string;
  businessMode: string;
  exceptionReason: string | null;
  customerId: string;
  consignee: { name: string; countryCode: string };
}

/** The kinds of list call a person makes, with values taken from the data itself. */
function kindsOf(view: Kind['view'], sample: Order, exception: string, today: string): Kind[] {
  const day = (offset: number) =>
    new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const kinds: Kind[] = [
    { view, name: 'first page', query: {} },
    { view, name: 'page 50', query: { pageIndex: '50' } },
  ];
  for (const sortField of Object.keys(outboundSpec.sorts))
    for (const sortOrder of ['asc', 'desc'])
      kinds.push({ view, name: `sort ${sortField} ${sortOrder}`, query: { sortField, sortOrder } });
  const equals: Record<string, string> = {
    warehouseCode: sample.warehouseCode,
    carrierCode: sample.carrierCode,
    type: sample.type,
    platform: sample.platform ?? 'AMAZON',
    storeName: sample.storeName,
    businessMode: sample.businessMode,
    exceptionReason: exception,
    countryCode: sample.consignee.countryCode,
  };
  if (view === 'operator') equals.customerId = sample.customerId;
  for (const [name, value] of Object.entries(equals))
    kinds.push({ view, name: `filter ${name}`, query: { [name]: value } });
  kinds.push(
    { view, name: 'created, last 30 days', query: { createdFrom: day(-30), createdTo: today } },
    { view, name: 'updated, last 7 days', query: { updatedFrom: day(-7), updatedTo: today } },
    { view, name: 'shipped, last 30 days', query: { shippedFrom: day(-30), shippedTo: today } },
    { view, name: 'keyword: an order number', query: { keyword: sample.outboundNo } },
    { view, name: 'keyword: part of a tracking no', query: { keyword: sample.trackingNo.slice(2, 9) } },
    { view, name: "keyword: a buyer's name", query: { keyword: sample.consignee.name } },
    { view, name: 'keyword: found nowhere', query: { keyword: 'zqxj' } },
    { view, name: 'tab SHIPPED', query: { status: 'SHIPPED' } },
    { view, name: 'tab EXCEPTION', query: { status: 'EXCEPTION' } },
    {
      view,
      name: 'tab SHIPPED, country, sorted by number',
      query: { status: 'SHIPPED', countryCode: sample.consignee.countryCode, sortField: 'outboundNo' },
    },
  );
  return kinds;
}

async function measure(url: string, token: string, kind: Kind): Promise<Measured> {
  const path = `${url}/services/api/Outbound/GetList?${new URLSearchParams({ pageSize: '20', ...kind.query })}`;
  const headers = { Authorization: `Bearer ${token}` };
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < REPS + 2; i += 1) {
    const started = performance.now();
    const answer = await fetch(path, { headers });
    const body = (await answer.json()) as { code: number; data: { total: number }; message: string };
    const ms = performance.now() - started;
    if (body.code !== 200)
      throw new Error(`${kind.view} ${kind.name}: answered ${body.code}: ${body.message}`);
    total = body.data.total;
    if (i >= 2) times.push(ms);
    // a kind far over its budget is measured a few times, not fifteen
    if (i >= 4 && times.every((t) => t > 10 * BUDGET_MS)) break;
  }
  times.sort((a, b) => a - b);
  return {
    ...kind,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    longest: times.at(-1) ?? 0,
    total,
  };
}

/** PostgreSQL's plans of the list's queries for `kind`, run by the same list code in this process. */
async function plansOf(databaseUrl: string, kind: Kind, customerId: string): Promise<string[]> {
  const caught: { sql: string; parameters: readonly unknown[] }[] = [];
  const log = (event: LogEvent) => {
    if (event.level === 'query' && /from "outbound"/.test(event.query.sql))
      caught.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  const kysely = createDatabase({ databaseUrl, dataDir: '' }, { log });
  try {
    persistBusinessDbIn(new SqlPersistence(kysely));
    const db = await liveDb();
    const scope = kind.view === 'seller' ? [{ customerId }] : undefined;
    caught.length = 0;
    const query = new URLSearchParams({ pageSize: '20', ...kind.query });
    await listRecords(db, 'outbounds', query, outboundSpec, scope);
    const plans: string[] = [];
    for (const statement of [...caught]) {
      const text = statement.sql.replace(/\$(\d+)/g, (_, n: string) =>
        literal(statement.parameters[Number(n) - 1]),
      );
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain (analyze, buffers) ${sql.raw(text)}`.execute(kysely);
      plans.push(`${text}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    return plans;
  } finally {
    persistBusinessDbIn(null);
    await kysely.destroy();
  }
}

const literal = (value: unknown): string =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

async function main() {
  let cluster: TestCluster | undefined;
  let served: Served | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'outpost-bench-orders-'));
  try {
    let databaseUrl = process.env.DATABASE_URL?.trim();
    if (!databaseUrl) {
      cluster = await testCluster();
      await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
      databaseUrl = cluster.urlOf(DATABASE);
      console.log(`npm run seed -- --scale ${SCALE} into a throwaway cluster`);
      const started = performance.now();
      execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', String(SCALE)], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: 'inherit',
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `seed --scale ${SCALE}: ${seconds.toFixed(0)} s (budget ${SEED_BUDGET_S} s: ${seconds <= SEED_BUDGET_S ? 'met' : 'not met'})`,
      );
    }
    // what the load left to write goes to disk before the measures, not during them
    if (cluster) await onCluster(cluster.url, 'checkpoint');
    served = await startServed({ dataDir, env: { DATABASE_URL: databaseUrl }, timeoutMs: 300_000 });
    const tokens = {
      seller: await signIn(served.url, 'seller'),
      operator: await signIn(served.url, 'admin'),
    };
    const first = async (query: Record<string, string>) => {
      const answer = await fetch(
        `${served?.url}/services/api/Outbound/GetList?${new URLSearchParams({ pageSize: '10', ...query })}`,
        { headers: { Authorization: `Bearer ${tokens.seller}` } },
      );
      const body = (await answer.json()) as { code: number; message: string; data: { list: Order[] } };
      if (body.code !== 200) throw new Error(`the list answered ${body.code}: ${body.message}`);
      return body.data.list[0];
    };
    const sample = await first({ status: 'SHIPPED' });
    const exception = (await first({ status: 'EXCEPTION' }))?.exceptionReason ?? 'OUT_OF_STOCK';
    const today = new Date().toISOString().slice(0, 10);
    const measured: Measured[] = [];
    for (const view of ['seller', 'operator'] as const)
      for (const kind of kindsOf(view, sample, exception, today))
        measured.push(await measure(served.url, tokens[view], kind));

    console.log(`\nthe outbound list at ${SCALE}× the demo data, one call at a time over HTTP; ms`);
    console.log(
      `${'view'.padEnd(9)} ${'call'.padEnd(40)} ${'total'.padStart(9)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'longest'.padStart(8)}`,
    );
    for (const m of measured)
      console.log(
        `${m.view.padEnd(9)} ${m.name.padEnd(40)} ${String(m.total).padStart(9)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(8)} ${m.longest.toFixed(1).padStart(8)}${m.p95 > BUDGET_MS ? '  over' : ''}`,
      );
    const over = measured.filter((m) => m.p95 > BUDGET_MS);
    // the plans of the slowest kind of each sort of call (the first page, a sort, a filter, a range,
    // a keyword, a tab), and of its statements only those that took more than a few ms
    const worst = new Map<string, Measured>();
    for (const m of over) {
      const sort = `${m.view} ${m.name.split(/[ ,:]/)[0]}`;
      if ((worst.get(sort)?.p95 ?? -1) < m.p95) worst.set(sort, m);
    }
    for (const m of worst.values()) {
      console.log(`\n${m.view}: ${m.name}: the plans of its slow statements`);
      for (const plan of await plansOf(databaseUrl, m, sample.customerId))
        if (Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0) > 5) console.log(`${plan}\n`);
    }
    console.log(
      over.length === 0
        ? `\norders list budget: met (p95 ≤ ${BUDGET_MS} ms for each of ${measured.length} kinds of call)`
        : `\norders list budget: not met: ${over.map((m) => `${m.view} ${m.name} (p95 ${m.p95.toFixed(0)} ms)`).join('; ')}`,
    );
  } finally {
    await served?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
