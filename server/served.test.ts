import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encrypt } from '@mocks/testing';
import { translate } from './api/i18n';
import { skuInput } from './api/testing';
import { migrations } from './db/migrations/index';
import { startServed, type Served } from './served.test-support';

// The service as `npm run serve` runs it, a process of its own on a data folder of this file's: it keeps
// what it acknowledged across a stop, a restart and a kill -9, and says clearly why it cannot start.

const dataDir = mkdtempSync(join(tmpdir(), 'outpost-served-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function signIn(served: Served, username: string): Promise<string> {
  const response = await fetch(`${served.url}/services/api/Authorization/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: encrypt(username) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

async function get<T>(
  served: Served,
  path: string,
  token: string,
): Promise<{ status: number } & Envelope<T>> {
  const response = await fetch(`${served.url}/services/api/${path}`, { headers: headers(token) });
  return { status: response.status, ...((await response.json()) as Envelope<T>) };
}

async function post<T>(served: Served, path: string, body: unknown, token: string, idempotencyKey?: string) {
  const response = await fetch(`${served.url}/services/api/${path}`, {
    method: 'POST',
    headers: {
      ...headers(token),
      'Content-Type': 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Envelope<T>) };
}

const skusNamed = async (served: Served, token: string, keyword: string) =>
  (
    await get<{ list: { sku: string }[]; total: number }>(
      served,
      `Sku/GetList?pageSize=200&keyword=${keyword}`,
      token,
    )
  ).data;

const invariants = async (served: Served) =>
  (await fetch(`${served.url}/__test/invariants`)).json() as Promise<unknown[]>;

const TEST_MODE = { OUTPOST_TEST_CONTROL: 'true' };

/** Stands the service's clock at `at` (ms), or gives it back its own (null): the test control's. */
async function clockAt(served: Served, at: number | null): Promise<void> {
  const response = await fetch(`${served.url}/__test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(at === null ? {} : { at }),
  });
  expect(response.status).toBe(200);
}

describe('the served back-end', () => {
  let token = '';

  it('starts on an empty folder with the demo data, healthy, and answers the API', async () => {
    const served = await startServed({ dataDir, env: TEST_MODE, timeoutMs: 120_000 });
    try {
      expect(served.lines.find((line) => line.msg === 'database ready')).toMatchObject({
        // every migration, in order, once
        migrationsRun: Object.keys(migrations),
      });
      expect(await (await fetch(`${served.url}/health`)).json()).toEqual({ status: 'ok' });
      token = await signIn(served, 'seller');
      const skus = await get<{ total: number }>(served, 'Sku/GetList', token);
      expect(skus).toMatchObject({ status: 200, code: 200 });
      expect(skus.data.total).toBeGreaterThan(250);
      const saved = await post<{ id: string }>(served, 'Sku/Save', skuInput({ sku: 'KEEP-0001' }), token);
      expect(saved).toMatchObject({ status: 200, code: 200 });
      // a write of 400 days ago: its entry of the audit trail is past the year the trail keeps
      await clockAt(served, Date.now() - 400 * 24 * 60 * 60 * 1000);
      const old = await post<{ id: string }>(served, 'Sku/Save', skuInput({ sku: 'OLD-0001' }), token);
      await clockAt(served, null);
      expect(old).toMatchObject({ status: 200, code: 200 });
      // an address too long for Node's parser is refused in words too (issue #41 §6), as JSON
      const long = await fetch(`${served.url}/services/api/Sku/GetList?keyword=${'x'.repeat(20_000)}`);
      expect(long.status).toBe(431);
      expect(await long.json()).toEqual({
        code: 431,
        message: `${translate('en', 'requestHeadersTooLarge')} / ${translate('zh-CN', 'requestHeadersTooLarge')}`,
      });
      // SIGTERM: the service finishes, closes the database, says so and exits 0
      expect(await served.stop()).toBe(0);
      expect(served.lines.at(-1)).toMatchObject({ msg: 'stopped' });
    } finally {
      await served.kill();
    }
  }, 180_000);

  it('after a restart, keeps the sign-in and what was written, and runs no migration twice', async () => {
    // sign-up closed, as a deployment has it unless told (the contract tests open it)
    const served = await startServed({ dataDir, env: { ...TEST_MODE, SIGN_UP: 'closed' } });
    try {
      expect(served.lines.find((line) => line.msg === 'database ready')).toMatchObject({ migrationsRun: [] });
      expect((await get(served, 'Authorization/GetUserInfo', token)).status).toBe(200);
      expect((await skusNamed(served, token, 'KEEP-0001')).list.map((row) => row.sku)).toEqual(['KEEP-0001']);
      // the start pruned the audit trail: the old write's entry went, the SKU and the recent entry stay
      expect(await served.logged('audit trail pruned')).toMatchObject({ removed: 1 });
      const admin = await signIn(served, 'admin');
      const entries = async (document: string) =>
        (await get<{ total: number }>(served, `Audit/GetList?document=${document}`, admin)).data.total;
      expect([await entries('OLD-0001'), await entries('KEEP-0001')]).toEqual([0, 1]);
      expect((await skusNamed(served, token, 'OLD-0001')).total).toBe(1);
      // closed: a registration is refused before its fields are read, and says where accounts come from
      expect(served.lines.some((line) => String(line.msg).startsWith('sign-up is closed'))).toBe(true);
      const register = await post(
        served,
        'Authorization/Register',
        { email: 'seller@northwind.example' },
        '',
      );
      expect(register).toMatchObject({ status: 403, message: translate('en', 'signUpClosed') });
    } finally {
      await served.kill();
    }
  }, 120_000);

  it('keeps every acknowledged write through a kill -9 in the middle of a burst, whole, and answers the retries once', async () => {
    const served = await startServed({ dataDir, env: TEST_MODE });
    // each write sent with an Idempotency-Key, as a client that retries does
    const sent: string[] = [];
    const acknowledged = new Map<string, unknown>();
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; i < 40 && !killed; i += 1) {
        const sku = `BURST-${lane}-${String(i).padStart(3, '0')}`;
        sent.push(sku);
        try {
          const answer = await post(served, 'Sku/Save', skuInput({ sku }), token, `save-${sku}`);
          if (answer.status === 200 && answer.code === 200) acknowledged.set(sku, answer.data);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    let sending = 4;
    const lanes = [0, 1, 2, 3].map(async (lane) => {
      await writer(lane);
      sending -= 1;
    });
    // killed once enough writes are acknowledged, while the lanes still send (or, should the writes
    // be refused, once every lane has given up: the checks below then say why)
    while (acknowledged.size < 12 && sending > 0) await new Promise((next) => setImmediate(next));
    killed = true;
    await served.kill();
    await Promise.all(lanes);

    const again = await startServed({ dataDir, env: TEST_MODE });
    try {
      const stored = (await skusNamed(again, token, 'BURST-')).list.map((row) => row.sku);
      // every acknowledged write is there once; a write in flight at the kill may or may not be
      expect(new Set(stored).size).toBe(stored.length);
      expect(stored).toEqual(expect.arrayContaining([...acknowledged.keys()]));
      expect(await invariants(again)).toEqual([]);
      // the client sends every write again with its key: an acknowledged one is answered as it was
      // the first time (its answer was kept with it), one lost in flight is made now; each exists once
      for (const sku of sent) {
        const retry = await post(again, 'Sku/Save', skuInput({ sku }), token, `save-${sku}`);
        expect(retry).toMatchObject({ status: 200, code: 200 });
        if (acknowledged.has(sku)) expect(retry.data).toEqual(acknowledged.get(sku));
      }
      const after = (await skusNamed(again, token, 'BURST-')).list.map((row) => row.sku);
      expect(after.toSorted()).toEqual([...new Set(sent)].toSorted());
      expect(await invariants(again)).toEqual([]);
    } finally {
      await again.kill();
    }
  }, 180_000);
});

describe('a stop while calls are in flight', () => {
  it('answers every call it had taken before it ends, and exits 0', async () => {
    const served = await startServed({ dataDir, env: TEST_MODE });
    try {
      const token = await signIn(served, 'admin');
      const listed = () =>
        served.lines.filter((line) => line.msg === 'request' && String(line.path).endsWith('/GetList'))
          .length;
      // list pages of 200 rows, the slowest reads: two dozen at once, SIGTERM once the first is answered
      const calls = Array.from({ length: 24 }, (_, i) =>
        fetch(`${served.url}/services/api/Outbound/GetList?pageIndex=${i + 1}&pageSize=200`, {
          headers: headers(token),
        }).then(
          async (response) => `${response.status} ${(await response.json()) instanceof Object}`,
          // refused at the door: a connection not read before the stop (a client retries elsewhere)
          (error: Error & { cause?: { code?: string } }) => `refused ${error.cause?.code ?? error.message}`,
        ),
      );
      while (listed() === 0) await new Promise((next) => setImmediate(next));
      const answeredBeforeStop = listed();
      const stopped = served.stop();
      const outcomes = await Promise.all(calls);
      expect(await stopped).toBe(0);
      const answered = outcomes.filter((outcome) => outcome === '200 true');
      // nothing but whole answers and refusals at the door: no call cut off half-way, no 5xx
      expect(outcomes.filter((outcome) => outcome !== '200 true' && !outcome.startsWith('refused '))).toEqual(
        [],
      );
      // every call the service logged was answered whole, and some of them after the stop began
      expect(answered).toHaveLength(listed());
      expect(answered.length).toBeGreaterThan(answeredBeforeStop);
      expect(served.lines.at(-1)).toMatchObject({ msg: 'stopped' });
    } finally {
      await served.kill();
    }
  }, 120_000);
});

describe('a start that cannot be', () => {
  it('says which setting is wrong, and exits 2', async () => {
    await expect(startServed({ dataDir, env: { PORT: 'eighty' } })).rejects.toThrow(
      /the service ended \(2\) before it listened:\nOutpost cannot start: PORT="eighty" must be a whole number/,
    );
  });

  it('says the database cannot be reached, and exits 1', async () => {
    await expect(
      startServed({ dataDir, env: { DATABASE_URL: 'postgres://outpost@127.0.0.1:1/outpost' } }),
    ).rejects.toThrow(/the service ended \(1\) before it listened:[\s\S]*could not be opened or migrated/);
  });
});
