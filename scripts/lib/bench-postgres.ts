// `npm run bench:service -- --db postgres` (issue #40 §4): the service on PostgreSQL against the
// machine's limit, from one run. A throwaway cluster (or DATABASE_URL's) first gives pgbench's
// TPC-B-like and select-only transactions per second, the limit; then the service on a database of
// the same cluster, one process and then two, takes a bounded load from autocannon on loopback (CLIENTS
// connections, SECONDS a phase, the submits as many as there are drafts): outbound list pages of the
// seller (20 rows, total, counts), order detail reads, order submits (stock checked and reserved, the
// purse checked, one transaction). Every run ends with the invariants asked of the database and a last
// line, `service budgets: met` or `service budgets: not met: …`. When a budget is not met, one more
// process runs the list and the submits under Node's CPU profiler, and where its time went is printed
// (the functions and the packages or folders of the most self time), with the CPU each call cost the
// service and PostgreSQL (from /proc): a profile, not a guess.
//   BENCH_CLIENTS (8)   connections of the load, shared between the processes
//   BENCH_SECONDS (8)   length of a list or detail phase
//   BENCH_SUBMITS (400) drafts submitted per configuration
//   PGBENCH_SECONDS (10), PGBENCH_SCALE (10)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import { encrypt } from '../../mocks/testing';
import { onCluster, testCluster, type TestCluster } from '../../server/postgres.test-support';
import { startServed, type Served } from '../../server/served.test-support';
import { outboundBody, skusAtUsEast } from '../../server/areas/outbound/model-paths.test-support';
import type { Caller } from '../../server/api/testing';
import { percentile } from './percentile';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 400);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 10);
const PGBENCH_SCALE = Number(process.env.PGBENCH_SCALE ?? 10);
/** The budgets of issue #40 §4, as shares of pgbench's figures on the same cluster. */
const SUBMITS_OF_TPCB = 0.25;
const LIST_OF_SELECT_ONLY = 0.2;
const DATABASE = 'outpost_bench';
const ROOT = join(import.meta.dirname, '..', '..');

interface Phase {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  calls: number;
  failed: number;
  /** the answers not 200, by status */
  statuses: Map<number, number>;
  /** CPU seconds per call, of the service's processes and of PostgreSQL's */
  serviceCpuMs: number;
  postgresCpuMs: number;
}

/** pgbench's transactions per second (without the connections' setup), as it prints them. */
function pgbench(url: string, args: string[]): number {
  const output = execFileSync('pgbench', [...args, url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no figure:\n${output}`);
  return Number(tps[1]);
}

const TICKS_PER_SECOND = 100;

/** A process's CPU time so far, in seconds (its user and system time in /proc), 0 once it ended. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes on this machine (the benchmark's cluster: the one running here). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

const cpuNow = (services: Served[]) => ({
  service: services.reduce((sum, served) => sum + cpuOf(served.child.pid ?? 0), 0),
  postgres: postgresPids().reduce((sum, pid) => sum + cpuOf(pid), 0),
});

type Request = autocannon.Request;

/**
 * A bounded load on the processes, the connections shared between them: `request(n)` makes the nth
 * request of a process; `amounts` (per process) bounds it by count, else it lasts SECONDS.
 */
async function load(
  services: Served[],
  token: string,
  request: (process: number, n: number) => Pick<Request, 'method' | 'path' | 'body'>,
  amounts?: number[],
): Promise<Phase> {
  const times: number[] = [];
  let failed = 0;
  const statuses = new Map<number, number>();
  const before = cpuNow(services);
  const started = performance.now();
  await Promise.all(
    services.map(
      (served, process) =>
        new Promise<void>((resolve, reject) => {
          let n = 0;
          const instance = autocannon(
            {
              url: served.url,
              connections: Math.max(1, Math.floor(CLIENTS / services.length)),
              ...(amounts ? { amount: amounts[process] } : { duration: SECONDS }),
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
              requests: [{ setupRequest: (req: Request) => ({ ...req, ...request(process, n++) }) }],
            },
            (error) => (error ? reject(error) : resolve()),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            times.push(ms);
            if (status === 200) return;
            failed += 1;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          });
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow(services);
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    calls: times.length,
    failed,
    statuses,
    serviceCpuMs: ((after.service - before.service) * 1000) / Math.max(1, times.length),
    postgresCpuMs: ((after.postgres - before.postgres) * 1000) / Math.max(1, times.length),
  };
}

async function envelope<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  if (body.code !== 200) throw new Error(`answered ${body.code}: ${body.message}`);
  return body.data;
}

/** The seller's session, the ids of orders to read and drafts to submit, made through `on`. */
async function prepared(on: Served) {
  const token = (
    (await (
      await fetch(`${on.url}/services/api/Authorization/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'seller',
          password: encrypt('seller'),
        }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const get = async <T>(path: string) =>
    envelope<T>(await fetch(`${on.url}/services/api/${path}`, { headers }));
  const first = await get<{ list: { id: string }[]; total: number }>(
    'Outbound/GetList?pageIndex=1&pageSize=200',
  );
  const skus = await skusAtUsEast({
    get: async <T>(path: string) => ({ status: 200, code: 200, message: '', data: await get<T>(path) }),
  } as unknown as Caller);
  let drafted = 0;
  /** `count` new drafts of one unit each of the stocked SKUs in turn: their ids. */
  const drafts = async (count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      drafted += 1;
      const saved = await envelope<{ id: string }>(
        await fetch(`${on.url}/services/api/Outbound/Save`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 800_000 + drafted),
            referenceNo: `BENCH-PG-${Date.now()}-${drafted}`,
          }),
        }),
      );
      ids.push(saved.id);
    }
    return ids;
  };
  return {
    token,
    ids: first.list.map((row) => row.id),
    pages: Math.max(1, Math.floor(first.total / 20)),
    drafts,
  };
}

type Prepared = Awaited<ReturnType<typeof prepared>>;

async function phases(services: Served[], seller: Prepared, submits: number) {
  const perProcess = Math.floor(submits / services.length);
  const drafts = await Promise.all(services.map(() => seller.drafts(perProcess)));
  return {
    list: await load(services, seller.token, (p, n) => ({
      method: 'GET',
      path: `/services/api/Outbound/GetList?pageIndex=${((n * 7 + p * 13) % seller.pages) + 1}&pageSize=20`,
    })),
    detail: await load(services, seller.token, (p, n) => ({
      method: 'GET',
      path: `/services/api/Outbound/Get?id=${encodeURIComponent(seller.ids[(n * 7 + p) % seller.ids.length])}`,
    })),
    submit: await load(
      services,
      seller.token,
      (p, n) => ({
        method: 'POST',
        path: '/services/api/Outbound/Submit',
        body: JSON.stringify({ id: drafts[p][n % drafts[p].length] }),
      }),
      drafts.map((slice) => slice.length),
    ),
  };
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Where a profile's self time went: the functions and the places (package or folder) of the most. */
function profileSummary(dir: string): string[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return ['(the profiled process wrote no profile)'];
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    total += ms;
    const path = frame.url.replace(/^file:\/\//, '');
    const local = path.startsWith(ROOT) ? relative(ROOT, path) : path;
    const place =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(local)?.[1] ??
      (local === ''
        ? `(${frame.functionName || 'native'})`
        : local.startsWith('node:')
          ? 'node'
          : local.split('/').slice(0, 3).join('/'));
    const name =
      `${frame.functionName || '(anonymous)'} ${local ? `${local}:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, ms]) => `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `the profiled process's self time, ${Math.round(total)} ms sampled, by place:`,
    ...top(byPlace, 10),
    'and by function:',
    ...top(byFunction, 15),
  ];
}

const fixed = (value: number, digits = 1) =>
  (Number.isFinite(value) ? value.toFixed(digits) : '—').padStart(8);

export async function benchPostgres(): Promise<void> {
  const cluster: TestCluster = await testCluster();
  const dirs: string[] = [];
  const services: Served[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'outpost-bench-pg-'));
    dirs.push(dir);
    return dir;
  };
  try {
    // the machine's limit, on the same cluster
    await onCluster(cluster.url, 'drop database if exists pgbench', 'create database pgbench');
    const pgbenchUrl = cluster.urlOf('pgbench');
    execFileSync('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), pgbenchUrl], { stdio: 'ignore' });
    const common = ['-c', String(CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS)];
    const tpcb = pgbench(pgbenchUrl, common);
    const selectOnly = pgbench(pgbenchUrl, ['-S', ...common]);
    await onCluster(cluster.url, 'drop database pgbench');

    await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
    const env = { DATABASE_URL: cluster.urlOf(DATABASE), OUTPOST_TEST_CONTROL: 'true' };
    services.push(await startServed({ dataDir: dataDir(), env, timeoutMs: 300_000 }));
    const seller = await prepared(services[0]);
    const one = await phases(services, seller, SUBMITS);
    services.push(await startServed({ dataDir: dataDir(), env, timeoutMs: 300_000 }));
    const two = await phases(services, seller, SUBMITS);

    console.log(`\nPostgreSQL, ${CLIENTS} connections of load; calls per second and ms`);
    console.log(
      `pgbench TPC-B-like: ${tpcb.toFixed(0)} tps; select-only: ${selectOnly.toFixed(0)} tps (scale ${PGBENCH_SCALE}, ${PGBENCH_SECONDS} s each)`,
    );
    console.log(
      `${'call'.padEnd(40)} ${'processes'.padStart(9)} ${'per s'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'failed'.padStart(7)} ${'cpu node'.padStart(9)} ${'cpu pg'.padStart(8)}  share of pgbench`,
    );
    const rows: [string, keyof typeof one, number, string][] = [
      ['outbound list page (20 rows, total, counts)', 'list', selectOnly, 'select-only'],
      ['outbound detail read', 'detail', selectOnly, 'select-only'],
      ['outbound submit (stock, purse, reserve)', 'submit', tpcb, 'TPC-B'],
    ];
    for (const [name, key, limit, of] of rows)
      for (const [count, figures] of [
        [1, one[key]],
        [2, two[key]],
      ] as const)
        console.log(
          `${name.padEnd(40)} ${String(count).padStart(9)} ${fixed(figures.perSecond, 0)} ${fixed(figures.p50, 2)} ${fixed(figures.p95, 2)} ${fixed(figures.p99, 2)} ${String(figures.failed).padStart(7)} ${fixed(figures.serviceCpuMs, 2)} ${fixed(figures.postgresCpuMs, 2)}  ${((figures.perSecond / limit) * 100).toFixed(1)} % of ${of}`,
        );

    for (const [count, figures] of [
      [1, one],
      [2, two],
    ] as const)
      for (const [name, phase] of Object.entries(figures))
        if (phase.failed > 0)
          console.log(
            `${name} on ${count}: not 200: ${[...phase.statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`,
          );
    const errors = new Map<string, number>();
    for (const served of services)
      for (const line of served.lines)
        if (line.level === 'error' && line.error)
          errors.set(String(line.error), (errors.get(String(line.error)) ?? 0) + 1);
    for (const [error, n] of errors) console.log(`the services logged ${n} × ${error}`);
    if (process.env.BENCH_STACKS)
      for (const served of services) console.log(served.lines.find((line) => line.level === 'error')?.stack);
    const invariants = (await (await fetch(`${services[0].url}/__test/invariants`)).json()) as unknown[];
    console.log(
      `\ninvariants after the run: ${invariants.length === 0 ? 'hold' : JSON.stringify(invariants).slice(0, 500)}`,
    );

    // judged on the better of one and two processes: what the service does on this machine
    const best = (key: keyof typeof one) => Math.max(one[key].perSecond, two[key].perSecond);
    const missed: string[] = [];
    if (best('submit') < SUBMITS_OF_TPCB * tpcb)
      missed.push(
        `submits ${best('submit').toFixed(0)}/s < ${SUBMITS_OF_TPCB * 100} % of TPC-B (${(SUBMITS_OF_TPCB * tpcb).toFixed(0)}/s)`,
      );
    if (best('list') < LIST_OF_SELECT_ONLY * selectOnly)
      missed.push(
        `list pages ${best('list').toFixed(0)}/s < ${LIST_OF_SELECT_ONLY * 100} % of select-only (${(LIST_OF_SELECT_ONLY * selectOnly).toFixed(0)}/s)`,
      );
    if (invariants.length > 0) missed.push('the invariants');
    const failures = [...Object.values(one), ...Object.values(two)].reduce(
      (sum, phase) => sum + phase.failed,
      0,
    );
    if (failures > 0) missed.push(`${failures} calls not answered 200`);

    if (missed.some((miss) => !miss.startsWith('the invariants'))) {
      // where the time goes: one more process, under the profiler, the list and some submits
      const profiles = dataDir();
      for (const served of services) await served.stop();
      services.length = 0;
      services.push(
        await startServed({
          dataDir: dataDir(),
          env,
          timeoutMs: 300_000,
          nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
        }),
      );
      await phases(services, await prepared(services[0]), Math.min(SUBMITS, 200));
      await services[0].stop();
      services.length = 0;
      console.log(`\n${profileSummary(profiles).join('\n')}`);
    }
    console.log(`\nservice budgets: ${missed.length === 0 ? 'met' : `not met: ${missed.join('; ')}`}`);
  } finally {
    for (const served of services) await served.kill();
    await onCluster(cluster.url, `drop database if exists ${DATABASE}`).catch(() => undefined);
    await cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
