// `npm run bench:service`: the back-end's throughput and latency in its two Node homes, measured in
// one run on this machine: the embedded back-end called in this process (MSW's handlers, as the
// browser's worker runs them, without a browser, on an in-memory SQLite database of the seeded data
// where the browser's is SQLite compiled to WebAssembly) and the service (`npm run serve`'s process on a SQLite
// file, called over loopback HTTP). For each: outbound list pages (20 rows, the total and the status
// counts, the seller's own), order detail reads, and order submits (stock reserved, the estimate
// checked against the purse; the drafts are made beforehand, untimed). One client at a time, so the
// figures are a call's own cost; printed as calls per second and p50/p95/p99 in ms, with the ratio of
// the service to the embedded back-end (the same machine's noise in both). A measuring tool: it exits
// 0 whatever it measured.
//   BENCH_CALLS (300)   calls of each kind (submits: a third of it)
// `-- --db postgres`: the service on PostgreSQL against pgbench's figures, with one process and two
// (scripts/lib/bench-postgres.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { setMockDelays } from '../server/api/config';
import { persistBusinessDbIn, liveDb } from '../server/api/db-instance';
import { SqlPersistence } from '../server/engine/sql-persistence';
import { seededSqlite } from '../server/engine/seeded-sqlite.test-support';
import { handlers } from '../server/api/handlers';
import { encrypt } from '../mocks/testing';
import { outboundBody, skusAtUsEast } from '../server/areas/outbound/model-paths.test-support';
import { callerWith } from '../server/api/testing';
import { startServed } from '../server/served.test-support';
import { benchPostgres } from './lib/bench-postgres';
import { percentile } from './lib/percentile';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);

type Send = (path: string, init?: RequestInit) => Promise<Response>;

interface Figures {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

async function timed(count: number, call: (i: number) => Promise<void>): Promise<Figures> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const at = performance.now();
    await call(i);
    times.push(performance.now() - at);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    perSecond: (count / total) * 1000,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  if (body.code !== 200) throw new Error(`answered ${body.code}: ${body.message}`);
  return body.data;
}

async function measure(send: Send): Promise<Record<string, Figures>> {
  const token = await send('/services/api/Authorization/connect/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'seller', password: encrypt('seller') }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const headers = { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
  const get = <T>(path: string) => send(`/services/api/${path}`, { headers }).then((r) => json<T>(r));
  const post = <T>(path: string, body: unknown) =>
    send(`/services/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) =>
      json<T>(r),
    );

  const first = await get<{ list: { id: string }[]; total: number }>(
    'Outbound/GetList?pageIndex=1&pageSize=200',
  );
  const ids = first.list.map((row) => row.id);
  const pages = Math.floor(first.total / 20);
  // the model paths' helpers read SKUs through a caller; this one sends through `send`
  const caller = callerWith(token.access_token);
  const seller = {
    ...caller,
    get: async <T>(path: string) => ({ status: 200, code: 200, message: '', data: await get<T>(path) }),
  };
  const skus = await skusAtUsEast(seller as typeof caller);
  const submits = Math.max(10, Math.floor(CALLS / 3));
  const drafts: string[] = [];
  for (let n = 0; n < submits; n += 1)
    drafts.push(
      (
        await post<{ id: string }>('Outbound/Save', {
          ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 900_000 + n),
          referenceNo: `BENCH-${Date.now()}-${n}`,
        })
      ).id,
    );

  return {
    'outbound list page (20 rows, total, counts)': await timed(CALLS, async (i) => {
      await get(`Outbound/GetList?pageIndex=${(i % pages) + 1}&pageSize=20`);
    }),
    'outbound detail read': await timed(CALLS, async (i) => {
      await get(`Outbound/Get?id=${encodeURIComponent(ids[(i * 7) % ids.length])}`);
    }),
    'outbound submit (reserve, estimate)': await timed(submits, async (i) => {
      await post('Outbound/Submit', { id: drafts[i] });
    }),
  };
}

const format = (value: number, digits = 1) => value.toFixed(digits).padStart(8);

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  setMockDelays('none');
  const embeddedDb = await seededSqlite();
  persistBusinessDbIn(new SqlPersistence(embeddedDb));
  await liveDb();
  const embedded = await measure(
    async (path, init) =>
      (await getResponse(handlers, new Request(`http://localhost${path}`, init))) ??
      new Response(null, { status: 404 }),
  );
  persistBusinessDbIn(null);
  await embeddedDb.destroy();

  const dataDir = mkdtempSync(join(tmpdir(), 'outpost-bench-service-'));
  const served = await startServed({ dataDir, timeoutMs: 180_000 });
  let service: Record<string, Figures>;
  try {
    service = await measure((path, init) => fetch(`${served.url}${path}`, init));
  } finally {
    await served.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${CALLS} calls each (submits ${Math.max(10, Math.floor(CALLS / 3))}), one client; ms`);
  console.log(
    `${'call'.padEnd(42)} ${'home'.padEnd(9)} ${'per s'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}  service/embedded (p50)`,
  );
  for (const name of Object.keys(embedded)) {
    for (const [home, figures] of [
      ['embedded', embedded[name]],
      ['service', service[name]],
    ] as const) {
      const ratio = home === 'service' ? `  ${(figures.p50 / embedded[name].p50).toFixed(2)}×` : '';
      console.log(
        `${name.padEnd(42)} ${home.padEnd(9)} ${format(figures.perSecond, 0)} ${format(figures.p50, 2)} ${format(figures.p95, 2)} ${format(figures.p99, 2)}${ratio}`,
      );
    }
  }
  console.log(
    `\nload average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  process.exit(0);
}

const db = process.argv[process.argv.indexOf('--db') + 1];
if (process.argv.includes('--db') && db === 'postgres') {
  await benchPostgres();
  process.exit(0);
} else if (process.argv.includes('--db') && db !== 'sqlite') {
  console.error(`--db ${db ?? ''}: sqlite (the default) or postgres`);
  process.exit(2);
} else await main();
