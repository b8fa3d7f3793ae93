import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDb } from '@mocks/db/reset';
import { encrypt } from '@mocks/testing';
import { createDatabase } from './db/database';
import { migrations as MIGRATIONS } from './db/migrations/index';
import { onCluster, testCluster, type TestCluster } from './postgres.test-support';
import { startServed, type Served } from './served.test-support';

// Two service processes on one PostgreSQL database, as several machines behind a load balancer run
// (issue #40 takes this further): neither holds the sign-in state, so a session begun on one is
// served by the other, ended on one is ended on both, and one refresh token presented to both at the
// same moment is honoured once.

const DATABASE = 'outpost_two_processes';
let cluster: TestCluster | undefined;
let a: Served | undefined;
let b: Served | undefined;
const dirs = [mkdtempSync(join(tmpdir(), 'outpost-two-a-')), mkdtempSync(join(tmpdir(), 'outpost-two-b-'))];

beforeAll(async () => {
  cluster = await testCluster();
  await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
  const env = { DATABASE_URL: cluster.urlOf(DATABASE) };
  // both at once on the empty database: one builds the demo data, the other waits and finds it
  [a, b] = await Promise.all(dirs.map((dataDir) => startServed({ dataDir, env, timeoutMs: 180_000 })));
}, 240_000);

afterAll(async () => {
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
});
