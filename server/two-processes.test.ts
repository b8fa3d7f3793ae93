import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededDb } from './store/reset';
import { outboundBody, skusAtUsEast } from './areas/outbound/model-paths.test-support';
import type { Caller } from './api/testing';
import { encrypt } from '@mocks/testing';
import { ATTEMPTS_ALLOWED } from './areas/access/attempts';
import { createDatabase } from './db/database';
import { migrations as MIGRATIONS } from './db/migrations/index';
import { onCluster, serverPrograms, testCluster, type TestCluster } from './postgres.test-support';
import { startServed, type Served } from './served.test-support';
import { startNginx } from './nginx.test-support';
import { randomUseOverHttp } from './api/property.run.test-support';

// The load balancer the property test's calls go through, started before any module reads where the
// tests' HTTP calls go (mocks/testing.ts TARGET, read once at import): a pick at random per request
// between the two processes, its seed printed (`BALANCER_SEED=<n>` replays the picks).
const balancer = await vi.hoisted(async () => {
  const { startBalancer } = await import('./balancer.test-support');
  const seed = process.env.BALANCER_SEED
    ? Number(process.env.BALANCER_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  console.info(`two processes: the balancer's seed ${seed} (replay: BALANCER_SEED=${seed})`);
  const started = await startBalancer(seed);
  process.env.OUTPOST_SERVED_URL = started.url;
  return started;
});

// Two service processes on one PostgreSQL database, as several machines behind a load balancer run
// (issue #40 takes this further): neither holds the sign-in state, so a session begun on one is
// served by the other, ended on one is ended on both, and one refresh token presented to both at the
// same moment is honoured once.

const DATABASE = 'outpost_two_processes';
let cluster: TestCluster | undefined;
let a: Served | undefined;
let b: Served | undefined;
const dirs = ['a', 'b', 'c'].map((name) => mkdtempSync(join(tmpdir(), `outpost-two-${name}-`)));
let env: Record<string, string> = {};

beforeAll(async () => {
  cluster = await testCluster();
  await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
  // the test-mode control surface, for the invariants asked of the database at the end of a burst
  env = { DATABASE_URL: cluster.urlOf(DATABASE), OUTPOST_TEST_CONTROL: 'true' };
  // both at once on the empty database: one builds the demo data, the other waits and finds it
  [a, b] = await Promise.all(
    dirs.slice(0, 2).map((dataDir) => startServed({ dataDir, env, timeoutMs: 180_000 })),
  );
  balancer.sendTo([a.url, b.url]);
}, 240_000);

afterAll(async () => {
  await balancer.close();
  await a?.stop();
  await b?.stop();
  if (cluster) {
    await onCluster(cluster.url, `drop database if exists ${DATABASE}`).catch(() => undefined);
    await cluster.stop();
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The test's own connection to the services' database. */
const databaseOf = (on: TestCluster | undefined) => {
  if (!on) throw new Error('no cluster');
  return createDatabase({ databaseUrl: on.urlOf(DATABASE), dataDir: dirs[0] });
};

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const served = (which: Served | undefined): Served => {
  if (!which) throw new Error('the service did not start');
  return which;
};

async function grant(on: Served | undefined, fields: Record<string, string>) {
  const response = await fetch(`${served(on).url}/services/api/Authorization/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as TokenPair & { message?: string } };
}

const signIn = async (on: Served | undefined, username: string): Promise<TokenPair> => {
  const answer = await grant(on, { grant_type: 'password', username, password: encrypt(username) });
  expect(answer.status).toBe(200);
  return answer.body;
};

const statusOf = async (on: Served | undefined, path: string, token: string): Promise<number> =>
  (await fetch(`${served(on).url}/services/api/${path}`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

/** The stocked SKUs at USEA the model paths' orders use, read as `token`'s account from `on`. */
const stockedSkus = (on: Served | undefined, token: string) =>
  skusAtUsEast({
    get: async <T>(path: string) => {
      const response = await fetch(`${served(on).url}/services/api/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: response.status, ...((await response.json()) as { data: T }) };
    },
  } as unknown as Caller);

/** What the two processes logged as errors so far (the stacks of their 500s), for a failure's message. */
const errorsLogged = () =>
  JSON.stringify([...served(a).lines, ...served(b).lines].filter((line) => line.level === 'error')).slice(
    0,
    3000,
  );

/** The business data's fingerprint, asked through `on`'s control surface (the same data, the same print). */
const fingerprintOf = async (on: Served | undefined): Promise<string> =>
  ((await (await fetch(`${served(on).url}/__test/fingerprint`)).json()) as { fingerprint: string })
    .fingerprint;

/** The stock and money invariants' violations, asked of the database through `on`'s control surface. */
const invariantsOf = async (on: Served | undefined): Promise<unknown[]> =>
  (await (await fetch(`${served(on).url}/__test/invariants`)).json()) as unknown[];

/**
 * The API as one account, each call sent to the process given: a GET without a body, else a JSON
 * POST, in English; its HTTP status beside the envelope.
 */
const apiAs =
  (token: string) =>
  async <T>(on: Served | undefined, path: string, body?: unknown) => {
    const response = await fetch(`${served(on).url}/services/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { data: T; message: string }) };
  };

describe('two processes on one database', () => {
  it('started at once on an empty database, apply the migrations and the demo data once, and both answer', async () => {
    const seeded = await seededDb();
    const admin = await signIn(a, 'admin');
    for (const on of [a, b]) {
      const answer = await fetch(`${served(on).url}/services/api/Outbound/GetList?pageSize=10`, {
        headers: { Authorization: `Bearer ${admin.access_token}` },
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { total: number } }).data.total).toBe(seeded.outbounds.length);
    }
    const db = databaseOf(cluster);
    try {
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(migrations.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
      const customers = await db.selectFrom('customer').select('id').execute();
      expect(customers).toHaveLength(seeded.customers.length);
    } finally {
      await db.destroy();
    }
  });

  it('serve on one a session begun on the other, and end it on both', async () => {
    const pair = await signIn(a, 'seller');
    expect(await statusOf(b, 'Sku/GetList?pageSize=10', pair.access_token)).toBe(200);
    expect(await statusOf(b, 'Authorization/loginOut', pair.access_token)).toBe(200);
    expect(await statusOf(a, 'Sku/GetList?pageSize=10', pair.access_token)).toBe(401);
  });

  it('honour one refresh token presented to both at once once: the other is refused and the session ends', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pair = await signIn(round % 2 === 0 ? a : b, 'seller');
      const answers = await Promise.all(
        [a, b].map((on) => grant(on, { grant_type: 'refresh_token', refresh_token: pair.refresh_token })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const [won] = answers.filter((answer) => answer.status === 200);
      // the token presented again revoked its family: the pair it bought ends too, on both
      expect(await statusOf(a, 'Sku/GetList?pageSize=10', won.body.access_token)).toBe(401);
      expect(await statusOf(b, 'Sku/GetList?pageSize=10', won.body.access_token)).toBe(401);
    }
  });

  it('count every wrong password tried on both at once: the name held by the try that reaches its allowance', async () => {
    // a row per key (server/engine/attempt-storage.ts), its count read and written under its lock:
    // counted apart, tries made at once would each find the count before the others and none the last
    const NOBODY = 'nobody_on_two_processes';
    const tries = await Promise.all(
      Array.from({ length: ATTEMPTS_ALLOWED }, (_, i) =>
        grant(i % 2 === 0 ? a : b, {
          grant_type: 'password',
          username: NOBODY,
          password: encrypt('Wrong2026'),
        }),
      ),
    );
    // a wrong password each, and the try that reached the allowance held back
    expect(tries.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(ATTEMPTS_ALLOWED - 1).fill(400),
      429,
    ]);
    // held now, on both (a name that is no account is held as an account is, and leaves the
    // accounts the other tests sign in with free)
    for (const on of [a, b]) {
      const again = await grant(on, {
        grant_type: 'password',
        username: NOBODY,
        password: encrypt('Other2026'),
      });
      expect(again.status).toBe(429);
    }
  });

  it('reserve a SKU’s stock once for fifty orders submitted to both at once: the twenty it covers, the other thirty out of stock', async () => {
    const seller = await signIn(a, 'seller');
    const call = apiAs(seller.access_token);
    const skus = await stockedSkus(a, seller.access_token);
    const [sku] = skus.stocked;
    const available = skus.available.get(sku) ?? 0;
    // orders of a twentieth of what is there, and first one order for what is left over beyond
    // twenty of them: then the stock covers exactly twenty
    const qty = Math.floor(available / 20);
    expect(qty, `${sku} has ${available} available`).toBeGreaterThan(0);
    const order = async (n: number, units: number) => {
      const body = outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 700_000 + n);
      const saved = await call<{ id: string }>(n % 2 === 0 ? a : b, 'Outbound/Save', {
        ...body,
        referenceNo: `TWO-PROCESSES-${n}`,
        lines: [{ sku, qty: units, declaredValue: 10 }],
      });
      expect(saved.status, saved.message).toBe(200);
      return saved.data.id;
    };
    const leftOver = available - 20 * qty;
    if (leftOver > 0) {
      const first = await call<{ status: string }>(a, 'Outbound/Submit', { id: await order(99, leftOver) });
      expect(first.data.status, first.message).toBe('AWAITING_PICK');
    }
    const drafts: string[] = [];
    for (let n = 0; n < 50; n += 1) drafts.push(await order(n, qty));
    const submitted = await Promise.all(
      drafts.map((id, n) =>
        call<{ status: string; exceptionReason: string | null }>(n % 2 === 0 ? a : b, 'Outbound/Submit', {
          id,
        }),
      ),
    );
    expect(
      submitted.map((answer) => answer.status),
      `${JSON.stringify(submitted.filter((answer) => answer.status !== 200))} ${errorsLogged()}`,
    ).toEqual(drafts.map(() => 200));
    const outcomes = submitted.map((answer) =>
      answer.data.status === 'EXCEPTION' ? `EXCEPTION ${answer.data.exceptionReason}` : answer.data.status,
    );
    expect(
      outcomes.filter((outcome) => outcome === 'AWAITING_PICK'),
      outcomes.join(', '),
    ).toHaveLength(20);
    expect(
      outcomes.filter((outcome) => outcome === 'EXCEPTION OUT_OF_STOCK'),
      outcomes.join(', '),
    ).toHaveLength(30);
    // and the stock says so on both: nothing left, never below it, the flow adding up to the balance
    for (const on of [a, b]) {
      const stock = await call<{ list: { sku: string; available: number; reserved: number }[] }>(
        on,
        `Inventory/GetList?warehouseCode=USEA&keyword=${encodeURIComponent(sku)}&pageSize=10`,
      );
      const row = stock.data.list.find((candidate) => candidate.sku === sku);
      expect(row?.available).toBe(0);
    }
    expect(await invariantsOf(a)).toEqual([]);
  });

  it('number fifty orders saved to both at once fifty ways, and refuse one reference saved to both at once at its field', async () => {
    const seller = await signIn(b, 'seller');
    const call = apiAs(seller.access_token);
    const post = (on: Served | undefined, path: string, body: unknown) =>
      call<{ outboundNo?: string; referenceNo?: string }>(on, path, body);
    const skus = await stockedSkus(a, seller.access_token);
    const saved = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post(n % 2 === 0 ? a : b, 'Outbound/Save', {
          ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 900_000 + n),
          referenceNo: `TWO-PROCESSES-NUMBER-${n}`,
        }),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual(saved.map(() => 200));
    expect(new Set(saved.map((answer) => answer.data.outboundNo)).size).toBe(50);
    // one reference, two different orders, one to each process at once (no Idempotency-Key): one is
    // made, the other refused at the reference as the check refuses it in one process, not a 500
    for (let round = 0; round < 3; round += 1) {
      const referenceNo = `TWO-PROCESSES-SAME-${round}`;
      const answers = await Promise.all(
        [a, b].map((on, n) =>
          post(on, 'Outbound/Save', {
            ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 950_000 + 2 * round + n),
            referenceNo,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 422]);
      const refused = answers.find((answer) => answer.status === 422);
      expect(refused?.data).toHaveProperty('referenceNo');
    }
  });

  it('credit a recharge approved on both at once once, and post a day’s storage once when the job runs on both at once', async () => {
    const admin = await signIn(a, 'admin');
    const call = apiAs(admin.access_token);
    type Recharge = { id: string; customerId: string; currency: string; declaredAmount: number };
    type Purse = { customerId: string; currency: string; balance: number };
    const balanceOf = async (recharge: Recharge) =>
      (
        await call<{ list: Purse[] }>(b, `Finance/GetPurses?customerId=${recharge.customerId}&pageSize=200`)
      ).data.list.find((purse) => purse.currency === recharge.currency)?.balance;
    const pending = (
      await call<{ list: Recharge[] }>(a, 'Recharge/GetList?status=PENDING_REVIEW&pageSize=10')
    ).data.list;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const recharge of pending.slice(0, 2)) {
      const before = await balanceOf(recharge);
      const approval = { id: recharge.id, arrivedAmount: recharge.declaredAmount, serviceCharge: 0 };
      const answers = await Promise.all([a, b].map((on) => call(on, 'Recharge/Approve', approval)));
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      expect(await balanceOf(recharge)).toBeCloseTo((before ?? 0) + recharge.declaredAmount, 2);
    }
    // today's storage, asked of both at once: each customer's fee of each warehouse once between them
    const day = new Date().toISOString().slice(0, 10);
    type Run = { posted: { feeNo: string; customerId: string; warehouseCode: string }[] };
    const runs = await Promise.all([a, b].map((on) => call<Run>(on, 'Finance/RunStorageJob', { day })));
    expect(runs.map((answer) => answer.status)).toEqual([200, 200]);
    const posted = runs.flatMap((answer) => answer.data.posted);
    expect(posted.length).toBeGreaterThan(0);
    const piles = posted.map((fee) => `${fee.customerId}:${fee.warehouseCode}`);
    expect(new Set(piles).size).toBe(piles.length);
    const again = await call<Run>(b, 'Finance/RunStorageJob', { day });
    expect(again.data.posted).toEqual([]);
    const db = databaseOf(cluster);
    try {
      const stored = await sql<{ n: number | string }>`select count(*) as n from fee
        where doc_no = ${`STORAGE-${day}`}`.execute(db);
      expect(Number(stored.rows[0].n)).toBe(posted.length);
    } finally {
      await db.destroy();
    }
  });

  it('bill each fee of a period once or leave it unbilled when the period is closed on one while its fees are posted on the other', async () => {
    const admin = await signIn(a, 'admin');
    const post = apiAs(admin.access_token);
    const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    type Settlement = { settlementNo: string; feesByBusiness: Record<string, number> };
    type Run = { posted: { customerId: string }[] };
    const db = databaseOf(cluster);
    try {
      // days long before the demo's year: no storage posted yet, no statement closed
      for (let round = 0; round < 4; round += 1) {
        const day = dayOf(800 + 10 * round);
        const [from, to] = [dayOf(801 + 10 * round), dayOf(799 + 10 * round)];
        const [run, closed] = await Promise.all([
          post<Run>(round % 2 === 0 ? a : b, 'Finance/RunStorageJob', { day }),
          post<Settlement>(round % 2 === 0 ? b : a, 'Finance/CloseSettlement', {
            customerId: 'C001',
            periodFrom: from,
            periodTo: to,
          }),
        ]);
        expect([run.status, closed.status], `${run.message} ${closed.message}`).toEqual([200, 200]);
        expect(run.data.posted.some((fee) => fee.customerId === 'C001')).toBe(true);
        const fees = await db
          .selectFrom('fee')
          .select(['fee_no', 'billing_status', 'settlement_no', 'amount_cents'])
          .where('customer_id', '=', 'C001')
          .where('at', '>=', `${from}T00:00:00.000Z`)
          .where('at', '<=', `${to}T23:59:59.999Z`)
          .execute();
        expect(fees.length).toBeGreaterThan(0);
        // each fee billed by this statement or still unbilled, never half: and the statement bills
        // exactly the fees it names
        for (const fee of fees)
          expect([fee.billing_status, fee.settlement_no], fee.fee_no).toEqual(
            fee.billing_status === 'BILLED' ? ['BILLED', closed.data.settlementNo] : ['UNBILLED', null],
          );
        const billed = fees.filter((fee) => fee.billing_status === 'BILLED');
        const stated = Object.values(closed.data.feesByBusiness).reduce((sum, amount) => sum + amount, 0);
        expect(billed.reduce((sum, fee) => sum + Number(fee.amount_cents), 0)).toBe(Math.round(stated * 100));
      }
    } finally {
      await db.destroy();
    }
  });

  it('answer a list whose page, total and counts agree while the other process writes', async () => {
    const seller = await signIn(a, 'seller');
    const headers = {
      Authorization: `Bearer ${seller.access_token}`,
      'Content-Type': 'application/json',
    };
    const skus = await stockedSkus(a, seller.access_token);
    let writing = true;
    const writer = (async () => {
      try {
        for (let n = 0; n < 40; n += 1) {
          const response = await fetch(`${served(a).url}/services/api/Outbound/Save`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 970_000 + n),
              referenceNo: `TWO-PROCESSES-READ-${n}`,
            }),
          });
          expect(response.status).toBe(200);
        }
      } finally {
        writing = false;
      }
    })();
    const answers: { total: number; counted: number }[] = [];
    while (writing) {
      const response = await fetch(`${served(b).url}/services/api/Outbound/GetList?pageSize=10`, { headers });
      const { data } = (await response.json()) as { data: { total: number; counts: Record<string, number> } };
      answers.push({ total: data.total, counted: Object.values(data.counts).reduce((sum, n) => sum + n, 0) });
    }
    await writer;
    expect(answers.length).toBeGreaterThan(5);
    // the drafts were counted as they came, and every answer's tabs add up to its total
    expect(new Set(answers.map((answer) => answer.total)).size).toBeGreaterThan(1);
    expect(answers.filter((answer) => answer.counted !== answer.total)).toEqual([]);
  });

  it('keep a release preview’s dry run to itself: the other process never sees the purse it raises for a moment', async () => {
    const admin = await signIn(a, 'admin');
    const headers = { Authorization: `Bearer ${admin.access_token}` };
    type Purse = { customerId: string; currency: string; balance: number };
    const purse = async () =>
      (
        (await (
          await fetch(`${served(b).url}/services/api/Finance/GetPurses?customerId=C002&pageSize=200`, {
            headers,
          })
        ).json()) as { data: { list: Purse[] } }
      ).data.list.find((row) => row.currency === 'USD')?.balance;
    const before = await purse();
    expect(before).toBeDefined();
    let previewing = true;
    const previews = (async () => {
      try {
        for (let n = 0; n < 12; n += 1) {
          const response = await fetch(
            `${served(a).url}/services/api/Recharge/PreviewRelease?customerId=C002&currency=USD&amount=1000000`,
            { headers },
          );
          expect(response.status).toBe(200);
        }
      } finally {
        previewing = false;
      }
    })();
    const seen: (number | undefined)[] = [];
    while (previewing) seen.push(await purse());
    await previews;
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((balance) => balance !== before)).toEqual([]);
    expect(await purse()).toBe(before);
  });

  it('make one document of one Idempotency-Key sent to both at once, and answer both alike', async () => {
    const seller = await signIn(a, 'seller');
    const skus = await stockedSkus(a, seller.access_token);
    for (let round = 0; round < 3; round += 1) {
      const referenceNo = `TWO-PROCESSES-KEY-${round}`;
      const body = JSON.stringify({
        ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 800_000 + round),
        referenceNo,
      });
      const answers = await Promise.all(
        [a, b].map(async (on) => {
          const response = await fetch(`${served(on).url}/services/api/Outbound/Save`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${seller.access_token}`,
              'Content-Type': 'application/json',
              'Idempotency-Key': `two-processes-${round}`,
            },
            body,
          });
          return { status: response.status, body: (await response.json()) as { data: { id: string } } };
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      const listed = await fetch(
        `${served(b).url}/services/api/Outbound/GetList?keyword=${referenceNo}&pageSize=10`,
        { headers: { Authorization: `Bearer ${seller.access_token}` } },
      );
      expect(((await listed.json()) as { data: { total: number } }).data.total).toBe(1);
    }
  });
  it('keep every order once, and the stock and the purses whole, when a third process is killed in a burst and its clients send again to another', async () => {
    const c = await startServed({ dataDir: dirs[2], env, timeoutMs: 120_000 });
    try {
      const seller = await signIn(b, 'seller');
      const skus = await stockedSkus(b, seller.access_token);
      const ORDERS = 24;
      const referenceOf = (n: number) => `TWO-PROCESSES-KILL-${n}`;
      // one call with its Idempotency-Key: to the client's own process first, then to b until answered
      const send = async (n: number, path: string, body: unknown, key: string) => {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const on = attempt === 0 && n % 2 === 0 ? c : served(b);
          try {
            const response = await fetch(`${on.url}/services/api/${path}`, {
              method: 'POST',
              headers: {
                Authorization: `Bearer ${seller.access_token}`,
                'Content-Type': 'application/json',
                'Idempotency-Key': key,
              },
              body: JSON.stringify(body),
            });
            if (response.status === 200) return ((await response.json()) as { data: { id: string } }).data;
          } catch {
            // the process died under the call: no answer, so send it again
          }
        }
        throw new Error(`${path} of order ${n} was never acknowledged`);
      };
      const clients = Array.from({ length: ORDERS }, async (_, n) => {
        const body = {
          ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 980_000 + n),
          referenceNo: referenceOf(n),
        };
        const saved = await send(n, 'Outbound/Save', body, `two-processes-kill-save-${n}`);
        await send(n, 'Outbound/Submit', { id: saved.id }, `two-processes-kill-submit-${n}`);
      });
      // killed once it has answered some of the burst's calls, the rest in flight or still to come
      const deadline = Date.now() + 60_000;
      while (c.lines.filter((line) => String(line.path).includes('/Outbound/')).length < 3) {
        if (Date.now() > deadline) throw new Error('the third process answered none of the burst');
        await new Promise((resume) => setTimeout(resume, 5));
      }
      await c.kill();
      await Promise.all(clients);
      const db = databaseOf(cluster);
      try {
        const rows = await db
          .selectFrom('outbound')
          .select(['reference_no', 'status'])
          .where('reference_no', 'like', 'TWO-PROCESSES-KILL-%')
          .execute();
        expect(rows.map((row) => row.reference_no).sort()).toEqual(
          Array.from({ length: ORDERS }, (_, n) => referenceOf(n)).sort(),
        );
        expect(rows.filter((row) => row.status === 'DRAFT')).toEqual([]);
      } finally {
        await db.destroy();
      }
      // the stock and money invariants, asked of the data in the database
      expect(await invariantsOf(a)).toEqual([]);
    } finally {
      await c.kill();
    }
  }, 180_000);

  // last: the cluster restarted under both processes
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'live through a restart of PostgreSQL in a burst of writes: /health is 503 while it is down and 200 after, and every write is there once',
    async () => {
      const seller = await signIn(a, 'seller');
      const skus = await stockedSkus(a, seller.access_token);
      const ORDERS = 16;
      const referenceOf = (n: number) => `TWO-PROCESSES-RESTART-${n}`;
      // a client's save, with its Idempotency-Key: sent again, to either process, until answered 200
      const save = async (n: number, on: Served | undefined) => {
        try {
          const response = await fetch(`${served(on).url}/services/api/Outbound/Save`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${seller.access_token}`,
              'Content-Type': 'application/json',
              'Idempotency-Key': `two-processes-restart-${n}`,
            },
            body: JSON.stringify({
              ...outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 990_000 + n),
              referenceNo: referenceOf(n),
            }),
          });
          return response.status;
        } catch {
          return 0; // no answer at all
        }
      };
      const health = async (on: Served | undefined) => (await fetch(`${served(on).url}/health`)).status;
      const until = async (what: string, met: () => Promise<boolean>) => {
        const deadline = Date.now() + 60_000;
        while (!(await met())) {
          if (Date.now() > deadline) throw new Error(`not within a minute: ${what}`);
          await new Promise((resume) => setTimeout(resume, 50));
        }
      };
      const halt = cluster?.halt;
      if (!halt) throw new Error('a throwaway cluster can be halted');
      const sent = async (n: number) => {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          if ((await save(n, (n + attempt) % 2 === 0 ? a : b)) === 200) return;
        }
        throw new Error(`order ${n} was never acknowledged`);
      };
      for (let n = 0; n < ORDERS; n += 1) {
        if (n !== ORDERS / 2) {
          await sent(n);
          continue;
        }
        // the cluster goes down with a write in flight; the client is told nothing good until it is back
        const inFlight = save(n, a);
        const resume = await halt();
        await until('both processes say the database is down', async () =>
          (await Promise.all([health(a), health(b)])).every((status) => status === 503),
        );
        // refused as the database's absence, to send again: 503, not a fault of the call's
        expect([await save(n, a), await save(n, b)]).toEqual([503, 503]);
        expect([0, 200, 503]).toContain(await inFlight);
        await resume();
        await until('both processes say the database answers again', async () =>
          (await Promise.all([health(a), health(b)])).every((status) => status === 200),
        );
        await sent(n);
      }
      const db = databaseOf(cluster);
      try {
        const rows = await db
          .selectFrom('outbound')
          .select(['reference_no', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('reference_no', 'like', 'TWO-PROCESSES-RESTART-%')
          .groupBy('reference_no')
          .execute();
        expect(new Map(rows.map((row) => [row.reference_no, Number(row.n)]))).toEqual(
          new Map(Array.from({ length: ORDERS }, (_, n) => [referenceOf(n), 1])),
        );
      } finally {
        await db.destroy();
      }
    },
    120_000,
  );

  it('serve the same data from a dump restored into a new database, the invariants holding there', async () => {
    // docs/deployment.md's backup and restore, as an operator would run them while both processes serve
    const restored = `${DATABASE}_restored`;
    if (!cluster) throw new Error('no cluster');
    const on = cluster;
    const bin = serverPrograms();
    const folder = mkdtempSync(join(tmpdir(), 'outpost-two-restore-'));
    dirs.push(folder);
    const dump = join(folder, 'outpost.dump');
    execFileSync(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, on.urlOf(DATABASE)]);
    await onCluster(on.url, `drop database if exists ${restored}`, `create database ${restored}`);
    execFileSync(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${on.urlOf(restored)}`, dump]);
    const c = await startServed({
      dataDir: folder,
      env: { ...env, DATABASE_URL: on.urlOf(restored) },
      timeoutMs: 120_000,
    });
    try {
      expect(await fingerprintOf(c)).toBe(await fingerprintOf(a));
      expect(await invariantsOf(c)).toEqual([]);
      const seller = await signIn(c, 'seller');
      expect(await statusOf(c, 'Outbound/GetList?pageSize=10', seller.access_token)).toBe(200);
    } finally {
      await c.stop();
      await onCluster(on.url, `drop database if exists ${restored}`);
    }
  });
});

// The property test over HTTP (random calls by both customers and the operator, the invariants after
// each, a sample of refusals fingerprinted), each call sent by the balancer to one process or the other.
randomUseOverHttp('two processes on PostgreSQL behind a balancer');

describe('the balancer', () => {
  it('sent the property test’s calls to both processes', () => {
    const counts = [...balancer.counts().values()];
    expect(counts, 'requests per process').toHaveLength(2);
    for (const count of counts) expect(count).toBeGreaterThan(100);
  });
});

describe('Debian’s nginx with the site of docs/deployment.md', () => {
  it('shares the calls between the two processes and sends a call for a process that is down to one that is up', async () => {
    const requestsOf = (on: Served | undefined) =>
      served(on).lines.filter((line) => line.msg === 'request').length;
    // a third upstream where nothing listens: a process down, or not yet started
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downPort = (down.address() as { port: number }).port;
    await new Promise((resolve) => down.close(resolve));
    const nginx = await startNginx([
      `127.0.0.1:${served(a).port}`,
      `127.0.0.1:${served(b).port}`,
      `127.0.0.1:${downPort}`,
    ]);
    try {
      const through = { url: nginx.url } as Served;
      const before = [requestsOf(a), requestsOf(b)];
      const seller = await signIn(through, 'seller');
      for (let n = 0; n < 30; n += 1)
        expect(await statusOf(through, 'Outbound/GetList?pageSize=10', seller.access_token)).toBe(200);
      // a write, its body passed whole
      const skus = await stockedSkus(through, seller.access_token);
      const saved = await fetch(`${nginx.url}/services/api/Outbound/Save`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${seller.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(outboundBody(skus, { businessMode: 'WAREHOUSE_AND_DELIVERY' }, 990_001)),
      });
      expect(saved.status, nginx.log()).toBe(200);
      expect((await fetch(`${nginx.url}/health`)).status).toBe(200);
      // each process answered a share
      expect(requestsOf(a) - before[0]).toBeGreaterThan(5);
      expect(requestsOf(b) - before[1]).toBeGreaterThan(5);
      // nginx found the third down and said so
      expect(nginx.log()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
    } finally {
      await nginx.stop();
    }
  });
});
